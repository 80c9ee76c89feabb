import { resolveConfidentialityThreshold } from '../pulse/confidentiality.ts';

/**
 * The threshold each day is released with: the one in force at the day's start. A threshold
 * changed mid-day would cut that day's batches anew, and the two readings would differ by fewer
 * people than either threshold; the change counts from the next day.
 * See docs/product/pulse-and-privacy.md, "A day's group is frozen".
 */
export type DayThresholds = ReadonlyMap<string, number>;

/** The day's own threshold, or the current one for a day the company had not set one for. */
export function thresholdOn(days: DayThresholds, date: string, current: number): number {
  return resolveConfidentialityThreshold(days.get(date) ?? current);
}
