/**
 * docs/product/recognitions.md#the-quarterly-limit and #points; the numbers are decision 024's.
 */
export const RECOGNITIONS_PER_QUARTER = 10;
export const POINTS_PER_QUARTER = 100;
export const RECOGNITION_POINT_OPTIONS = [10, 15, 20] as const;
export const CUSTOM_POINTS_MIN = 1;
export const CUSTOM_POINTS_MAX = 100;

export interface GivenThisQuarter {
  recognitions: number;
  points: number;
}

export interface QuarterAllowance {
  recognitions_left: number;
  points_left: number;
}

export function allowanceLeft(given: GivenThisQuarter): QuarterAllowance {
  return {
    recognitions_left: Math.max(0, RECOGNITIONS_PER_QUARTER - given.recognitions),
    points_left: Math.max(0, POINTS_PER_QUARTER - given.points),
  };
}

export type RecognitionLimitProblem = 'RECOGNITION_LIMIT' | 'POINTS_LIMIT';

/** Why one more recognition with these points would break the quarter's limit, or null. */
export function recognitionLimitProblem(
  given: GivenThisQuarter,
  points: number | null,
): RecognitionLimitProblem | null {
  const left = allowanceLeft(given);
  if (left.recognitions_left === 0) return 'RECOGNITION_LIMIT';
  return (points ?? 0) > left.points_left ? 'POINTS_LIMIT' : null;
}
