import { addDays, daysBetween } from '../pulse/calendar-dates.ts';
import { workingDayOnOrBefore } from './survey-calendar.ts';

/**
 * The days an open survey's reminders go to those who have not answered: at half-time and on the
 * day before it closes, each moved back to the working day before when it falls on a weekend, never
 * before the opening day nor twice on one day (docs/product/surveys.md#reminders).
 */
export function surveyReminderDays(opensOn: string, closesOn: string): string[] {
  const half = addDays(opensOn, Math.floor(daysBetween(opensOn, closesOn) / 2));
  const dayBefore = addDays(closesOn, -1);
  const days = [half, dayBefore].map(workingDayOnOrBefore).filter((day) => day > opensOn && day < closesOn);
  return [...new Set(days)].sort();
}
