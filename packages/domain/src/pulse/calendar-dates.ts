const DAY_MS = 86_400_000;

function utcMidnight(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** A local calendar date (YYYY-MM-DD) moved by whole days; such dates carry no time zone. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export function isoWeekday(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay() || 7;
}

/** The Monday of the week a date falls in. */
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}
