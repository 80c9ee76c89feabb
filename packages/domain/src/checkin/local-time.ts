/** A wall-clock reading in one time zone: what the check-in window and "today" are judged by. */
export interface LocalParts {
  date: string;
  hour: number;
  minute: number;
}

const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building a formatter is far slower than using one, and the server asks for the same few zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const MINUTE_MS = 60_000;

// Every reading within one minute is the same, and each check-in asks for the current one: the
// last reading per zone is kept, since formatting is the costly part.
const lastReadings = new Map<string, { minute: number; parts: LocalParts }>();

/** Throws RangeError for an unknown time zone; check untrusted input with `isValidTimeZone` first. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  const last = lastReadings.get(timeZone);
  if (last?.minute === minute) return { ...last.parts };
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const year = (parts.year ?? '').padStart(4, '0');
  // Some ICU builds still write midnight as 24 despite h23.
  const hour = Number(parts.hour) % 24;
  const reading = { date: `${year}-${parts.month}-${parts.day}`, hour, minute: Number(parts.minute) };
  if (Number.isFinite(minute)) lastReadings.set(timeZone, { minute, parts: reading });
  return { ...reading };
}

export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A real calendar date written YYYY-MM-DD; 2025-02-29 has the shape but is not a date. */
export function isValidLocalDate(text: string): boolean {
  const match = LOCAL_DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
