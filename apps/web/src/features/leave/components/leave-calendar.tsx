import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLeaveCalendarQuery } from '../api/leave';
import { useLeaveDaysText } from './leave-days-text';
import { LeaveMonthGrid } from './leave-month-grid';
import { LeaveStatusBadge } from './leave-status-badge';
import { QuerySection } from './query-section';

function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * docs/product/leave.md#team-calendar-and-summary: a month of the team's pending and approved leave,
 * as a grid of days on a wide screen and as a list of requests everywhere.
 */
export function LeaveCalendar({ userId, today }: { userId: string; today: string }) {
  const { t, i18n } = useTranslation('leave');
  const [month, setMonth] = useState(today.slice(0, 7));
  const query = useLeaveCalendarQuery(userId, month, true);
  const daysText = useLeaveDaysText();
  const monthName = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'es', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
  return (
    <section aria-labelledby="leave-calendar" className="space-y-3">
      <h2 id="leave-calendar" className="text-xl font-semibold text-fg">
        {t('calendar.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => setMonth(shiftMonth(month, -1))}>
          {t('calendar.previous')}
        </Button>
        <p className="min-w-40 text-center font-semibold text-fg" aria-live="polite">
          {monthName}
        </p>
        <Button variant="secondary" size="sm" onClick={() => setMonth(shiftMonth(month, 1))}>
          {t('calendar.next')}
        </Button>
      </div>
      <QuerySection query={query} loadingLabel={t('calendar.loading')}>
        {({ requests }) =>
          requests.length === 0 ? (
            <p className="text-fg-muted">{t('calendar.empty')}</p>
          ) : (
            <div className="space-y-3">
              <LeaveMonthGrid month={month} monthName={monthName} requests={requests} />
              <ul className="divide-y divide-border rounded-lg border border-border">
                {requests.map((request) => (
                  <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                    <span className="font-medium text-fg">{request.person_name}</span>
                    <span className="text-fg-muted">
                      {t(`types.${request.type}`)} · {daysText(request)}
                    </span>
                    <LeaveStatusBadge status={request.status} />
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      </QuerySection>
    </section>
  );
}
