import { isAggregateVisible } from '../pulse/confidentiality.ts';
import type { ReleasableAnswer } from './group-safety.ts';
import { leavesNoneTold, startShape } from './told-kinds.ts';

/** Answers held by exactly the same published sets: any weighed sum weighs them alike. */
interface Kind {
  /** The published sets holding its answers, by index: start sets first, then those offered. */
  sets: number[];
  /** The block of its start sets. */
  block: number;
  /** Its start sets, joined: the same for kinds of one start cell. */
  cell: string;
  /** Up to the threshold of its distinct unseen people; enough to say whether it is large. */
  unseen: Set<string>;
}

export interface SummedSets {
  /** Whether the sets kept so far and one more, holding the answers `holds` says, are safe; kept if so. */
  tryAdd(holds: (index: number) => boolean): boolean;
  /** Takes a set the reader is shown already, by a rule of its own, so later sets are judged beside it. */
  add(holds: (index: number) => boolean): void;
}

/**
 * The sets every reader has already (each day's figure, and each team's and department's figure of
 * a day), given by cells: answers in exactly the same start sets. A block is a day: its start sets
 * hold that day's answers alone, while the sets offered later (a tag, over weeks) cross the blocks.
 */
export interface StartSets {
  /** For each answer, its cell. */
  cellOf: ArrayLike<number>;
  /** For each cell, the start sets holding its answers; by default cell i is in start set i alone. */
  cells?: readonly (readonly number[])[];
  /** For each start set, its block; a number: that many start sets, each its own block. */
  blocks: number | readonly number[];
}

/**
 * A reader of several sums over the same answers (each day's, each team's day, each tag's) may add
 * and subtract them at will: any sum of published sets, each weighed by any number, is known too.
 * Such a sum weighs every answer of one kind alike — answers in exactly the same published sets —
 * so what it describes is a set of kinds. A kind whose unseen people reach the threshold can never
 * be all a sum describes; the question is whether the kinds of fewer people can be.
 *
 * Published sets are rows, kinds are columns. If every sum that leaves out the large kinds gives
 * the offered sets no weight, it is a sum of start sets, whose own release answers for it. Else
 * the sums that leave out every large kind form a space of dimension rank(all kinds) − rank(large
 * kinds). None: nothing singles out anyone. One: every such sum describes the same kinds, whose
 * people are counted. More: two of them could be weighed to cancel some of those kinds, so the
 * sets are refused without looking further.
 *
 * Sets are offered one at a time, after the start sets, and kept only if this holds for all of
 * them. Answers the viewer sees by name count as known. See docs/decisions/038-tags-summed-with-days.md
 * and, for the blocks, docs/decisions/039-tags-beside-teams.md.
 */
export function summedSets(
  answers: readonly ReleasableAnswer[],
  start: StartSets,
  threshold: number,
): SummedSets {
  const { blockOfSet, localIndex, blockSizes, cells } = startShape(start);
  const startCount = blockOfSet.length;

  const note = (kind: Kind, answer: ReleasableAnswer) => {
    if (!answer.seen && !isAggregateVisible(kind.unseen.size, threshold)) kind.unseen.add(answer.userId);
  };
  let kinds: Kind[] = cells.map((sets) => {
    const sorted = [...sets].sort((a, b) => a - b);
    return { sets: sorted, block: blockOfSet[sets[0]!]!, cell: sorted.join(','), unseen: new Set() };
  });
  let kindOf = Int32Array.from(start.cellOf);
  answers.forEach((answer, i) => note(kinds[kindOf[i]!]!, answer));

  /** A kind's column: its start sets in its block's coordinates, then the sets offered. */
  function column(kind: Kind, offered: number): Float64Array {
    const local = blockSizes[kind.block]!;
    const v = new Float64Array(local + offered);
    for (const set of kind.sets) v[set < startCount ? localIndex[set]! : local + set - startCount] = 1;
    return v;
  }

  /** Whether the kinds of `candidate`, under `offered` offered sets, leave no small kind to be told. */
  function safe(candidate: readonly Kind[], offered: number): boolean {
    const told = candidate
      .filter((kind) => kind.unseen.size > 0)
      .map((kind) => ({
        block: kind.block,
        cell: kind.cell,
        column: () => column(kind, offered),
        unseen: kind.unseen,
      }));
    return leavesNoneTold(told, blockSizes, offered, threshold);
  }

  let offeredCount = 0;
  /** The kinds with one more set, each kind split in two: its answers in the set and those not. */
  function split(holds: (index: number) => boolean) {
    const set = startCount + offeredCount;
    const at = new Int32Array(kinds.length * 2).fill(-1);
    const next: Kind[] = [];
    const nextKindOf = new Int32Array(answers.length);
    answers.forEach((answer, i) => {
      const inSet = holds(i);
      const key = kindOf[i]! * 2 + (inSet ? 1 : 0);
      let index = at[key]!;
      if (index < 0) {
        index = next.length;
        at[key] = index;
        const parent = kinds[kindOf[i]!]!;
        next.push({
          sets: inSet ? [...parent.sets, set] : parent.sets,
          block: parent.block,
          cell: parent.cell,
          unseen: new Set(),
        });
      }
      nextKindOf[i] = index;
      note(next[index]!, answer);
    });
    return { next, nextKindOf };
  }
  const keep = ({ next, nextKindOf }: ReturnType<typeof split>) => {
    offeredCount += 1;
    kinds = next;
    kindOf = nextKindOf;
  };
  return {
    tryAdd(holds) {
      const candidate = split(holds);
      if (!safe(candidate.next, offeredCount + 1)) return false;
      keep(candidate);
      return true;
    },
    add(holds) {
      keep(split(holds));
    },
  };
}
