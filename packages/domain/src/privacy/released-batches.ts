import { resolveConfidentialityThreshold } from '../pulse/confidentiality.ts';
import { canJoinShownGroup, canShowGroup, type ReleasableAnswer } from './group-safety.ts';

/** Where each safe batch ends, in order: the lengths of the prefixes released as items arrive. */
function batchEnds<T>(
  ordered: readonly T[],
  isSafe: (batch: readonly T[], first: boolean) => boolean,
): number[] {
  const ends: number[] = [];
  let released = 0;
  for (let end = 1; end <= ordered.length; end += 1) {
    if (isSafe(ordered.slice(released, end), released === 0)) {
      released = end;
      ends.push(end);
    }
  }
  return ends;
}

/**
 * The part of a sequence, in the order it was stored, that may be shown. Items join in batches
 * that are each safe to show on their own, so any two views of a growing group (before and after
 * an answer, a panel left open, a reload, a late offline replay) differ by a safe batch and never
 * by one person. `isSafe` judges a batch, being told whether it would be the first one shown.
 * Each decision depends only on the items before it, so later items never change earlier ones.
 */
export function releasedPrefix<T>(
  ordered: readonly T[],
  isSafe: (batch: readonly T[], first: boolean) => boolean,
): T[] {
  return ordered.slice(0, batchEnds(ordered, isSafe).at(-1) ?? 0);
}

/** The first batch a group that may be shown; each later one seen answers alone or enough unseen people. */
const answerBatchIsSafe =
  (threshold: number) =>
  (batch: readonly ReleasableAnswer[], first: boolean): boolean =>
    first ? canShowGroup(batch, threshold) : canJoinShownGroup(batch, threshold);

/**
 * The answers of one group and day that its figures may be computed from.
 * See docs/product/pulse-and-privacy.md, "Released in batches".
 */
export function releasedAnswers<T extends ReleasableAnswer>(ordered: readonly T[], threshold: number): T[] {
  return releasedPrefix(ordered, answerBatchIsSafe(threshold));
}

/**
 * Every release a reader may have seen of a day as its answers arrived, smallest first. Since a
 * release never changes what it released before, these are the prefixes ending at each batch.
 */
export function releasedViews<T extends ReleasableAnswer>(ordered: readonly T[], threshold: number): T[][] {
  return batchEnds(ordered, answerBatchIsSafe(threshold)).map((end) => ordered.slice(0, end));
}

/** What a day's release depends on, counted where the answers are (in the database for a company). */
export interface DayAnswerCounts {
  /** Answers whose values the viewer does not see by name. */
  unseen: number;
  /** Seen answers stored before the first unseen one. */
  leadingSeen: number;
}

/**
 * `releasedAnswers` told by counts alone, for a group too large to read answer by answer: the
 * answers released are exactly those with at most `cut` unseen answers stored up to and including
 * them, or none when the cut is null. Unseen answers go out `threshold` at a time and a seen one
 * joins as soon as it comes, so the cut is the largest multiple of the threshold reached; with no
 * unseen batch complete, the seen answers ahead of any unseen one go out if they are enough alone.
 */
export function releaseCut(day: DayAnswerCounts, threshold: number): number | null {
  const size = resolveConfidentialityThreshold(threshold);
  const cut = size * Math.floor(day.unseen / size);
  if (cut > 0) return cut;
  return day.leadingSeen >= size ? 0 : null;
}
