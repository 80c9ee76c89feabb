/**
 * The six things an evaluation scores, 1 to 5 (docs/product/evaluations.md#the-six-scores). Spec 1's
 * review ratings map onto them (decision 020).
 */
export const EVALUATION_SCORE_KEYS = [
  'goals',
  'teamwork',
  'commitment',
  'adaptability',
  'problemSolving',
  'communication',
] as const;
export type EvaluationScoreKey = (typeof EVALUATION_SCORE_KEYS)[number];

export const EVALUATION_SCORE_MIN = 1;
export const EVALUATION_SCORE_MAX = 5;

export type EvaluationScores = Record<EvaluationScoreKey, number | null>;

export function hasAllScores(scores: EvaluationScores): boolean {
  return EVALUATION_SCORE_KEYS.every((key) => scores[key] !== null);
}

/** The overall rating: the mean of the six, one decimal; none until all six are set. */
export function overallRating(scores: EvaluationScores): number | null {
  if (!hasAllScores(scores)) return null;
  const sum = EVALUATION_SCORE_KEYS.reduce((total, key) => total + (scores[key] ?? 0), 0);
  return Math.round((sum / EVALUATION_SCORE_KEYS.length) * 10) / 10;
}
