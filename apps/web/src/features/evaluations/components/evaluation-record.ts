import type { Evaluation, EvaluationRecord } from '@tera/domain';

/** An evaluation as the shared rules judge it, so the screen offers what the server allows. */
export function evaluationRecord(evaluation: Evaluation): EvaluationRecord {
  return {
    kind: 'evaluation',
    companyId: evaluation.companyId,
    employeeId: evaluation.employee.id,
    evaluatorId: evaluation.evaluator?.id ?? null,
    employeeReportsTo: evaluation.employeeReportsTo,
    evaluatorReportsTo: evaluation.evaluatorReportsTo,
    status: evaluation.status,
    acknowledged: evaluation.acknowledgedAt !== null,
  };
}
