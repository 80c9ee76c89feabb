import { addDays, weekdayOf } from '../../platform/calendar.ts';
import type { SupportedLanguage } from '@tera/domain';

/*
 * Where a notification's links lead, in one place for real mails, previews and pushes. The
 * check-in opens by itself on the dashboard of someone who has not answered today.
 */
export const CHECKIN_PATH = '/dashboard';
export const LEADER_PANEL_PATH = '/panel-lider';

export function billingPath(companySlug: string): string {
  return `/empresa/${companySlug}/admin/billing`;
}

export function surveyPath(companySlug: string, surveyId: string): string {
  return `/empresa/${companySlug}/surveys/${surveyId}`;
}

export function unsubscribeLink(base: string, token: string): string {
  return `${base}/unsubscribe/${token}`;
}

/** The same page, with the pause offered first; the link itself changes nothing. */
export function pauseLink(base: string, token: string): string {
  return `${unsubscribeLink(base, token)}?pause=1`;
}

/** A calendar date as a person reads it: "lunes, 2 de marzo" / "Monday, March 2". */
export function formatDay(date: string, language: SupportedLanguage, withWeekday: boolean): string {
  // Calendar dates carry no zone: written as UTC noon and read back in UTC, they stay that day.
  return dayFormat(language, withWeekday).format(new Date(`${date}T12:00:00Z`));
}

// One formatter per language and style, not one per mail: making them is slow.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: SupportedLanguage, withWeekday: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withWeekday}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      timeZone: 'UTC',
      ...(withWeekday ? { weekday: 'long' } : {}),
      day: 'numeric',
      month: 'long',
    });
    dayFormats.set(key, format);
  }
  return format;
}

/** The Monday of the week before the one `today` is in: the week a digest tells about. */
export function digestWeekStart(today: string): string {
  return addDays(today, -(((weekdayOf(today) + 6) % 7) + 7));
}
