import { addDays, daysBetween, isoWeekday } from '@tera/domain';

/** A month as the calendar lays it out: whole weeks from Monday, dates outside the month as null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const next = shiftMonth(month, 1);
  const length = daysBetween(first, `${next}-01`);
  const cells: (string | null)[] = [
    ...Array.from({ length: isoWeekday(first) - 1 }, () => null),
    ...Array.from({ length }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** YYYY-MM moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function lastDayOf(month: string): string {
  return addDays(`${shiftMonth(month, 1)}-01`, -1);
}
