import { localParts } from '@tera/domain';

const DAY_MS = 86_400_000;

function utcMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** A local calendar date moved by whole days; calendar dates have no time zone to trip over. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 is Sunday, as Date#getDay counts. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** The instant a wall clock in `timeZone` shows `date` at hour:minute. */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const wanted = utcMidnight(date) + (hour * 60 + minute) * 60_000;
  const shown = localParts(new Date(wanted), timeZone);
  const shownAt = utcMidnight(shown.date) + (shown.hour * 60 + shown.minute) * 60_000;
  return new Date(wanted - (shownAt - wanted));
}

/** Rows grouped by their date, once, rather than filtered again for every day of a year. */
export function groupByDate<T extends { date: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const onDate = grouped.get(row.date) ?? [];
    onDate.push(row);
    grouped.set(row.date, onDate);
  }
  return grouped;
}
