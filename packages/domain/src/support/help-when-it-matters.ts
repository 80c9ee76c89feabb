import { addDays } from '../pulse/calendar-dates.ts';
import type { PulseBand } from '../pulse/pulse-band.ts';

/** How many check-ins in a row, and within how many days, make the person's own dashboard offer help. */
export const HELP_CRITICAL_CHECKINS = 3;
export const HELP_WITHIN_DAYS = 7;

/**
 * Whether the person's own dashboard offers help (docs/product/support.md#help-when-it-matters):
 * their last three check-ins, all inside the last week, were critical. It is read from their own
 * days on their own screen, so nothing is recorded and nobody else is told.
 */
export function offersHelp(days: readonly { date: string; band: PulseBand }[], today: string): boolean {
  const since = addDays(today, -(HELP_WITHIN_DAYS - 1));
  const latest = days
    .filter((day) => day.date >= since && day.date <= today)
    // ISO dates sort as plain strings; localeCompare would wake the browser's collator for nothing.
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, HELP_CRITICAL_CHECKINS);
  return latest.length === HELP_CRITICAL_CHECKINS && latest.every((day) => day.band === 'critical');
}
