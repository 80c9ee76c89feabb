import { isAggregateVisible } from '../pulse/confidentiality.ts';
import { BlockSpan } from './block-span.ts';
import type { StartSets } from './summed-sets.ts';

/** Answers every published sum weighs alike, as one column of the published sets. */
export interface ToldKind {
  /** The block of its start sets (a day). */
  block: number;
  /** The same for kinds in exactly the same start sets. */
  cell: string;
  /** Its column: its block's own start coordinates, then the offered ones. */
  column: () => Float64Array;
  /** Up to the threshold of its distinct unseen people; at least one. */
  unseen: ReadonlySet<string>;
}

/**
 * Whether no weighed sum of the published sets describes fewer unseen people than the threshold
 * beyond what the start sets describe on their own (decisions 038 and 039).
 *
 * If every sum that leaves out the large kinds gives the offered sets no weight, it is a sum of
 * start sets, whose own release answers for it. Else the sums that leave out every large kind form
 * a space of dimension rank(all kinds) − rank(large kinds). None: nothing singles out anyone. One:
 * every such sum describes the same kinds, whose people are counted. More: two of them could be
 * weighed to cancel some of those kinds, so the sets are refused without looking further.
 */
export function leavesNoneTold(
  told: readonly ToldKind[],
  blockSizes: readonly number[],
  offered: number,
  threshold: number,
): boolean {
  const isLarge = (kind: ToldKind) => isAggregateVisible(kind.unseen.size, threshold);
  const small = told.filter((kind) => !isLarge(kind));
  if (small.length === 0) return true;
  const large = BlockSpan.empty(blockSizes, offered);
  // Kinds with the same start sets differ only in the offered sets: the first of them spans its
  // start sets, the others add their difference from it, which the offered coordinates alone hold.
  const firstOfCell = new Map<string, Float64Array>();
  for (const kind of told) {
    if (!isLarge(kind)) continue;
    const v = kind.column();
    const first = firstOfCell.get(kind.cell);
    if (first)
      large.add(
        kind.block,
        v.map((x, i) => x - first[i]!),
      );
    else {
      firstOfCell.set(kind.cell, v);
      large.add(kind.block, v);
    }
  }
  if (large.sharedFull) return true;
  let outside: BlockSpan | null = null;
  const described: ToldKind[] = [];
  for (const kind of small) {
    const first = firstOfCell.get(kind.cell);
    const v = kind.column();
    const probe = first ? v.map((x, i) => x - first[i]!) : v;
    if (large.holds(kind.block, probe)) continue;
    described.push(kind);
    if (!outside) {
      outside = large.clone();
      outside.add(kind.block, probe);
    } else if (!outside.holds(kind.block, probe)) return false;
  }
  const people = new Set(described.flatMap((kind) => [...kind.unseen]));
  return described.length === 0 || isAggregateVisible(people.size, threshold);
}

/** Where each start set lies: its block, and its place among its block's own coordinates. */
export function startShape(start: StartSets) {
  const blockOfSet =
    typeof start.blocks === 'number' ? Array.from({ length: start.blocks }, (_, i) => i) : start.blocks;
  const blockSizes: number[] = [];
  const localIndex = blockOfSet.map((block) => {
    blockSizes[block] = (blockSizes[block] ?? 0) + 1;
    return blockSizes[block]! - 1;
  });
  for (let b = 0; b < blockSizes.length; b += 1) blockSizes[b] ??= 0;
  const cells = start.cells ?? blockOfSet.map((_, set) => [set]);
  return { blockOfSet, localIndex, blockSizes, cells };
}
