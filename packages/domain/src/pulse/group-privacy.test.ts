import { describe, expect, it } from 'vitest';
import { canJoinShownGroup, canShowGroup, releasedPrefix } from './group-privacy.ts';

describe('a group may be shown', () => {
  it('from the threshold up, counting people rather than check-ins', () => {
    expect(canShowGroup(['a', 'b'], 3)).toBe(false);
    expect(canShowGroup(['a', 'b', 'c'], 3)).toBe(true);
    expect(canShowGroup(['a', 'a', 'b'], 3)).toBe(false);
    expect(canShowGroup(['a', 'b', 'c', 'd'], 5)).toBe(false);
    expect(canShowGroup(['a', 'b', 'c', 'd', 'e'], 5)).toBe(true);
  });

  it('never under the default of 3, whatever threshold is stored', () => {
    expect(canShowGroup(['a', 'b'], 1)).toBe(false);
    expect(canShowGroup(['a', 'b', 'c'], 1)).toBe(true);
  });

  it('not when subtracting the people shown by name would leave fewer than the threshold', () => {
    const sharing = new Set(['a', 'b']);
    expect(canShowGroup(['a', 'b', 'c', 'd'], 3, sharing)).toBe(false);
    expect(canShowGroup(['a', 'b', 'c'], 3, sharing)).toBe(false);
    expect(canShowGroup(['a', 'b', 'c', 'd', 'e'], 3, sharing)).toBe(true);
    expect(canShowGroup(['a', 'b', 'c'], 3, new Set(['a', 'b', 'c']))).toBe(true);
  });
});

describe('answers joining a shown group', () => {
  it('must be people seen by name, or enough unseen ones', () => {
    const sharing = new Set(['s']);
    expect(canJoinShownGroup(['s'], 3, sharing)).toBe(true);
    expect(canJoinShownGroup(['x'], 3, sharing)).toBe(false);
    expect(canJoinShownGroup(['x', 'y', 's'], 3, sharing)).toBe(false);
    expect(canJoinShownGroup(['x', 'y', 'z'], 3, sharing)).toBe(true);
  });
});

describe('releasedPrefix', () => {
  const groupsOfThree = (batch: readonly string[]) => batch.length >= 3;

  it('releases whole safe batches in order and holds the rest back', () => {
    expect(releasedPrefix(['a', 'b'], groupsOfThree)).toEqual([]);
    expect(releasedPrefix(['a', 'b', 'c', 'd', 'e'], groupsOfThree)).toEqual(['a', 'b', 'c']);
    expect(releasedPrefix(['a', 'b', 'c', 'd', 'e', 'f'], groupsOfThree)).toHaveLength(6);
  });

  it('tells the judge which batch is the first', () => {
    const firsts: boolean[] = [];
    releasedPrefix(['a', 'b'], (batch, first) => {
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
