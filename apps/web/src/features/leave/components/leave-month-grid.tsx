import { useTranslation } from 'react-i18next';
import { addDays, datesFrom, isoWeekday, type LeaveRequest } from '@tera/domain';
import { cn } from '../../../lib/cn';

/** A known Monday, to name the weekdays in the reader's language. */
const A_MONDAY = '2024-01-01';

function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return addDays(`${number === 12 ? year + 1 : year}-${String((number % 12) + 1).padStart(2, '0')}-01`, -1);
}

/**
 * The month as a grid of weeks, Monday first, each day with who is away: approved leave filled,
 * pending outlined. For wide screens; the list beside it says the same in words.
 */
export function LeaveMonthGrid({
  month,
  monthName,
  requests,
}: {
  month: string;
  monthName: string;
  requests: LeaveRequest[];
}) {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'es';
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const days = datesFrom(`${month}-01`, lastDayOf(month));
  const cells: (string | null)[] = [...Array<null>(isoWeekday(days[0]!) - 1).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const awayOn = (day: string) =>
    requests.filter((request) => request.start_date <= day && day <= request.end_date);
  return (
    <table className="hidden w-full table-fixed border-collapse text-sm sm:table">
      <caption className="sr-only">{t('calendar.gridCaption', { month: monthName })}</caption>
      <thead>
        <tr>
          {Array.from({ length: 7 }, (_, index) => (
            <th key={index} scope="col" className="pb-1 text-left font-medium text-fg-muted">
              {weekday.format(new Date(`${addDays(A_MONDAY, index)}T12:00:00Z`))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>
            {week.map((day, column) =>
              day === null ? (
                <td key={column} className="border border-border bg-surface-muted" />
              ) : (
                <td key={day} className="h-20 border border-border bg-surface p-1 align-top">
                  <span className="block text-xs text-fg-muted">{Number(day.slice(8))}</span>
                  <ul className="mt-1 space-y-0.5">
                    {awayOn(day).map((request) => (
                      <li
                        key={request.id}
                        className={cn(
                          'truncate rounded px-1 text-xs text-fg',
                          request.status === 'approved'
                            ? 'bg-primary-soft'
                            : 'border border-dashed border-border-control',
                        )}
                      >
                        {request.person_name.split(' ')[0]}
                        <span className="sr-only"> · {t(`statuses.${request.status}`)}</span>
                      </li>
                    ))}
                  </ul>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
