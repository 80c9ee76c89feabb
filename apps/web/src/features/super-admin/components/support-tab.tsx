import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TICKET_STATUSES } from '@tera/domain';
import { TicketStatusBadge } from '../../../components/support/ticket-status-badge';
import { TicketThread } from '../../../components/support/ticket-thread';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useActor } from '../../../lib/auth/use-actor';
import { useSupportInboxQuery } from '../api/support-inbox';

/** Support's inbox (docs/product/support.md): the tickets of everyone, and one's conversation. */
export function SupportTab() {
  const { t } = useTranslation('support');
  const actor = useActor();
  const [params, setParams] = useSearchParams();
  const ticketId = params.get('ticket');
  const status = params.get('status') ?? 'open';
  if (ticketId && actor) {
    return (
      <div className="grid gap-3">
        <div>
          <Button variant="link" onClick={() => setParams({ tab: 'support', status })}>
            {t('thread.back')}
          </Button>
        </div>
        <TicketThread ticketId={ticketId} actor={actor} />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <label className="grid max-w-xs gap-1 text-sm font-medium text-fg">
        {t('inbox.filter')}
        <Select
          value={status}
          onChange={(event) => setParams({ tab: 'support', status: event.target.value })}
        >
          <option value="all">{t('inbox.all')}</option>
          {TICKET_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`statuses.${value}`)}
            </option>
          ))}
        </Select>
      </label>
      <Inbox status={status} open={(id) => setParams({ tab: 'support', status, ticket: id })} />
    </div>
  );
}

function Inbox({ status, open }: { status: string; open: (id: string) => void }) {
  const { t, i18n } = useTranslation('support');
  const query = useSupportInboxQuery(status);
  if (query.isPending) return <Skeleton className="h-32" />;
  if (query.isError) {
    return (
      <Alert tone="danger" title={t('inbox.loadFailed')}>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  }
  if (query.data.tickets.length === 0) return <p className="text-fg-muted">{t('inbox.empty')}</p>;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'es', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <ul className="grid gap-2">
      {query.data.tickets.map((ticket) => (
        <li key={ticket.id} className="rounded-lg border border-border bg-surface p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <button
              type="button"
              className="text-left font-medium text-primary underline"
              onClick={() => open(ticket.id)}
            >
              {ticket.title}
            </button>
            <span className="flex gap-2">
              <TicketStatusBadge status={ticket.status} />
              <span className="text-xs font-semibold text-fg-muted">
                {t(`priorities.${ticket.priority}`)}
              </span>
            </span>
          </div>
          <p className="mt-1 text-xs text-fg-muted">
            {t('inbox.from')}: {ticket.requesterName} ({ticket.requesterEmail}) · {t('inbox.company')}:{' '}
            {ticket.companyName ?? t('inbox.noCompany')} · {date.format(new Date(ticket.createdAt))}
            {ticket.firstResponseAt
              ? ` · ${t('inbox.waited')}: ${date.format(new Date(ticket.firstResponseAt))}`
              : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
