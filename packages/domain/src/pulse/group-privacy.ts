import { isAggregateVisible } from './confidentiality.ts';

/** Why a figure is not shown. The only one: it would describe fewer people than the threshold. */
export const WITHHELD_REASON = 'not-enough-answers';
export type WithheldReason = typeof WITHHELD_REASON;

/** People the viewer already sees by name: members who share their check-ins with their leader. */
export type SeenPeople = ReadonlySet<string>;

const NOBODY: SeenPeople = new Set();

function countPeople(userIds: Iterable<string>, seen: SeenPeople) {
  const people = new Set(userIds);
  let unseen = 0;
  for (const id of people) if (!seen.has(id)) unseen += 1;
  return { people: people.size, unseen };
}

/**
 * Whether an aggregate of these people's answers may be shown. Beside the threshold itself, the
 * people whose own figures the viewer already sees must not let the rest be worked out by
 * subtraction: the others must be none, or themselves reach the threshold.
 */
export function canShowGroup(
  userIds: Iterable<string>,
  threshold: number,
  seen: SeenPeople = NOBODY,
): boolean {
  const { people, unseen } = countPeople(userIds, seen);
  return isAggregateVisible(people, threshold) && (unseen === 0 || isAggregateVisible(unseen, threshold));
}

/**
 * Whether answers may join an aggregate that is already shown. The difference between the figure
 * before and after is itself an aggregate of the newcomers, so they must be people already seen
 * by name, or enough unseen people to reach the threshold.
 */
export function canJoinShownGroup(
  userIds: Iterable<string>,
  threshold: number,
  seen: SeenPeople = NOBODY,
): boolean {
  const { unseen } = countPeople(userIds, seen);
  return unseen === 0 || isAggregateVisible(unseen, threshold);
}

/**
 * The part of a group's answers, taken in the order they were stored, that may be shown. Answers
 * join in batches that are each safe to show on their own, so any two views of a growing group
 * (before and after a check-in, on a panel left open, or a reload) differ by a safe batch and never
 * by one person. `isSafe` judges a batch, being told whether it would be the first one shown.
 * Each decision depends only on the answers before it, so later answers never change earlier ones.
 */
export function releasedPrefix<T>(
  ordered: readonly T[],
  isSafe: (batch: readonly T[], first: boolean) => boolean,
): T[] {
  let released = 0;
  for (let end = 1; end <= ordered.length; end += 1) {
    if (isSafe(ordered.slice(released, end), released === 0)) released = end;
  }
  return ordered.slice(0, released);
}
