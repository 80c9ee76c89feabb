import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ExerciseId, ExerciseSessionRecord } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { exerciseSessions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

type SessionRow = typeof exerciseSessions.$inferSelect;

function present(row: SessionRow): ExerciseSessionRecord {
  return {
    id: row.id,
    exercise: row.exercise,
    completed_on: row.completedOn,
    completed_at: row.completedAt.toISOString(),
  };
}

/**
 * Records a completed session once: the browser's id is the key, so a retried send answers the
 * row already there. An id that is someone else's is refused as invalid, revealing nothing.
 */
export async function recordExerciseSession(
  db: Db,
  session: { id: string; userId: string; exercise: ExerciseId; completedOn: string; completedAt: Date },
): Promise<{ session: ExerciseSessionRecord; created: boolean }> {
  const inserted = await db.insert(exerciseSessions).values(session).onConflictDoNothing().returning();
  if (inserted[0]) return { session: present(inserted[0]), created: true };
  const [existing] = await db
    .select()
    .from(exerciseSessions)
    .where(and(eq(exerciseSessions.id, session.id), eq(exerciseSessions.userId, session.userId)));
  if (!existing) throw new AppError('VALIDATION_ERROR', { fields: { session_id: ['validation.invalid'] } });
  return { session: present(existing), created: false };
}

export async function listOwnExerciseSessions(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<ExerciseSessionRecord[]> {
  const rows = await db
    .select()
    .from(exerciseSessions)
    .where(
      and(
        eq(exerciseSessions.userId, userId),
        gte(exerciseSessions.completedOn, from),
        lte(exerciseSessions.completedOn, to),
      ),
    )
    .orderBy(asc(exerciseSessions.completedAt));
  return rows.map(present);
}
