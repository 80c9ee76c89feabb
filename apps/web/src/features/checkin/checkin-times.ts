import {
  CHECKIN_WINDOW_END_HOUR,
  CHECKIN_WINDOW_START_HOUR,
  formatHourOfDay,
  formatTimeOfDay,
  normaliseLanguage,
} from '@tera/domain';

/** When the check-in window opens and closes on the reader's clock: '9:00'–'23:00', '9:00 AM'–'11:00 PM'. */
export function checkinWindowTimes(language: string): { opens: string; closes: string } {
  const reader = normaliseLanguage(language);
  return {
    opens: formatHourOfDay(CHECKIN_WINDOW_START_HOUR, reader),
    closes: formatHourOfDay(CHECKIN_WINDOW_END_HOUR, reader),
  };
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
  return formatTimeOfDay(new Date(instant), normaliseLanguage(language));
}
