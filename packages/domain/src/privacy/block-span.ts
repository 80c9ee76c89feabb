const EPSILON = 1e-9;

interface Row {
  pivot: number;
  v: Float64Array;
}

/** The coordinate of largest size among `from`..`to` of a vector, or −1 when all are zero. */
function pivotOf(v: Float64Array, from: number, to: number): number {
  let best = -1;
  let size = EPSILON;
  for (let i = from; i < to; i += 1) {
    const x = Math.abs(v[i]!);
    if (x > size) {
      size = x;
      best = i;
    }
  }
  return best;
}

/** Takes from `v` what of it each row holds, rows in the order they were added. */
function reduceBy(rows: readonly Row[], v: Float64Array) {
  for (const row of rows) {
    const factor = v[row.pivot]! / row.v[row.pivot]!;
    if (factor === 0) continue;
    for (let i = 0; i < v.length; i += 1) v[i]! -= factor * row.v[i]!;
  }
}

/**
 * The span of vectors each lying in one block's own coordinates and in coordinates every block
 * shares (a day's own figures, and the tags that cross the days), kept in echelon form: one list
 * of rows per block, pivoted on the block's own coordinates, and one of rows in the shared ones
 * alone. A vector of a block is in the span exactly when its block's rows take its own coordinates
 * to zero and the shared rows take the rest, since no other block's rows touch its coordinates.
 * The cost of a vector is its block's size and the shared size, not the whole space.
 */
export class BlockSpan {
  private constructor(
    private readonly sizes: readonly number[],
    private readonly shared: number,
    private readonly blocks: Row[][],
    private readonly common: Row[],
  ) {}

  static empty(sizes: readonly number[], shared: number): BlockSpan {
    return new BlockSpan(
      sizes,
      shared,
      sizes.map(() => []),
      [],
    );
  }

  /** A copy to grow apart; rows never change once added, so they are shared. */
  clone(): BlockSpan {
    return new BlockSpan(
      this.sizes,
      this.shared,
      this.blocks.map((rows) => [...rows]),
      [...this.common],
    );
  }

  /** What of a block's vector the span does not hold, and where it lies; null if it holds it all. */
  private rest(block: number, vector: Float64Array): { own: boolean; v: Float64Array } | null {
    const own = this.sizes[block]!;
    const v = Float64Array.from(vector);
    reduceBy(this.blocks[block]!, v);
    if (pivotOf(v, 0, own) >= 0) return { own: true, v };
    const common = v.subarray(own);
    reduceBy(this.common, common);
    return pivotOf(common, 0, this.shared) >= 0 ? { own: false, v: Float64Array.from(common) } : null;
  }

  /**
   * Whether the vectors added span every shared coordinate beyond what their own coordinates
   * hold: then any vector vanishing on them all is zero in the shared coordinates.
   */
  get sharedFull(): boolean {
    return this.common.length === this.shared;
  }

  /**
   * What of a block's vector the span does not hold, as one vector: zero at every pivot, so two
   * vectors whose difference the span holds leave the same.
   */
  residual(block: number, vector: Float64Array): Float64Array {
    const v = Float64Array.from(vector);
    reduceBy(this.blocks[block]!, v);
    reduceBy(this.common, v.subarray(this.sizes[block]!));
    return v;
  }

  holds(block: number, vector: Float64Array): boolean {
    return this.rest(block, vector) === null;
  }

  /** Grows the span by a vector of a block: its own coordinates first, then the shared ones. */
  add(block: number, vector: Float64Array): boolean {
    const rest = this.rest(block, vector);
    if (!rest) return false;
    if (rest.own) {
      this.blocks[block]!.push({ pivot: pivotOf(rest.v, 0, this.sizes[block]!), v: rest.v });
    } else {
      this.common.push({ pivot: pivotOf(rest.v, 0, this.shared), v: rest.v });
    }
    return true;
  }
}
