import { sql } from 'drizzle-orm';

/**
 * Whether a row of `daily_checkins` was stored by the end of its day in a zone. A day's figures by
 * team and department are made of these answers alone: a check-in kept on a device and sent the
 * next morning would otherwise change a closed team's day by that one person.
 */
export const storedByDayEnd = (timeZone: string) =>
  sql`greatest(created_at, submitted_at) < ((check_in_date::date + 1)::timestamp at time zone ${timeZone})`;
