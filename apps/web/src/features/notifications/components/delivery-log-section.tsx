import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useCompany } from '../../../lib/company/company-context';
import { describeError } from '../../../lib/error-message';
import { useDeliveryLogQuery } from '../api/delivery-log';
import { useSchedulesQuery } from '../api/schedules';
import { DeliveryList } from './delivery-list';
import { useScheduleWords } from './use-schedule-words';

const FILTER_CHIP =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-border-control bg-surface px-4 py-2 text-sm font-medium text-fg hover:bg-surface-muted ' +
  'aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary-soft-fg';

/** Every mail the schedules sent or tried to, newest first, by status and schedule. */
export function DeliveryLogSection({ slug }: { slug: string }) {
  const { t } = useTranslation('notifications');
  const words = useScheduleWords();
  const scheduleFilterId = useId();
  const [status, setStatus] = useState<DeliveryStatus | undefined>(undefined);
  const [scheduleId, setScheduleId] = useState('');
  const schedules = useSchedulesQuery(slug);
  const company = useCompany();
  const log = useDeliveryLogQuery(slug, { status, scheduleId: scheduleId || undefined });
  const counts = log.data?.pages[0]?.counts;
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];
  const isFiltered = status !== undefined || scheduleId !== '';

  return (
    <div className="space-y-4">
      <p className="max-w-2xl text-sm text-fg-muted">{t('log.lead')}</p>
      <div role="group" aria-label={t('log.byStatus')} className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={status === undefined}
          className={FILTER_CHIP}
          onClick={() => setStatus(undefined)}
        >
          {t('log.allStatuses')}
        </button>
        {DELIVERY_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            className={FILTER_CHIP}
            onClick={() => setStatus(status === value ? undefined : value)}
          >
            {t(`log.statuses.${value}`)}{' '}
            <span className="rounded-full bg-surface-muted px-2 text-xs tabular-nums text-fg">
              {counts?.[value] ?? '–'}
            </span>
          </button>
        ))}
      </div>
      <div className="max-w-sm">
        <label htmlFor={scheduleFilterId} className="mb-1.5 block text-sm font-medium text-fg">
          {t('log.bySchedule')}
        </label>
        <Select
          id={scheduleFilterId}
          value={scheduleId}
          onChange={(event) => setScheduleId(event.target.value)}
        >
          <option value="">{t('log.allSchedules')}</option>
          {(schedules.data?.schedules ?? []).map((schedule) => (
            <option key={schedule.id} value={schedule.id}>
              {t('log.scheduleOption', {
                type: t(`types.${schedule.type}`),
                time: words.time(schedule.time),
              })}
            </option>
          ))}
        </Select>
      </div>
      {log.isError && !log.data ? (
        <Alert tone="danger" role="alert" title={t('log.loadError')}>
          <p>{describeError(log.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void log.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !log.data || company.isLoading ? (
        // Each mail's time is written in the company's zone, which is not shown before it is known.
        <div role="status" aria-label={t('log.loading')}>
          <Skeleton className="h-48 w-full" />
        </div>
      ) : deliveries.length === 0 ? (
        <p className="text-fg-muted">{t(isFiltered ? 'log.emptyFiltered' : 'log.empty')}</p>
      ) : (
        <div className={cn('space-y-4', log.isPlaceholderData && 'opacity-60')}>
          <DeliveryList deliveries={deliveries} />
          {log.isFetchNextPageError && (
            <Alert tone="danger" role="alert" title={t('log.loadError')}>
              <p>{describeError(log.error)}</p>
            </Alert>
          )}
          {log.hasNextPage && (
            <Button
              variant="secondary"
              isLoading={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {t('log.more')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
