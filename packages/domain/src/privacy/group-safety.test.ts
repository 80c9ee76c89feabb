import { describe, expect, it } from 'vitest';
import { canJoinShownGroup, canShowGroup, type ReleasableAnswer } from './group-safety.ts';

const answers = (ids: string[], seen: ReadonlySet<string> = new Set()): ReleasableAnswer[] =>
  ids.map((userId) => ({ userId, seen: seen.has(userId) }));

describe('a group may be shown', () => {
  it('from the threshold up, counting people rather than answers', () => {
    expect(canShowGroup(answers(['a', 'b']), 3)).toBe(false);
    expect(canShowGroup(answers(['a', 'b', 'c']), 3)).toBe(true);
    expect(canShowGroup(answers(['a', 'a', 'b']), 3)).toBe(false);
    expect(canShowGroup(answers(['a', 'b', 'c', 'd']), 5)).toBe(false);
    expect(canShowGroup(answers(['a', 'b', 'c', 'd', 'e']), 5)).toBe(true);
  });

  it('never under the default of 3, whatever threshold is stored', () => {
    expect(canShowGroup(answers(['a', 'b']), 1)).toBe(false);
    expect(canShowGroup(answers(['a', 'b', 'c']), 1)).toBe(true);
  });

  it('not when subtracting the answers seen by name would leave fewer than the threshold', () => {
    const sharing = new Set(['a', 'b']);
    expect(canShowGroup(answers(['a', 'b', 'c', 'd'], sharing), 3)).toBe(false);
    expect(canShowGroup(answers(['a', 'b', 'c'], sharing), 3)).toBe(false);
    expect(canShowGroup(answers(['a', 'b', 'c', 'd', 'e'], sharing), 3)).toBe(true);
    expect(canShowGroup(answers(['a', 'b', 'c'], new Set(['a', 'b', 'c'])), 3)).toBe(true);
  });

  it('counts a person as unseen when any of their answers in the group is', () => {
    const mixed = [...answers(['a', 'b', 'c']), { userId: 'a', seen: true }];
    expect(canShowGroup([...mixed, { userId: 'd', seen: true }], 3)).toBe(true);
    expect(
      canShowGroup([{ userId: 'a', seen: true }, ...answers(['a', 'b']), { userId: 'c', seen: true }], 3),
    ).toBe(false);
  });
});

describe('answers joining a shown group', () => {
  it('must be seen by name, or enough unseen people', () => {
    const sharing = new Set(['s']);
    expect(canJoinShownGroup(answers(['s'], sharing), 3)).toBe(true);
    expect(canJoinShownGroup(answers(['x'], sharing), 3)).toBe(false);
    expect(canJoinShownGroup(answers(['x', 'y', 's'], sharing), 3)).toBe(false);
    expect(canJoinShownGroup(answers(['x', 'y', 'z'], sharing), 3)).toBe(true);
  });
});
