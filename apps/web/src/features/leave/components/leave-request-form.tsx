import { useTranslation } from 'react-i18next';
import {
  LEAVE_COMMENTS_MAX,
  LEAVE_REASON_MAX,
  LEAVE_TYPES,
  leaveRequestInputSchema,
  type LeaveRequestFields,
} from '@tera/domain';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useRequestLeaveMutation } from '../api/leave';

interface LeaveValues {
  type: string;
  start_date: string;
  end_date: string;
  reason: string;
  comments: string;
}

/** Asks for leave (docs/product/leave.md#the-request); a clash with other days is said on the dates. */
export function LeaveRequestForm({ userId }: { userId: string }) {
  const { t } = useTranslation('leave');
  const request = useRequestLeaveMutation(userId);
  const form = useAppForm<LeaveValues, LeaveRequestFields>({
    schema: leaveRequestInputSchema,
    defaultValues: { type: 'vacation', start_date: '', end_date: '', reason: '', comments: '' },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await request.mutateAsync(values);
        form.reset();
        notify.success(t('form.sent'));
      }}
      failure={{ reasonFields: { LEAVE_OVERLAP: 'start_date' }, describe: describeError }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField name="type" label={t('form.type')} isRequired className="sm:col-span-2">
        {LEAVE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField name="start_date" type="date" label={t('form.start')} isRequired />
      <TextField name="end_date" type="date" label={t('form.end')} isRequired />
      <TextareaField
        name="reason"
        label={t('form.reason')}
        hint={t('form.reasonHint')}
        rows={2}
        maxLength={LEAVE_REASON_MAX}
        className="sm:col-span-2"
      />
      <TextareaField
        name="comments"
        label={t('form.comments')}
        rows={2}
        maxLength={LEAVE_COMMENTS_MAX}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <FormAlert />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton loadingText={t('form.sending')}>{t('form.send')}</SubmitButton>
      </div>
    </Form>
  );
}
