import { and, eq, gte, lte } from 'drizzle-orm';
import { computeTeraWrap, type TeraWrap, type WrapTag } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { dailyCheckins, exerciseSessions, recognitions } from '../../db/schema/index.ts';

type CheckinRow = Pick<
  typeof dailyCheckins.$inferSelect,
  'workModality' | 'dayDynamics' | 'personalConditions' | 'specialSituations'
>;

function tagsOf(row: CheckinRow): WrapTag[] {
  return [
    ...(row.workModality ? [{ group: 'work_modality' as const, tag: row.workModality }] : []),
    ...(row.dayDynamics ?? []).map((tag) => ({ group: 'day_dynamics' as const, tag })),
    ...(row.personalConditions ?? []).map((tag) => ({ group: 'personal_conditions' as const, tag })),
    ...(row.specialSituations ?? []).map((tag) => ({ group: 'special_situations' as const, tag })),
  ];
}

/** The person's year from their own rows only (docs/product/personal-wellbeing.md#terawrap). */
export async function readOwnWrap(db: Db, userId: string, year: number): Promise<TeraWrap> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const [checkins, sessions, received] = await Promise.all([
    db
      .select({
        date: dailyCheckins.checkInDate,
        energy: dailyCheckins.energy,
        mental_pressure: dailyCheckins.mentalPressure,
        personal_concerns: dailyCheckins.personalConcerns,
        motivation: dailyCheckins.motivation,
        workModality: dailyCheckins.workModality,
        dayDynamics: dailyCheckins.dayDynamics,
        personalConditions: dailyCheckins.personalConditions,
        specialSituations: dailyCheckins.specialSituations,
      })
      .from(dailyCheckins)
      .where(
        and(
          eq(dailyCheckins.userId, userId),
          gte(dailyCheckins.checkInDate, from),
          lte(dailyCheckins.checkInDate, to),
        ),
      ),
    db
      .select({ exercise: exerciseSessions.exercise, date: exerciseSessions.completedOn })
      .from(exerciseSessions)
      .where(
        and(
          eq(exerciseSessions.userId, userId),
          gte(exerciseSessions.completedOn, from),
          lte(exerciseSessions.completedOn, to),
        ),
      ),
    // Only what the person received, public or private: both were given to them.
    db
      .select({ date: recognitions.givenOn, points: recognitions.points })
      .from(recognitions)
      .where(
        and(
          eq(recognitions.receiverId, userId),
          gte(recognitions.givenOn, from),
          lte(recognitions.givenOn, to),
        ),
      ),
  ]);
  return computeTeraWrap({
    year,
    checkins: checkins.map((row) => ({
      date: row.date,
      values: {
        energy: row.energy,
        mental_pressure: row.mental_pressure,
        personal_concerns: row.personal_concerns,
        motivation: row.motivation,
      },
      tags: tagsOf(row),
    })),
    exercises: sessions,
    recognitions: received,
  });
}
