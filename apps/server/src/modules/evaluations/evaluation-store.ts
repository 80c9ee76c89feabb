import { and, eq } from 'drizzle-orm';
import {
  can,
  evaluationStatusAfter,
  hasAllScores,
  type Actor,
  type EvaluationAction,
  type EvaluationContent,
  type EvaluationDecision,
  type EvaluationMove,
  type SelfAssessment,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { readOwnWellbeing } from './own-wellbeing.ts';
import { evaluations } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { readEvaluationRow, recordOf, refusalFor, type EvaluationRow } from './evaluation-read.ts';
import { requireReport } from './evaluation-people.ts';

type EvaluationChanges = Partial<typeof evaluations.$inferInsert>;

const statusConflict = () =>
  new AppError('VALIDATION_ERROR', { status: 409, reason: 'EVALUATION_STATUS_CHANGE' });

/**
 * Reads the evaluation, asks the rules, and writes the change only if the status is still the one
 * the rules judged, so two people acting at once cannot both move it.
 */
async function act(
  db: Db,
  actor: Actor,
  evaluationId: string,
  action: EvaluationAction,
  changes: (row: EvaluationRow) => EvaluationChanges,
): Promise<EvaluationRow> {
  const row = await readEvaluationRow(db, actor, evaluationId);
  const record = recordOf(row);
  if (!can(actor, action, record)) throw refusalFor(actor, action, record);
  const [updated] = await db
    .update(evaluations)
    .set(changes(row))
    .where(and(eq(evaluations.id, evaluationId), eq(evaluations.status, record.status)))
    .returning({ id: evaluations.id });
  if (!updated) throw statusConflict();
  return readEvaluationRow(db, actor, evaluationId);
}

function moved(row: EvaluationRow, move: EvaluationMove) {
  const status = evaluationStatusAfter(row.evaluation.status, move);
  if (status === null) throw statusConflict();
  return status;
}

/** A leader starts the evaluation of one of their people for a period: pending until written. */
export async function createEvaluation(
  db: Db,
  actor: Actor,
  input: { employeeId: string; period: string },
  now: Date,
): Promise<EvaluationRow> {
  const person = await requireReport(db, actor, 'evaluate', input.employeeId);
  const [created] = await db
    .insert(evaluations)
    .values({
      companyId: person.companyId,
      employeeId: person.id,
      evaluatorId: actor.userId,
      period: input.period,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: evaluations.id });
  if (!created) {
    throw new AppError('VALIDATION_ERROR', {
      status: 409,
      reason: 'EVALUATION_EXISTS',
      fields: { period: ['validation.invalid'] },
    });
  }
  return readEvaluationRow(db, actor, created.id);
}

export function saveEvaluation(db: Db, actor: Actor, id: string, content: EvaluationContent, now: Date) {
  return act(db, actor, id, 'write', (row) => ({
    ...content,
    status: moved(row, 'save'),
    evaluatorId: actor.userId,
    rejectionReason: null,
    updatedAt: now,
  }));
}

/** docs/product/evaluations.md#statuses: a submission needs all six scores. */
export function submitEvaluation(db: Db, actor: Actor, id: string, now: Date) {
  return act(db, actor, id, 'submit', (row) => {
    if (!hasAllScores(row.evaluation)) {
      throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'EVALUATION_INCOMPLETE' });
    }
    return { status: moved(row, 'submit'), submittedAt: now, updatedAt: now };
  });
}

export function decideEvaluation(db: Db, actor: Actor, id: string, decision: EvaluationDecision, now: Date) {
  return act(db, actor, id, 'decide', (row) => ({
    status: moved(row, decision.decision),
    decidedBy: actor.userId,
    decidedAt: now,
    rejectionReason: decision.decision === 'reject' ? decision.reason : null,
    updatedAt: now,
  }));
}

export function completeEvaluation(db: Db, actor: Actor, id: string, now: Date) {
  return act(db, actor, id, 'complete', (row) => ({
    status: moved(row, 'complete'),
    completedAt: now,
    updatedAt: now,
  }));
}

/**
 * The person's self-assessment, and their own wellbeing summary beside it only if they attach it
 * (docs/product/evaluations.md#attaching-ones-own-wellbeing); saving without it takes it away.
 */
export async function selfAssess(
  db: Db,
  actor: Actor & { timeZone: string },
  id: string,
  input: SelfAssessment,
  now: Date,
) {
  const selfWellbeing = input.attachWellbeing ? await readOwnWellbeing(db, actor, now) : null;
  return act(db, actor, id, 'selfAssess', () => ({
    selfAssessment: input.selfAssessment,
    selfWellbeing,
    updatedAt: now,
  }));
}

export function acknowledgeEvaluation(db: Db, actor: Actor, id: string, comment: string, now: Date) {
  return act(db, actor, id, 'acknowledge', () => ({
    acknowledgedAt: now,
    acknowledgementComment: comment === '' ? null : comment,
    updatedAt: now,
  }));
}
