import { isAggregateVisible } from '../pulse/confidentiality.ts';
import type { ReleasableAnswer } from './group-safety.ts';

/** Answers held by exactly the same published sets: any weighed sum weighs them alike. */
interface Kind {
  /** The published sets holding its answers, by index. */
  sets: number[];
  /** Up to the threshold of its distinct unseen people; enough to say whether it is large. */
  unseen: Set<string>;
}

const EPSILON = 1e-9;

/** An orthonormal basis of the span of some 0/1 columns, grown one column at a time. */
class Span {
  readonly basis: Float64Array[] = [];
  constructor(private readonly size: number) {}

  /** What of the column the span does not hold. */
  residual(column: Float64Array): Float64Array {
    const rest = Float64Array.from(column);
    for (const q of this.basis) {
      let dot = 0;
      for (let i = 0; i < this.size; i += 1) dot += q[i]! * rest[i]!;
      if (dot !== 0) for (let i = 0; i < this.size; i += 1) rest[i]! -= dot * q[i]!;
    }
    return rest;
  }

  /** Grows the span by the column; whether it was outside. */
  add(column: Float64Array): boolean {
    const rest = this.residual(column);
    const norm = Math.hypot(...rest);
    if (norm < EPSILON * Math.max(1, Math.hypot(...column))) return false;
    this.basis.push(rest.map((v) => v / norm));
    return true;
  }

  get full(): boolean {
    return this.basis.length === this.size;
  }
}

export interface SummedSets {
  /** Whether the sets kept so far and one more, holding the answers `holds` says, are safe; kept if so. */
  tryAdd(holds: (index: number) => boolean): boolean;
}

/**
 * A reader of several sums over the same answers (each day's, each tag's) may add and subtract
 * them at will: any sum of published sets, each weighed by any number, is known too. Such a sum
 * weighs every answer of one kind alike — answers in exactly the same published sets — so what it
 * describes is a set of kinds. A kind whose unseen people reach the threshold can never be all a
 * sum describes; the question is whether the kinds of fewer people can be.
 *
 * Published sets are rows, kinds are columns. The sums that leave out every large kind form a
 * space of dimension rank(all kinds) − rank(large kinds). None: nothing singles out anyone. One:
 * every such sum describes the same kinds, whose people are counted. More: two of them could be
 * weighed to cancel some of those kinds, so the sets are refused without looking further.
 *
 * Sets are offered one at a time, after sets every reader has already (each day's figure:
 * `startSet` gives the set an answer starts in), and kept only if this holds for all of them.
 * Answers the viewer sees by name count as known. See docs/decisions/038-tags-summed-with-days.md.
 */
export function summedSets(
  answers: readonly ReleasableAnswer[],
  startSet: readonly number[],
  startSets: number,
  threshold: number,
): SummedSets {
  let setCount = startSets;
  let kindOf = Int32Array.from(startSet);
  let kinds: Kind[] = Array.from({ length: startSets }, (_, set) => ({ sets: [set], unseen: new Set() }));
  const note = (kind: Kind, answer: ReleasableAnswer) => {
    if (!answer.seen && !isAggregateVisible(kind.unseen.size, threshold)) kind.unseen.add(answer.userId);
  };
  answers.forEach((answer, i) => note(kinds[kindOf[i]!]!, answer));

  function safe(candidate: readonly Kind[], sets: number): boolean {
    const column = (kind: Kind) => {
      const v = new Float64Array(sets);
      for (const set of kind.sets) v[set] = 1;
      return v;
    };
    const told = candidate.filter((kind) => kind.unseen.size > 0);
    const large = new Span(sets);
    for (const kind of told) {
      if (large.full) break;
      if (isAggregateVisible(kind.unseen.size, threshold)) large.add(column(kind));
    }
    const small = told.filter((kind) => !isAggregateVisible(kind.unseen.size, threshold));
    const outside = new Span(sets);
    const described: Kind[] = [];
    for (const kind of small) {
      const rest = large.residual(column(kind));
      if (Math.hypot(...rest) < EPSILON) continue;
      described.push(kind);
      outside.add(rest);
      if (outside.basis.length > 1) return false;
    }
    const people = new Set(described.flatMap((kind) => [...kind.unseen]));
    return described.length === 0 || isAggregateVisible(people.size, threshold);
  }

  return {
    tryAdd(holds) {
      const set = setCount;
      // Each kind splits in two: its answers in the new set and those not, at 2 × kind (+ 1).
      const split = new Int32Array(kinds.length * 2).fill(-1);
      const next: Kind[] = [];
      const nextKindOf = new Int32Array(answers.length);
      answers.forEach((answer, i) => {
        const inSet = holds(i);
        const key = kindOf[i]! * 2 + (inSet ? 1 : 0);
        let index = split[key]!;
        if (index < 0) {
          index = next.length;
          split[key] = index;
          const parent = kinds[kindOf[i]!]!;
          next.push({ sets: inSet ? [...parent.sets, set] : parent.sets, unseen: new Set() });
        }
        nextKindOf[i] = index;
        note(next[index]!, answer);
      });
      if (!safe(next, set + 1)) return false;
      setCount = set + 1;
      kinds = next;
      kindOf = nextKindOf;
      return true;
    },
  };
}
