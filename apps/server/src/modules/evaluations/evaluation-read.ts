import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  can,
  EVALUATION_ACTIONS,
  EVALUATION_STATUSES,
  overallRating,
  type Actor,
  type Evaluation,
  type EvaluationAction,
  type EvaluationRecord,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { evaluationCycles, evaluations, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../db/row-id.ts';

const employee = alias(userProfiles, 'employee');
const evaluator = alias(userProfiles, 'evaluator');

/** An evaluation with who it is about and who writes it, as they are now. */
const selection = {
  evaluation: evaluations,
  employeeName: employee.fullName,
  employeeReportsTo: employee.reportsTo,
  employeeCompanyId: employee.companyId,
  evaluatorName: evaluator.fullName,
  evaluatorReportsTo: evaluator.reportsTo,
  dueOn: evaluationCycles.dueOn,
};

export type EvaluationRow = Awaited<ReturnType<typeof selectEvaluations>>[number];

function selectEvaluations(db: Db, where: SQL | undefined) {
  return db
    .select(selection)
    .from(evaluations)
    .innerJoin(employee, eq(employee.id, evaluations.employeeId))
    .leftJoin(evaluator, eq(evaluator.id, evaluations.evaluatorId))
    .leftJoin(evaluationCycles, eq(evaluationCycles.id, evaluations.cycleId))
    .where(where)
    .orderBy(evaluations.period, employee.fullName);
}

/**
 * The facts the rules judge by. A person who has left the company is no one's report there any
 * more, so nobody leads them for it.
 */
export function recordOf(row: EvaluationRow): EvaluationRecord {
  const stillThere = row.employeeCompanyId === row.evaluation.companyId;
  return {
    kind: 'evaluation',
    companyId: row.evaluation.companyId,
    employeeId: row.evaluation.employeeId,
    evaluatorId: row.evaluation.evaluatorId,
    employeeReportsTo: stillThere ? row.employeeReportsTo : null,
    evaluatorReportsTo: row.evaluatorReportsTo,
    status: row.evaluation.status,
    acknowledged: row.evaluation.acknowledgedAt !== null,
  };
}

/** Whether the actor has any part in this evaluation, in this status or another. */
export function takesPart(actor: Actor, record: EvaluationRecord): boolean {
  return EVALUATION_ACTIONS.some((action) =>
    EVALUATION_STATUSES.some((status) => can(actor, action, { ...record, status, acknowledged: false })),
  );
}

/**
 * The refusal for an action the rules deny: not found to whoever has no part in it, a status
 * conflict when the action is theirs in another status, their role otherwise.
 */
export function refusalFor(actor: Actor, action: EvaluationAction, record: EvaluationRecord): AppError {
  if (!takesPart(actor, record)) return new AppError('RECORD_NOT_FOUND');
  const inAnotherStatus = EVALUATION_STATUSES.some((status) =>
    can(actor, action, { ...record, status, acknowledged: false }),
  );
  return inAnotherStatus
    ? new AppError('VALIDATION_ERROR', { status: 409, reason: 'EVALUATION_STATUS_CHANGE' })
    : new AppError('UNAUTHORIZED', { reason: 'FORBIDDEN_ROLE' });
}

/**
 * An evaluation as this actor may see it: the scores and texts only to whoever may read them
 * (docs/product/evaluations.md#what-the-person-sees); the self-assessment to the person and to
 * whoever reads the evaluation.
 */
export function toEvaluation(actor: Actor, row: EvaluationRow): Evaluation {
  const { evaluation } = row;
  const record = recordOf(row);
  const readable = can(actor, 'read', record);
  const scores = {
    goals: evaluation.goals,
    teamwork: evaluation.teamwork,
    commitment: evaluation.commitment,
    adaptability: evaluation.adaptability,
    problemSolving: evaluation.problemSolving,
    communication: evaluation.communication,
  };
  const isPerson = actor.userId === evaluation.employeeId;
  return {
    id: evaluation.id,
    companyId: evaluation.companyId,
    period: evaluation.period,
    status: evaluation.status,
    employee: { id: evaluation.employeeId, name: row.employeeName },
    evaluator:
      evaluation.evaluatorId === null ? null : { id: evaluation.evaluatorId, name: row.evaluatorName ?? '' },
    cycleId: evaluation.cycleId,
    dueOn: row.dueOn,
    content: readable
      ? {
          ...scores,
          achievements: evaluation.achievements,
          improvements: evaluation.improvements,
          nextSteps: evaluation.nextSteps,
          notes: evaluation.notes,
        }
      : null,
    overallRating: readable ? overallRating(scores) : null,
    selfAssessment: readable || isPerson ? evaluation.selfAssessment : null,
    selfWellbeing: readable || isPerson ? evaluation.selfWellbeing : null,
    rejectionReason: readable ? evaluation.rejectionReason : null,
    acknowledgedAt: evaluation.acknowledgedAt?.toISOString() ?? null,
    acknowledgementComment: readable ? evaluation.acknowledgementComment : null,
    updatedAt: evaluation.updatedAt.toISOString(),
    employeeReportsTo: record.employeeReportsTo,
    evaluatorReportsTo: record.evaluatorReportsTo,
  };
}

/** One evaluation the actor takes part in; any other id, or another company's, is not found. */
export async function readEvaluationRow(db: Db, actor: Actor, evaluationId: string): Promise<EvaluationRow> {
  if (!isUuid(evaluationId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await selectEvaluations(db, eq(evaluations.id, evaluationId));
  if (!row || !takesPart(actor, recordOf(row))) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

export const EVALUATION_VIEWS = ['mine', 'team', 'approvals'] as const;
export type EvaluationView = (typeof EVALUATION_VIEWS)[number];

/**
 * The caller's own evaluations, those of the people they lead now, or those they may approve.
 * The database narrows by company and relation; the rules have the last word on every row.
 */
export async function readEvaluations(db: Db, actor: Actor, view: EvaluationView): Promise<Evaluation[]> {
  if (actor.companyId === null) return [];
  const inCompany = eq(evaluations.companyId, actor.companyId);
  const where = {
    mine: and(inCompany, eq(evaluations.employeeId, actor.userId)),
    team: and(inCompany, eq(employee.reportsTo, actor.userId), eq(employee.companyId, actor.companyId)),
    approvals: and(
      inCompany,
      inArray(evaluations.status, ['submitted', 'approved', 'rejected', 'completed']),
      ne(evaluations.employeeId, actor.userId),
    ),
  }[view];
  const rows = await selectEvaluations(db, where);
  const keep = {
    mine: () => true,
    team: (row: EvaluationRow) => can(actor, 'write', { ...recordOf(row), status: 'draft' }),
    approvals: (row: EvaluationRow) => can(actor, 'decide', { ...recordOf(row), status: 'submitted' }),
  }[view];
  return rows.filter(keep).map((row) => toEvaluation(actor, row));
}
