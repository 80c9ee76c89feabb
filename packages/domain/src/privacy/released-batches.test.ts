import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { releaseCut, releasedAnswers, releasedPrefix, releasedViews } from './released-batches.ts';

describe('releasedPrefix', () => {
  const groupsOfThree = (batch: readonly string[]) => batch.length >= 3;

  it('releases whole safe batches in order and holds the rest back', () => {
    expect(releasedPrefix(['a', 'b'], groupsOfThree)).toEqual([]);
    expect(releasedPrefix(['a', 'b', 'c', 'd', 'e'], groupsOfThree)).toEqual(['a', 'b', 'c']);
    expect(releasedPrefix(['a', 'b', 'c', 'd', 'e', 'f'], groupsOfThree)).toHaveLength(6);
  });

  it('tells the judge which batch is the first', () => {
    const firsts: boolean[] = [];
    releasedPrefix(['a', 'b'], (_batch, first) => {
      firsts.push(first);
      return true;
    });
    expect(firsts).toEqual([true, false]);
  });

  it('never changes what it released when more answers arrive', () => {
    const arrivals = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    let previous: string[] = [];
    for (let n = 0; n <= arrivals.length; n += 1) {
      const released = releasedPrefix(arrivals.slice(0, n), groupsOfThree);
      expect(released.slice(0, previous.length)).toEqual(previous);
      previous = released;
    }
  });
});

describe('releaseCut', () => {
  it('releases unseen answers a threshold at a time', () => {
    expect(releaseCut({ unseen: 2, leadingSeen: 0 }, 3)).toBeNull();
    expect(releaseCut({ unseen: 4, leadingSeen: 0 }, 3)).toBe(3);
    expect(releaseCut({ unseen: 9, leadingSeen: 0 }, 4)).toBe(8);
    expect(releaseCut({ unseen: 2, leadingSeen: 3 }, 3)).toBe(0);
  });

  // The company's figures are released in the database from counts; they must be the very answers
  // the rule releases answer by answer.
  it('releases exactly what releasedAnswers does, for any order and any answers seen', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), fc.integer({ min: 3, max: 10 }), (seen, t) => {
        const ordered = seen.map((s, i) => ({ userId: `p${i}`, seen: s }));
        const expected = releasedAnswers(ordered, t).length;
        const firstUnseen = seen.indexOf(false);
        const cut = releaseCut(
          {
            unseen: seen.filter((s) => !s).length,
            leadingSeen: firstUnseen === -1 ? seen.length : firstUnseen,
          },
          t,
        );
        let runningUnseen = 0;
        const released = ordered.filter((answer) => {
          if (!answer.seen) runningUnseen += 1;
          return cut !== null && runningUnseen <= cut;
        });
        expect(released.length).toBe(expected);
      }),
    );
  });
});

describe('releasedViews', () => {
  it('lists each release of a growing day once, in the order they came', () => {
    const ordered = ['a', 'b', 'c', 'd', 's', 'e', 'f', 'g'].map((userId) => ({
      userId,
      seen: userId === 's',
    }));
    expect(releasedViews(ordered, 3).map((view) => view.map((answer) => answer.userId).join(''))).toEqual([
      'abc',
      'abcdsef',
    ]);
  });
});
