import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, isoWeekday, type PulseBand } from '@tera/domain';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';
import { BAND_COLOR, ON_BAND_COLOR } from './band-colors';
import { lastDayOf, monthOf, monthWeeks, shiftMonth } from './calendar-month';
import { monthTitle } from './month-title';

export type CalendarDay = { pulse: number; band: PulseBand } | { withheld: true };

interface PulseCalendarProps {
  /** YYYY-MM shown. */
  month: string;
  onMonthChange: (month: string) => void;
  today: string;
  days: ReadonlyMap<string, CalendarDay>;
  /** Names the grid, e.g. "Tu historial emocional". */
  label: string;
  /** The text for a day with no figure. */
  emptyDayLabel: string;
  /** The text for a day whose figure is withheld (team calendars). */
  withheldDayLabel?: string;
  isLoading?: boolean;
  /** The first date the calendar has figures for (team calendars); earlier months are closed. */
  availableFrom?: string;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month of TeraPulse coloured by band. One day at a time is in the tab order; arrow keys move by
 * day and week, Home and End to the week's ends, Page Up and Page Down by month. Each day says its
 * date, pulse and band in words, so the colour is never the only way to read it.
 */
export function PulseCalendar({
  month,
  onMonthChange,
  today,
  days,
  label,
  emptyDayLabel,
  withheldDayLabel,
  isLoading = false,
  availableFrom,
}: PulseCalendarProps) {
  const { t, i18n } = useTranslation('dashboard');
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const [focused, setFocused] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? 'es';

  const inMonth = (date: string) => monthOf(date) === month;
  const active = focused && inMonth(focused) ? focused : inMonth(today) ? today : `${month}-01`;
  const isFuture = (date: string) => date > today;
  const isBeforeRange = (date: string) => availableFrom !== undefined && date < availableFrom;
  const firstMonth = availableFrom ? monthOf(availableFrom) : null;

  const title = monthTitle(month, language);
  // Made once per language: making a formatter costs far more than formatting, and a month asks
  // for one name per day.
  const names = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
      narrow: new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }),
    }),
    [language],
  );
  const dayName = (date: string) => names.day.format(new Date(`${date}T12:00:00Z`));
  const weekdays = weeks[0]!.map((_, i) => {
    const monday = new Date(Date.UTC(2024, 0, 1 + i, 12));
    return { short: names.narrow.format(monday), long: names.weekday.format(monday) };
  });

  const describe = (date: string) => {
    const day = days.get(date);
    if (isFuture(date)) return t('calendar.future', { day: dayName(date) });
    if (isBeforeRange(date)) return t('calendar.outOfRange', { day: dayName(date) });
    if (!day) return `${dayName(date)}: ${emptyDayLabel}`;
    if ('withheld' in day) return `${dayName(date)}: ${withheldDayLabel ?? emptyDayLabel}`;
    return t('calendar.day', { day: dayName(date), pulse: day.pulse, band: t(`bands.${day.band}`) });
  };

  const moveTo = (date: string) => {
    setFocused(date);
    if (!inMonth(date)) onMonthChange(monthOf(date));
    requestAnimationFrame(() => grid.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = KEY_STEPS[event.key];
    let target: string | null = null;
    if (step !== undefined) target = addDays(active, step);
    else if (event.key === 'Home') target = addDays(active, 1 - isoWeekday(active));
    else if (event.key === 'End') target = addDays(active, 7 - isoWeekday(active));
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const other = shiftMonth(month, event.key === 'PageUp' ? -1 : 1);
      const day = Math.min(Number(active.slice(8)), Number(lastDayOf(other).slice(8)));
      target = `${other}-${String(day).padStart(2, '0')}`;
    }
    if (!target) return;
    event.preventDefault();
    if (isFuture(target) && monthOf(target) > monthOf(today)) return;
    if (firstMonth && monthOf(target) < firstMonth) return;
    moveTo(target);
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold text-fg" aria-live="polite">
          {title}
        </h3>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('calendar.previous')}
            disabled={firstMonth !== null && month <= firstMonth}
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('calendar.next')}
            disabled={monthOf(today) <= month}
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={`${label}, ${title}`}
        aria-describedby={titleId}
        aria-busy={isLoading || undefined}
        className="w-full table-fixed border-separate border-spacing-1"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className="pb-1 text-xs font-medium text-fg-muted">
                <abbr title={weekday.long} className="no-underline">
                  {weekday.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, i) => {
                if (!date) return <td key={`blank-${i}`} aria-hidden="true" />;
                const day = days.get(date);
                const shown = day && !('withheld' in day) ? day : null;
                return (
                  <td
                    key={date}
                    role="gridcell"
                    data-date={date}
                    tabIndex={date === active ? 0 : -1}
                    aria-current={date === today ? 'date' : undefined}
                    onFocus={() => setFocused(date)}
                    className={cn(
                      'h-11 rounded-md text-center align-middle text-sm tabular-nums sm:h-12',
                      !shown && 'bg-surface-muted text-fg-muted',
                      (isFuture(date) || isBeforeRange(date)) &&
                        'border border-dashed border-border bg-surface',
                      date === today && 'ring-2 ring-fg ring-offset-1 ring-offset-surface',
                    )}
                    style={
                      shown ? { backgroundColor: BAND_COLOR[shown.band], color: ON_BAND_COLOR } : undefined
                    }
                  >
                    {/* The cell is named by its sentence; the figures drawn are for the eye. */}
                    <span className="sr-only">{describe(date)}</span>
                    <span aria-hidden="true" className="block text-[0.7rem] leading-none">
                      {Number(date.slice(8))}
                    </span>
                    <span aria-hidden="true" className="block font-semibold leading-tight">
                      {shown ? shown.pulse : day ? '·' : ''}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <BandLegend />
    </div>
  );
}

function BandLegend() {
  const { t } = useTranslation('dashboard');
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted" aria-label={t('calendar.legend')}>
      {(['excellent', 'good', 'critical'] as const).map((band) => (
        <li key={band} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3 rounded-sm"
            style={{ backgroundColor: BAND_COLOR[band] }}
          />
          {t(`bandsWithRange.${band}`)}
        </li>
      ))}
    </ul>
  );
}
