/** Rules: docs/product/trainings-and-careers.md#statuses and decision 022. */
export const STORED_TRAINING_STATUSES = ['assigned', 'in_progress', 'completed', 'skipped'] as const;
export type StoredTrainingStatus = (typeof STORED_TRAINING_STATUSES)[number];
export const TRAINING_STATUSES = ['assigned', 'in_progress', 'completed', 'overdue', 'skipped'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

export const TRAINING_MOVES = ['start', 'complete', 'skip'] as const;
export type TrainingMove = (typeof TRAINING_MOVES)[number];

const MOVES: Record<StoredTrainingStatus, Partial<Record<TrainingMove, StoredTrainingStatus>>> = {
  assigned: { start: 'in_progress', complete: 'completed', skip: 'skipped' },
  in_progress: { complete: 'completed', skip: 'skipped' },
  completed: {},
  skipped: {},
};

/** The stored status a move leads to, or null when the move is not open from this one. */
export function trainingStatusAfter(
  status: StoredTrainingStatus,
  move: TrainingMove,
): StoredTrainingStatus | null {
  return MOVES[status][move] ?? null;
}

/** The moves open from a stored status, in the order a screen offers them. */
export function trainingMovesFrom(status: StoredTrainingStatus): TrainingMove[] {
  return TRAINING_MOVES.filter((move) => trainingStatusAfter(status, move) !== null);
}

/**
 * The status as read on a day of the company's zone: an open assignment whose due date has passed
 * reads as overdue; dates as YYYY-MM-DD compare as text.
 */
export function trainingStatusOn(status: StoredTrainingStatus, dueOn: string, today: string): TrainingStatus {
  const open = status === 'assigned' || status === 'in_progress';
  return open && dueOn < today ? 'overdue' : status;
}
