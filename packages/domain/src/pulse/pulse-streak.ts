import { addDays } from './calendar-dates.ts';

/** Days in a row with a check-in, ending today, or yesterday while today is still open. */
export function currentStreak(dates: readonly string[], today: string): number {
  const have = new Set(dates);
  let cursor = have.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (have.has(cursor)) {
    streak += 1;
    cursor = addDays(cursor, -1);
  }
  return streak;
}
