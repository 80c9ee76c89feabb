import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  EVALUATION_STATUSES,
  type EvaluationCycle,
  type EvaluationCycleCreate,
  type EvaluationStatus,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { evaluationCycles, evaluations, userProfiles } from '../../db/schema/index.ts';

const leader = alias(userProfiles, 'leader');

async function completionOf(db: Db, cycleIds: string[]) {
  if (cycleIds.length === 0) return new Map<string, Map<EvaluationStatus, number>>();
  const rows = await db
    .select({ cycleId: evaluations.cycleId, status: evaluations.status, count: sql<number>`count(*)::int` })
    .from(evaluations)
    .where(inArray(evaluations.cycleId, cycleIds))
    .groupBy(evaluations.cycleId, evaluations.status);
  const byCycle = new Map<string, Map<EvaluationStatus, number>>();
  for (const row of rows) {
    if (row.cycleId === null) continue;
    const counts = byCycle.get(row.cycleId) ?? new Map<EvaluationStatus, number>();
    counts.set(row.status, Number(row.count));
    byCycle.set(row.cycleId, counts);
  }
  return byCycle;
}

function toCycle(
  row: typeof evaluationCycles.$inferSelect,
  counts: Map<EvaluationStatus, number> | undefined,
) {
  const completion = Object.fromEntries(
    EVALUATION_STATUSES.map((status) => [status, counts?.get(status) ?? 0]),
  ) as EvaluationCycle['completion'];
  return {
    id: row.id,
    period: row.period,
    dueOn: row.dueOn,
    createdAt: row.createdAt.toISOString(),
    completion,
    total: Object.values(completion).reduce((sum, count) => sum + count, 0),
  };
}

/** The company's cycles, newest first, each with how many evaluations are in each status. */
export async function readCycles(db: Db, companyId: string): Promise<EvaluationCycle[]> {
  const rows = await db
    .select()
    .from(evaluationCycles)
    .where(eq(evaluationCycles.companyId, companyId))
    .orderBy(desc(evaluationCycles.createdAt));
  const completion = await completionOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCycle(row, completion.get(row.id)));
}

/**
 * Opens a cycle (docs/product/evaluations.md#evaluation-cycles): a pending evaluation for each
 * active person in it who has a leader in the company, written by that leader. Someone already
 * evaluated for the period keeps the evaluation they have.
 */
export async function createCycle(
  db: Db,
  companyId: string,
  createdBy: string,
  input: EvaluationCycleCreate,
  now: Date,
): Promise<EvaluationCycle> {
  return db.transaction(async (tx) => {
    const [cycle] = await tx
      .insert(evaluationCycles)
      .values({ companyId, period: input.period, dueOn: input.dueOn, createdBy, createdAt: now })
      .returning();
    const chosen = input.employeeIds.length > 0 ? inArray(userProfiles.id, input.employeeIds) : undefined;
    const people = await tx
      .select({ id: userProfiles.id, reportsTo: userProfiles.reportsTo })
      .from(userProfiles)
      .innerJoin(leader, and(eq(leader.id, userProfiles.reportsTo), eq(leader.companyId, companyId)))
      .where(
        and(
          eq(userProfiles.companyId, companyId),
          eq(userProfiles.isActive, true),
          isNotNull(userProfiles.reportsTo),
          chosen,
        ),
      );
    if (people.length > 0) {
      await tx
        .insert(evaluations)
        .values(
          people.map((person) => ({
            companyId,
            employeeId: person.id,
            evaluatorId: person.reportsTo,
            cycleId: cycle!.id,
            period: input.period,
            status: 'pending' as const,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
    }
    const completion = await completionOf(tx, [cycle!.id]);
    return toCycle(cycle!, completion.get(cycle!.id));
  });
}
