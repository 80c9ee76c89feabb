import { addDays, isoWeekday } from '../pulse/calendar-dates.ts';

/** The same day of the month so many months later, or that month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

export const isWeekend = (day: string) => isoWeekday(day) >= 6;

/** The working day on or before this one. */
export function workingDayOnOrBefore(day: string): string {
  let candidate = day;
  while (isWeekend(candidate)) candidate = addDays(candidate, -1);
  return candidate;
}
