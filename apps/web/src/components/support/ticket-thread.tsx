import { useTranslation } from 'react-i18next';
import {
  acceptsMessages,
  canMoveTicket,
  ticketMessageInputSchema,
  ticketSideOf,
  TICKET_STATUSES,
  type Actor,
  type TicketDetail,
  type TicketMessageInput,
  type TicketStatus,
} from '@tera/domain';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Form } from '../ui/form/form';
import { FormAlert } from '../ui/form/form-alert';
import { SubmitButton } from '../ui/form/submit-button';
import { TextareaField } from '../ui/form/textarea-field';
import { useAppForm } from '../ui/form/use-app-form';
import { Loading } from '../ui/loading';
import { Select } from '../ui/select';
import { describeError } from '../../lib/error-message';
import { notify } from '../../lib/toast';
import { useReplyMutation, useTicketQuery, useTicketStatusMutation } from '../../lib/support/ticket-api';
import { TicketStatusBadge } from './ticket-status-badge';

function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'es', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}

/**
 * A ticket's conversation as either side sees it (docs/product/support.md#the-conversation): the
 * statuses offered are the ones the shared rules let this side set.
 */
export function TicketThread({ ticketId, actor }: { ticketId: string; actor: Actor }) {
  const { t } = useTranslation('support');
  const query = useTicketQuery(ticketId);
  const dateTime = useDateTime();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Alert tone="danger" title={t('thread.loadFailed')}>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  }
  const { ticket } = query.data;
  const side = ticketSideOf(actor);
  return (
    <Card className="grid gap-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">{ticket.title}</h2>
        <TicketStatusBadge status={ticket.status} />
      </header>
      <p className="text-sm text-fg-muted">
        {ticket.firstResponseAt
          ? t('thread.firstResponse', { date: dateTime(ticket.firstResponseAt) })
          : t('thread.waitingFirst')}
      </p>
      <ol className="grid gap-3" aria-label={t('thread.conversation')}>
        <li className="rounded-lg bg-surface-muted p-3">
          <p className="text-xs font-semibold text-fg-muted">
            {side === 'support' ? t('thread.from', { name: ticket.requesterName }) : t('thread.description')}{' '}
            · {dateTime(ticket.createdAt)}
          </p>
          <p className="mt-1 whitespace-pre-wrap text-fg">{ticket.description}</p>
        </li>
        {ticket.messages.map((message) => (
          <li
            key={message.id}
            className={
              message.fromSupport ? 'rounded-lg bg-primary-soft p-3' : 'rounded-lg bg-surface-muted p-3'
            }
          >
            <p className="text-xs font-semibold text-fg-muted">
              {message.fromSupport
                ? t('thread.support')
                : side === 'requester'
                  ? t('thread.you')
                  : message.authorName}{' '}
              · {dateTime(message.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-fg">{message.body}</p>
          </li>
        ))}
      </ol>
      {acceptsMessages(ticket.status) ? <ReplyForm ticketId={ticket.id} /> : <p>{t('thread.closedNote')}</p>}
      <StatusControls ticket={ticket} actor={actor} />
    </Card>
  );
}

function ReplyForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('support');
  const mutation = useReplyMutation(ticketId);
  const form = useAppForm<TicketMessageInput>({
    schema: ticketMessageInputSchema,
    defaultValues: { body: '' },
  });
  async function submit(values: TicketMessageInput) {
    await mutation.mutateAsync(values);
    form.reset();
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={{ describe: (_error, placed) => (placed ? null : t('form.failed')) }}
      className="grid gap-3"
    >
      <TextareaField name="body" label={t('thread.reply')} rows={3} isRequired />
      <FormAlert />
      <div>
        <SubmitButton loadingText={t('thread.sending')}>{t('thread.send')}</SubmitButton>
      </div>
    </Form>
  );
}

function StatusControls({ ticket, actor }: { ticket: TicketDetail; actor: Actor }) {
  const { t } = useTranslation('support');
  const mutation = useTicketStatusMutation(ticket.id);
  const side = ticketSideOf(actor);
  const move = (status: TicketStatus) =>
    mutation.mutate(status, { onError: (error) => notify.error(describeError(error)) });
  if (side === 'support') {
    return (
      <label className="grid max-w-xs gap-1 text-sm font-medium text-fg">
        {t('thread.changeStatus')}
        <Select
          value={ticket.status}
          disabled={mutation.isPending}
          onChange={(event) => move(event.target.value as TicketStatus)}
        >
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
      </label>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {canMoveTicket(side, ticket.status, 'open') ? (
        <Button variant="secondary" isLoading={mutation.isPending} onClick={() => move('open')}>
          {t('thread.reopen')}
        </Button>
      ) : null}
      {canMoveTicket(side, ticket.status, 'closed') ? (
        <Button variant="secondary" isLoading={mutation.isPending} onClick={() => move('closed')}>
          {t('thread.close')}
        </Button>
      ) : null}
    </div>
  );
}
