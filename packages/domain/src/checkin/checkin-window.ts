import { CHECKIN_WINDOW_END_HOUR, CHECKIN_WINDOW_START_HOUR } from './checkin-constants.ts';
import { validateStoredCheckinSafely } from './checkin-schemas.ts';
import { localParts } from './local-time.ts';

/** Hours 9 through 23 inclusive, in the owner's time zone. */
export function isWithinCheckinWindow(hour: number): boolean {
  return Number.isInteger(hour) && hour >= CHECKIN_WINDOW_START_HOUR && hour <= CHECKIN_WINDOW_END_HOUR;
}

/**
 * A row for today counts only if it is valid and was made inside the window, so one made
 * before 9 (say, just after midnight) can be redone. The hour is read in the same time zone that
 * decided `today`, matching the server's upsert rule.
 */
export function isCheckinCompleted({
  stored,
  today,
  timeZone,
}: {
  stored: unknown;
  today: string;
  timeZone: string;
}): boolean {
  if (stored === null || stored === undefined) return false;
  const result = validateStoredCheckinSafely(stored);
  if (!result.success) return false;
  if (result.data.check_in_date !== today) return false;
  return localParts(new Date(result.data.created_at), timeZone).hour >= CHECKIN_WINDOW_START_HOUR;
}

export function isCheckinAllowed({ completed, hour }: { completed: boolean; hour: number }): boolean {
  return !completed && isWithinCheckinWindow(hour);
}
