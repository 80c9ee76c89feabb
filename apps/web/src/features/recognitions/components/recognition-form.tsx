import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  RECOGNITION_CATEGORIES,
  RECOGNITION_MESSAGE_MAX,
  RECOGNITION_POINT_OPTIONS,
  RECOGNITION_TITLE_MAX,
  recognitionInputSchema,
  type QuarterAllowanceView,
  type RecognitionInput,
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
import { useGiveRecognitionMutation } from '../api/recognitions';

interface RecognitionValues {
  receiver_id: string;
  category: string;
  title: string;
  message: string;
  points: string;
  custom_points: string;
  visibility: string;
}

const CUSTOM = 'custom';

/** The form's choices as the recognition schema reads them: points a preset, a custom number or none. */
const recognitionFormSchema = z.preprocess(
  (values: RecognitionValues) => ({
    receiver_id: values.receiver_id,
    category: values.category,
    title: values.title,
    message: values.message,
    points:
      values.points === ''
        ? null
        : values.points === CUSTOM
          ? values.custom_points.trim() === ''
            ? Number.NaN
            : Number(values.custom_points)
          : Number(values.points),
    is_public: values.visibility === 'public',
  }),
  recognitionInputSchema,
);

const EMPTY: RecognitionValues = {
  receiver_id: '',
  category: 'teamwork',
  title: '',
  message: '',
  points: '',
  custom_points: '',
  visibility: 'public',
};

/** docs/product/recognitions.md#giving, with what is left of the quarter beside the points. */
export function RecognitionForm({
  userId,
  colleagues,
  allowance,
}: {
  userId: string;
  colleagues: { id: string; full_name: string }[];
  allowance: QuarterAllowanceView;
}) {
  const { t } = useTranslation('recognitions');
  const give = useGiveRecognitionMutation(userId);
  const form = useAppForm<RecognitionValues, z.output<typeof recognitionInputSchema>>({
    schema: recognitionFormSchema,
    defaultValues: EMPTY,
  });
  const points = useWatch({ control: form.control, name: 'points' });
  return (
    <Form
      form={form}
      onSubmit={async (recognition: RecognitionInput) => {
        await give.mutateAsync(recognition);
        form.reset(EMPTY);
        notify.success(t('form.given'));
      }}
      failure={{
        reasonFields: { SELF_RECOGNITION: 'receiver_id', POINTS_LIMIT: 'points' },
        describe: describeError,
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField name="receiver_id" label={t('form.receiver')} isRequired>
        <option value="">{t('form.chooseReceiver')}</option>
        {colleagues.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {colleague.full_name}
          </option>
        ))}
      </SelectField>
      <SelectField name="category" label={t('form.category')} isRequired>
        {RECOGNITION_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`categories.${category}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        name="title"
        label={t('form.title')}
        isRequired
        maxLength={RECOGNITION_TITLE_MAX}
        className="sm:col-span-2"
      />
      <TextareaField
        name="message"
        label={t('form.message')}
        isRequired
        rows={3}
        maxLength={RECOGNITION_MESSAGE_MAX}
        className="sm:col-span-2"
      />
      <SelectField
        name="points"
        label={t('form.points')}
        hint={t('form.pointsLeft', { count: allowance.points_left })}
      >
        <option value="">{t('form.noPoints')}</option>
        {RECOGNITION_POINT_OPTIONS.map((option) => (
          <option key={option} value={String(option)} disabled={option > allowance.points_left}>
            {t('form.pointsOption', { count: option })}
          </option>
        ))}
        <option value={CUSTOM}>{t('form.customPoints')}</option>
      </SelectField>
      {points === CUSTOM ? (
        <TextField
          name="custom_points"
          type="number"
          inputMode="numeric"
          min={1}
          label={t('form.customAmount')}
        />
      ) : null}
      <SelectField name="visibility" label={t('form.visibility')}>
        <option value="public">{t('form.public')}</option>
        <option value="private">{t('form.private')}</option>
      </SelectField>
      <div className="sm:col-span-2">
        <FormAlert />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton loadingText={t('form.giving')}>{t('form.give')}</SubmitButton>
      </div>
    </Form>
  );
}
