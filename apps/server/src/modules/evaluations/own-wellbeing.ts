import { and, eq, gte, lte } from 'drizzle-orm';
import {
  addDays,
  localParts,
  OWN_WELLBEING_SUMMARY_DAYS,
  summariseOwnWellbeing,
  type OwnWellbeingSummary,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { dailyCheckins } from '../../db/schema/index.ts';

/**
 * The summary of a person's own check-ins that they may attach to their self-assessment. It reads
 * only the caller's own rows: only the evaluated person self-assesses (the `selfAssess` rule).
 */
export async function readOwnWellbeing(
  db: Db,
  person: { userId: string; timeZone: string },
  now: Date,
): Promise<OwnWellbeingSummary> {
  const to = localParts(now, person.timeZone).date;
  const from = addDays(to, -(OWN_WELLBEING_SUMMARY_DAYS - 1));
  const rows = await db
    .select({
      energy: dailyCheckins.energy,
      motivation: dailyCheckins.motivation,
      mental_pressure: dailyCheckins.mentalPressure,
      personal_concerns: dailyCheckins.personalConcerns,
    })
    .from(dailyCheckins)
    .where(
      and(
        eq(dailyCheckins.userId, person.userId),
        gte(dailyCheckins.checkInDate, from),
        lte(dailyCheckins.checkInDate, to),
      ),
    );
  return summariseOwnWellbeing(rows, { from, to });
}
