import { CHECKIN_WINDOW_START_HOUR } from '@tera/domain';

/** '9:00' in Spanish, '9:00 AM' in English: the hour the check-in window opens. */
export function formatWindowOpening(language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, CHECKIN_WINDOW_START_HOUR),
  );
}

/** A YYYY-MM-DD calendar date as the reader says it: '12 de marzo' / 'March 12'. */
export function formatLocalDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1),
  );
}

/** The time of day an instant shows on this device's clock. */
export function formatClockTime(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}
