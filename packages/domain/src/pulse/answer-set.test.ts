import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, complement, emptySet, forEachIn, has, overlap, sizeOf, union, without } from './answer-set.ts';

const setOf = (size: number, members: readonly number[]) => {
  const set = emptySet(size);
  for (const index of members) add(set, index);
  return set;
};

const membersOf = (set: Uint32Array) => {
  const members: number[] = [];
  forEachIn(set, (index) => members.push(index));
  return members;
};

describe('answer sets', () => {
  it('hold the answers on either side of a word, the 32nd bit included', () => {
    const set = setOf(70, [0, 31, 32, 63, 64, 69]);
    expect(membersOf(set)).toEqual([0, 31, 32, 63, 64, 69]);
    expect(sizeOf(set)).toBe(6);
    expect(has(set, 31)).toBe(true);
    expect(has(set, 30)).toBe(false);
  });

  it('leave out of a complement the places past the week’s last answer', () => {
    const rest = complement(setOf(35, [1, 33]), 35);
    expect(sizeOf(rest)).toBe(33);
    expect(has(rest, 34)).toBe(true);
    expect(has(rest, 35)).toBe(false);
    expect(sizeOf(complement(emptySet(64), 64))).toBe(64);
  });

  it('count, join and subtract as sets of numbers do', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 200 })
          .chain((size) =>
            fc.tuple(fc.constant(size), fc.uniqueArray(fc.nat(size - 1)), fc.uniqueArray(fc.nat(size - 1))),
          ),
        ([size, a, b]) => {
          const x = setOf(size, a);
          const y = setOf(size, b);
          const inB = new Set(b);
          const sorted = (values: number[]) => [...values].sort((p, q) => p - q);
          expect(overlap(x, y)).toBe(a.filter((n) => inB.has(n)).length);
          expect(membersOf(union(x, y))).toEqual(sorted([...new Set([...a, ...b])]));
          expect(membersOf(without(x, y))).toEqual(sorted(a.filter((n) => !inB.has(n))));
          expect(sizeOf(complement(x, size))).toBe(size - a.length);
        },
      ),
      { numRuns: 500 },
    );
  });
});
