import { useTranslation } from 'react-i18next';
import {
  newTicketSchema,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  type NewTicket,
  type NewTicketInput,
} from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { notify } from '../../../lib/toast';
import { useOpenTicketMutation } from '../api/own-tickets';

const EMPTY: NewTicketInput = { title: '', description: '', category: '' as never, priority: 'medium' };

/** docs/product/support.md#opening-a-ticket: a failed send keeps what was typed and says so. */
export function NewTicketForm({ onOpened }: { onOpened: (id: string) => void }) {
  const { t } = useTranslation('support');
  const mutation = useOpenTicketMutation();
  const form = useAppForm<NewTicketInput, NewTicket>({ schema: newTicketSchema, defaultValues: EMPTY });

  async function submit(values: NewTicket) {
    const { ticket } = await mutation.mutateAsync(values);
    notify.success(t('form.sent'));
    form.reset();
    onOpened(ticket.id);
  }

  return (
    <Card>
      <CardTitle className="text-xl">{t('form.title')}</CardTitle>
      <Form
        form={form}
        onSubmit={submit}
        failure={{ describe: (_error, placed) => (placed ? null : t('form.failed')) }}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <TextField name="title" label={t('form.ticketTitle')} isRequired className="sm:col-span-2" />
        <SelectField name="category" label={t('form.category')} isRequired>
          <option value="" disabled>
            —
          </option>
          {TICKET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <SelectField name="priority" label={t('form.priority')} hint={t('form.urgentHint')} isRequired>
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`priorities.${priority}`)}
            </option>
          ))}
        </SelectField>
        <TextareaField
          name="description"
          label={t('form.description')}
          rows={6}
          isRequired
          className="sm:col-span-2"
        />
        <FormAlert className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SubmitButton loadingText={t('form.sending')}>{t('form.submit')}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
