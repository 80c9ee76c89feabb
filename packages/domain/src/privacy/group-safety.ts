import { isAggregateVisible } from '../pulse/confidentiality.ts';

/** Why a figure is not shown. The only one: it would describe fewer people than the threshold. */
export const WITHHELD_REASON = 'not-enough-answers';
export type WithheldReason = typeof WITHHELD_REASON;

/**
 * One answer as the release judges it. `seen` says whether the viewer already sees its values by
 * name: its owner consented, at the start of its day, to show them to this very viewer.
 */
export interface ReleasableAnswer {
  userId: string;
  seen: boolean;
}

function countPeople(answers: readonly ReleasableAnswer[]) {
  const people = new Set<string>();
  const unseen = new Set<string>();
  for (const answer of answers) {
    people.add(answer.userId);
    if (!answer.seen) unseen.add(answer.userId);
  }
  return { people: people.size, unseen: unseen.size };
}

/**
 * Whether an aggregate of these answers may be shown. Beside the threshold itself, the answers the
 * viewer already sees must not let the rest be worked out by subtraction: the people with answers
 * not seen must be none, or themselves reach the threshold.
 * See docs/product/pulse-and-privacy.md, "The privacy threshold".
 */
export function canShowGroup(answers: readonly ReleasableAnswer[], threshold: number): boolean {
  return canShowCounted(countPeople(answers), threshold);
}

/** `canShowGroup` told by counts, for a group counted where its answers are. */
export function canShowCounted(group: { people: number; unseen: number }, threshold: number): boolean {
  return (
    isAggregateVisible(group.people, threshold) &&
    (group.unseen === 0 || isAggregateVisible(group.unseen, threshold))
  );
}

/**
 * Whether answers may join an aggregate already shown. The difference between the figure before
 * and after is itself an aggregate of the newcomers, so they must be seen already, or enough unseen
 * people to reach the threshold.
 */
export function canJoinShownGroup(answers: readonly ReleasableAnswer[], threshold: number): boolean {
  const { unseen } = countPeople(answers);
  return unseen === 0 || isAggregateVisible(unseen, threshold);
}
