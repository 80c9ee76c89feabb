import { localParts } from '../checkin/local-time.ts';

/** A calendar quarter as local days: its first day, and the first day of the next. */
export interface Quarter {
  start: string;
  next: string;
}

const pad = (month: number) => String(month).padStart(2, '0');

/** The quarter a local day (YYYY-MM-DD) falls in. */
export function quarterOfDay(day: string): Quarter {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = month - ((month - 1) % 3);
  const start = `${day.slice(0, 4)}-${pad(first)}-01`;
  const next = first === 10 ? `${year + 1}-01-01` : `${day.slice(0, 4)}-${pad(first + 3)}-01`;
  return { start, next };
}

/**
 * docs/product/recognitions.md#the-quarterly-limit: the quarter an instant falls in on the
 * company's clock, so the limit resets at local midnight of 1 January, April, July and October.
 */
export function quarterAt(instant: Date, timeZone: string): Quarter {
  return quarterOfDay(localParts(instant, timeZone).date);
}
