/**
 * An evaluation's life (docs/product/evaluations.md#statuses): pending until its leader writes,
 * draft while written, submitted for approval, approved or rejected by the approver, completed when
 * the leader releases it to the person. A rejected one is written again as a draft.
 */
export const EVALUATION_STATUSES = [
  'pending',
  'draft',
  'submitted',
  'approved',
  'rejected',
  'completed',
] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export const EVALUATION_MOVES = ['save', 'submit', 'approve', 'reject', 'complete'] as const;
export type EvaluationMove = (typeof EVALUATION_MOVES)[number];

const MOVES: Record<EvaluationMove, { from: readonly EvaluationStatus[]; to: EvaluationStatus }> = {
  save: { from: ['pending', 'draft', 'rejected'], to: 'draft' },
  submit: { from: ['draft'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
  complete: { from: ['approved'], to: 'completed' },
};

/** The status a move leads to, or null when the move is not allowed from this status. */
export function evaluationStatusAfter(
  status: EvaluationStatus,
  move: EvaluationMove,
): EvaluationStatus | null {
  const { from, to } = MOVES[move];
  return from.includes(status) ? to : null;
}

/** The person writes their self-assessment only before their leader submits. */
export const isOpenForSelfAssessment = (status: EvaluationStatus) =>
  status === 'pending' || status === 'draft';

/** An approver reads an evaluation from its submission on; before that it is the leader's work. */
export const isBeforeSubmission = (status: EvaluationStatus) => status === 'pending' || status === 'draft';
