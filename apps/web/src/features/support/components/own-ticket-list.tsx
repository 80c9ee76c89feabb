import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { TicketStatusBadge } from '../../../components/support/ticket-status-badge';
import { useOwnTicketsQuery } from '../api/own-tickets';

export function OwnTicketList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('support');
  const query = useOwnTicketsQuery();
  if (query.isPending) return <Skeleton className="h-24" />;
  if (query.isError) {
    return (
      <Alert tone="danger" title={t('list.loadFailed')}>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  }
  if (query.data.tickets.length === 0) return <p className="text-fg-muted">{t('list.empty')}</p>;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'es', { dateStyle: 'medium' });
  return (
    <ul className="grid gap-2">
      {query.data.tickets.map((ticket) => (
        <li key={ticket.id}>
          <button
            type="button"
            onClick={() => onOpen(ticket.id)}
            className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface p-3 text-left hover:bg-surface-muted"
          >
            <span className="min-w-0">
              <span className="block font-medium text-fg">{ticket.title}</span>
              <span className="block text-xs text-fg-muted">
                {t('list.opened', { date: date.format(new Date(ticket.createdAt)) })} ·{' '}
                {t(`priorities.${ticket.priority}`)}
              </span>
            </span>
            <TicketStatusBadge status={ticket.status} />
          </button>
        </li>
      ))}
    </ul>
  );
}
