import { isAggregateVisible } from '../pulse/confidentiality.ts';
import { BlockSpan } from './block-span.ts';
import type { ReleasableAnswer } from './group-safety.ts';
import type { StartSets } from './summed-sets.ts';
import { leavesNoneTold, startShape, type ToldKind } from './told-kinds.ts';

/**
 * Published sets beyond the start sets, some shared by the whole company (a tag), some a group's
 * own (a team's tag), which hold that group's answers alone.
 */
export interface GroupedSets extends StartSets {
  /** For each answer, its group, or −1 for none. */
  groupOf: ArrayLike<number>;
  /** How many sets of its own each group has, by group. */
  groupSets: readonly number[];
  /** How many sets are shared. */
  sharedSets: number;
  /**
   * For each answer, the sets holding it, ascending: a shared set by its index, a set of the
   * answer's own group by `sharedSets` plus its index among the group's.
   */
  setsOf: (answer: number) => readonly number[];
}

/** Answers of one start cell and group in exactly the same sets. */
interface Kind {
  cell: number;
  group: number;
  sets: readonly number[];
  unseen: Set<string>;
}

/** A kind that tells the published sets apart within its start cell and group. */
export interface UnpinnedKind {
  group: number;
  /** The sets it differs by from the first kind of its start cell and group. */
  sets: readonly number[];
}

/** Safe; or not, with the kinds that stand in the way (none: the sets as a whole). */
export type GroupedVerdict = { safe: true } | { safe: false; standing: UnpinnedKind[] };

const EPSILON = 1e-9;

/**
 * Whether many published sets — a company's tags and each team's own — let no weighed sum describe
 * fewer unseen people than the threshold beyond what the start sets describe on their own.
 * `summedSets` answers the same question by weighing every kind's column over every set, which a
 * company of fifty teams with a dozen tags each makes hundreds of coordinates long. Here the sets
 * are first brought down to what tells the answers of one start cell and group apart.
 *
 * Two large kinds of one start cell and group differ only in the sets beyond the start sets, and a
 * sum that leaves out the large kinds weighs their difference at zero. Those differences span D,
 * kept by group, since a group's own sets hold nothing of another's. When every told kind of a
 * start cell and group differs from the first (large, if any) by something in D, every such sum
 * weighs all of them alike: the cell and group is one kind, whose sets count only by what D does not
 * hold of them. Those few kinds are then judged as `summedSets` judges its own (`leavesNoneTold`).
 * See docs/decisions/041-teams-by-tag.md.
 */
export function judgeGroupedSets(
  answers: readonly ReleasableAnswer[],
  grouped: GroupedSets,
  threshold: number,
): GroupedVerdict {
  const { sharedSets, groupSets } = grouped;
  const isLarge = (kind: { unseen: ReadonlySet<string> }) => isAggregateVisible(kind.unseen.size, threshold);
  const kinds = new Map<string, Kind>();
  answers.forEach((answer, i) => {
    const cell = grouped.cellOf[i]!;
    const group = grouped.groupOf[i]!;
    const sets = grouped.setsOf(i);
    const key = `${cell} ${group} ${sets.join(',')}`;
    let kind = kinds.get(key);
    if (!kind) kinds.set(key, (kind = { cell, group, sets, unseen: new Set() }));
    if (!answer.seen && !isLarge(kind)) kind.unseen.add(answer.userId);
  });
  const blockOf = (group: number) => (group < 0 ? groupSets.length : group);
  const sizes = [...groupSets, 0];
  const vector = (kind: Kind) => {
    const own = sizes[blockOf(kind.group)]!;
    const v = new Float64Array(own + sharedSets);
    for (const set of kind.sets) v[set < sharedSets ? own + set : set - sharedSets] = 1;
    return v;
  };
  const told = [...kinds.values()].filter((kind) => kind.unseen.size > 0);
  // By start cell and group, the first large kind, or the first told kind if none is large.
  const subCells = new Map<string, { first: Kind; v: Float64Array; kinds: Kind[] }>();
  const d = BlockSpan.empty(sizes, sharedSets);
  for (const kind of [...told.filter(isLarge), ...told.filter((kind) => !isLarge(kind))]) {
    const key = `${kind.cell} ${kind.group}`;
    const sub = subCells.get(key);
    if (!sub) {
      subCells.set(key, { first: kind, v: vector(kind), kinds: [kind] });
      continue;
    }
    sub.kinds.push(kind);
    if (isLarge(kind))
      d.add(
        blockOf(kind.group),
        vector(kind).map((x, i) => x - sub.v[i]!),
      );
  }
  const standing: UnpinnedKind[] = [];
  for (const sub of subCells.values()) {
    for (const kind of sub.kinds) {
      if (isLarge(kind)) continue;
      const rest = d.residual(
        blockOf(kind.group),
        vector(kind).map((x, i) => x - sub.v[i]!),
      );
      if (rest.some((x) => Math.abs(x) > EPSILON)) {
        const sets = [...kind.sets, ...sub.first.sets].filter(
          (set) => !kind.sets.includes(set) || !sub.first.sets.includes(set),
        );
        standing.push({ group: kind.group, sets: [...new Set(sets)].sort((a, b) => a - b) });
      }
    }
  }
  if (standing.length > 0) return { safe: false, standing };

  // Each start cell and group is one kind now, its sets brought down to what D does not hold of
  // them, over the coordinates some kind still has.
  const shape = startShape(grouped);
  const groupOffset = groupSets.map((_, g) => sharedSets + groupSets.slice(0, g).reduce((a, b) => a + b, 0));
  const rests = [...subCells.values()].map((sub) => {
    const rest = d.residual(blockOf(sub.first.group), sub.v);
    const own = sizes[blockOf(sub.first.group)]!;
    const at = new Map<number, number>();
    rest.forEach((x, i) => {
      if (Math.abs(x) <= EPSILON) return;
      at.set(i < own ? groupOffset[sub.first.group]! + i : i - own, x);
    });
    const unseen = new Set(sub.kinds.flatMap((kind) => [...kind.unseen]));
    return { cell: sub.first.cell, at, unseen };
  });
  const coordinates = new Map<number, number>();
  for (const { at } of rests)
    for (const i of at.keys()) if (!coordinates.has(i)) coordinates.set(i, coordinates.size);
  const cellKinds = rests.map(({ cell, at, unseen }): ToldKind => {
    const startSets = shape.cells[cell]!;
    const block = shape.blockOfSet[startSets[0]!]!;
    return {
      block,
      cell: String(cell),
      column: () => {
        const local = shape.blockSizes[block]!;
        const v = new Float64Array(local + coordinates.size);
        for (const set of startSets) v[shape.localIndex[set]!] = 1;
        for (const [i, x] of at) v[local + coordinates.get(i)!] = x;
        return v;
      },
      unseen,
    };
  });
  return leavesNoneTold(cellKinds, shape.blockSizes, coordinates.size, threshold)
    ? { safe: true }
    : { safe: false, standing: [] };
}
