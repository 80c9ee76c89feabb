import { useTranslation } from 'react-i18next';
import { normaliseLanguage, type Delivery, type DeliveryStatus } from '@tera/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useCompany } from '../../../lib/company/company-context';

const STATUS_TONES: Record<DeliveryStatus, BadgeTone> = {
  sent: 'success',
  failed: 'danger',
  bounced: 'danger',
  skipped: 'neutral',
  pending: 'info',
};

function useFormats() {
  const { i18n } = useTranslation();
  const company = useCompany();
  const language = normaliseLanguage(i18n.language);
  const timeZone = company.company?.settings.timeZone ?? 'UTC';
  return {
    day: (isoDay: string) =>
      new Intl.DateTimeFormat(language, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${isoDay}T00:00:00Z`)),
    sentAt: (instant: string | null) =>
      instant
        ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
            new Date(instant),
          )
        : '—',
  };
}

/** The deliveries as a table on a wide screen and as a list of entries on a phone. */
export function DeliveryList({ deliveries }: { deliveries: readonly Delivery[] }) {
  const { t } = useTranslation('notifications');
  const format = useFormats();
  const status = (delivery: Delivery) => (
    <Badge tone={STATUS_TONES[delivery.status]}>{t(`log.statuses.${delivery.status}`)}</Badge>
  );
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t('log.caption')}</caption>
        <thead className="border-b border-border text-fg-muted">
          <tr>
            {(['person', 'type', 'occurrence', 'status', 'reason', 'attempts', 'sentAt'] as const).map(
              (column) => (
                <th key={column} scope="col" className="px-2 py-2 font-medium">
                  {t(`log.columns.${column}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-b border-border align-top last:border-b-0">
              <th scope="row" className="px-2 py-2 font-medium text-fg">
                {delivery.person.name}
                <span className="block text-xs font-normal text-fg-muted">{delivery.person.email}</span>
              </th>
              <td className="px-2 py-2">{t(`types.${delivery.type}`)}</td>
              <td className="px-2 py-2 whitespace-nowrap">{format.day(delivery.occurrence)}</td>
              <td className="px-2 py-2">{status(delivery)}</td>
              <td className="px-2 py-2 break-words text-fg-muted">{delivery.reason ?? '—'}</td>
              <td className="px-2 py-2 tabular-nums">{delivery.attempts}</td>
              <td className="px-2 py-2">{format.sentAt(delivery.sentAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={t('log.caption')} className="space-y-3 md:hidden">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="rounded-lg border border-border p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words text-fg">{delivery.person.name}</p>
              {status(delivery)}
            </div>
            <p className="text-fg-muted">
              {t(`types.${delivery.type}`)} · {format.day(delivery.occurrence)}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {delivery.reason && (
                <>
                  <dt className="font-medium text-fg">{t('log.columns.reason')}</dt>
                  <dd className="break-words text-fg-muted">{delivery.reason}</dd>
                </>
              )}
              <dt className="font-medium text-fg">{t('log.columns.attempts')}</dt>
              <dd className="text-fg-muted">{delivery.attempts}</dd>
              <dt className="font-medium text-fg">{t('log.columns.sentAt')}</dt>
              <dd className="text-fg-muted">{format.sentAt(delivery.sentAt)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
