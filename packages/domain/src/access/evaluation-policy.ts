import { runsCompany, type Actor, type Rule } from './actor.ts';
import {
  evaluationStatusAfter,
  isBeforeSubmission,
  isOpenForSelfAssessment,
  type EvaluationStatus,
} from '../evaluations/evaluation-status.ts';

/** A person of a company as someone who may be evaluated or observed. */
export interface ReportRecord {
  kind: 'report';
  id: string;
  companyId: string | null;
  /** Who the person reports to now. */
  reportsTo: string | null;
}

export const REPORT_ACTIONS = ['evaluate', 'observe', 'setDiamond', 'readDiamond', 'giveFeedback'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** An evaluation, with the facts its rules turn on: who is evaluated, who writes, who leads them now. */
export interface EvaluationRecord {
  kind: 'evaluation';
  companyId: string;
  employeeId: string;
  evaluatorId: string | null;
  /** The person's leader now: the only one who writes their evaluation. */
  employeeReportsTo: string | null;
  /** The evaluator's own leader, who may approve. */
  evaluatorReportsTo: string | null;
  status: EvaluationStatus;
  acknowledged: boolean;
}

export const EVALUATION_ACTIONS = [
  'read',
  'write',
  'submit',
  'decide',
  'complete',
  'selfAssess',
  'acknowledge',
] as const;
export type EvaluationAction = (typeof EVALUATION_ACTIONS)[number];

const inCompanyOf = (actor: Actor, companyId: string | null) =>
  companyId !== null && actor.companyId === companyId;

/** docs/product/evaluations.md#who-evaluates: the leader the person reports to now, in their company. */
const leadsNow = (actor: Actor, companyId: string | null, personId: string, reportsTo: string | null) =>
  inCompanyOf(actor, companyId) && reportsTo === actor.userId && personId !== actor.userId;

const leadsThem: Rule<ReportRecord> = (actor, person) =>
  leadsNow(actor, person.companyId, person.id, person.reportsTo);

/**
 * Their leader evaluates, observes and sets the diamond profile, which the person sees too
 * (docs/product/evaluations.md#diamond-profile); any colleague gives them feedback.
 */
const REPORT_RULES: Record<ReportAction, Rule<ReportRecord>> = {
  evaluate: leadsThem,
  observe: leadsThem,
  setDiamond: leadsThem,
  readDiamond: (actor, person) =>
    leadsThem(actor, person) || (inCompanyOf(actor, person.companyId) && actor.userId === person.id),
  giveFeedback: (actor, person) => inCompanyOf(actor, person.companyId) && actor.userId !== person.id,
};

export function reportPolicy(actor: Actor, action: ReportAction, person: ReportRecord): boolean {
  return REPORT_RULES[action](actor, person);
}

const isTheirLeader: Rule<EvaluationRecord> = (actor, evaluation) =>
  leadsNow(actor, evaluation.companyId, evaluation.employeeId, evaluation.employeeReportsTo);

const isThePerson: Rule<EvaluationRecord> = (actor, evaluation) =>
  inCompanyOf(actor, evaluation.companyId) && actor.userId === evaluation.employeeId;

/**
 * docs/product/evaluations.md#who-approves: the evaluator's leader or a company admin, never the
 * evaluator or the person evaluated (decision 021).
 */
const mayApprove: Rule<EvaluationRecord> = (actor, evaluation) =>
  actor.userId !== evaluation.evaluatorId &&
  actor.userId !== evaluation.employeeId &&
  ((inCompanyOf(actor, evaluation.companyId) && actor.userId === evaluation.evaluatorReportsTo) ||
    runsCompany(actor, evaluation.companyId));

const moves = (evaluation: EvaluationRecord, move: 'save' | 'submit' | 'approve' | 'complete') =>
  evaluationStatusAfter(evaluation.status, move) !== null;

const RULES: Record<EvaluationAction, Rule<EvaluationRecord>> = {
  read: (actor, evaluation) =>
    isTheirLeader(actor, evaluation) ||
    (mayApprove(actor, evaluation) && !isBeforeSubmission(evaluation.status)) ||
    (isThePerson(actor, evaluation) && evaluation.status === 'completed'),
  write: (actor, evaluation) => isTheirLeader(actor, evaluation) && moves(evaluation, 'save'),
  submit: (actor, evaluation) => isTheirLeader(actor, evaluation) && moves(evaluation, 'submit'),
  decide: (actor, evaluation) => mayApprove(actor, evaluation) && moves(evaluation, 'approve'),
  complete: (actor, evaluation) => isTheirLeader(actor, evaluation) && moves(evaluation, 'complete'),
  selfAssess: (actor, evaluation) =>
    isThePerson(actor, evaluation) && isOpenForSelfAssessment(evaluation.status),
  acknowledge: (actor, evaluation) =>
    isThePerson(actor, evaluation) && evaluation.status === 'completed' && !evaluation.acknowledged,
};

export function evaluationPolicy(
  actor: Actor,
  action: EvaluationAction,
  evaluation: EvaluationRecord,
): boolean {
  return RULES[action](actor, evaluation);
}
