import { z } from 'zod';

/**
 * Check-in answers are health-adjacent: an aggregate shown to anyone but the employee must cover at
 * least this many people. A company may raise the threshold, never lower it below the default.
 */
export const DEFAULT_CONFIDENTIALITY_THRESHOLD = 3;
export const MAX_CONFIDENTIALITY_THRESHOLD = 10;

export const confidentialityThresholdSchema = z
  .int()
  .min(DEFAULT_CONFIDENTIALITY_THRESHOLD)
  .max(MAX_CONFIDENTIALITY_THRESHOLD);

/** A stored value outside the range is pulled back into it, so no setting can go below the default. */
export function resolveConfidentialityThreshold(threshold: number | null | undefined): number {
  if (threshold === null || threshold === undefined || !Number.isFinite(threshold)) {
    return DEFAULT_CONFIDENTIALITY_THRESHOLD;
  }
  return Math.min(
    MAX_CONFIDENTIALITY_THRESHOLD,
    Math.max(DEFAULT_CONFIDENTIALITY_THRESHOLD, Math.ceil(threshold)),
  );
}

export function isAggregateVisible(count: number, threshold?: number | null): boolean {
  return count >= resolveConfidentialityThreshold(threshold);
}
