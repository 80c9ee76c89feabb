import type { SupportedLanguage } from './languages.ts';

/**
 * One clock per language, whatever the reader's region: Spanish reads the 24-hour clock ('23:00'),
 * English the 12-hour one ('11:00 PM'). Every time of day shown or mailed is written through here.
 */
const HOUR_CYCLE: Record<SupportedLanguage, 'h23' | 'h12'> = { es: 'h23', en: 'h12' };

/** The Intl options that write a time of day on `language`'s clock; a date may be added to them. */
function clockOptions(language: SupportedLanguage): Intl.DateTimeFormatOptions {
  return { hour: 'numeric', minute: '2-digit', hourCycle: HOUR_CYCLE[language] };
}

/** A whole hour of the day on the reader's clock: 23 is '23:00' in Spanish, '11:00 PM' in English. */
export function formatHourOfDay(hour: number, language: SupportedLanguage): string {
  return new Intl.DateTimeFormat(language, { ...clockOptions(language), timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hour),
  );
}

/** The time of day an instant shows in `timeZone` (the device's own when none is named). */
export function formatTimeOfDay(instant: Date, language: SupportedLanguage, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { ...clockOptions(language), timeZone }).format(instant);
}

/** A full date with its time of day in `timeZone`: 'lunes, 2 de marzo de 2026, 23:30' / '…at 11:30 PM'. */
export function formatDateTime(instant: Date, language: SupportedLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...clockOptions(language),
    timeZone,
  }).format(instant);
}
