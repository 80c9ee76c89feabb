import { describe, expect, it } from 'vitest';
import { recovered, type Seen, type Truth } from './attacker-view.ts';

// The attacker's arithmetic itself: it must find the leaks the tester found, or its silence
// elsewhere proves nothing.
describe('the attacker’s arithmetic', () => {
  const date = '2026-03-03';
  const truth: Truth[] = [
    { userId: 'a', date, values: [9, 2, 3, 8] },
    { userId: 'b', date, values: [2, 9, 8, 3] },
    { userId: 'c', date, values: [7, 7, 2, 1] },
    { userId: 'd', date, values: [1, 4, 9, 10] },
  ];
  const mean = (ids: string[]): Seen['means'] => {
    const rows = truth.filter((answer) => ids.includes(answer.userId));
    return [0, 1, 2, 3].map(
      (i) => Math.round((rows.reduce((sum, row) => sum + row.values[i]!, 0) / rows.length) * 10) / 10,
    ) as Seen['means'];
  };

  it('finds the fourth person in the figures after three and after four answers', () => {
    const seen: Seen[] = [
      { label: 'three', date, counted: 3, means: mean(['a', 'b', 'c']) },
      { label: 'four', date, counted: 4, means: mean(['a', 'b', 'c', 'd']) },
    ];
    expect(recovered(seen, truth)).toEqual([`${date}: +four(4) -three(3) = d`]);
  });

  it('finds a pair left over by a company and a team figure', () => {
    const seen: Seen[] = [
      { label: 'company', date, counted: 4, means: mean(['a', 'b', 'c', 'd']) },
      { label: 'team', date, counted: 2, means: mean(['a', 'b']) },
    ];
    expect(recovered(seen, truth)).toContain(`${date}: +company(4) -team(2) = c, d`);
  });

  it('finds nothing in figures a safe batch apart', () => {
    const seen: Seen[] = [{ label: 'three', date, counted: 3, means: mean(['a', 'b', 'c']) }];
    expect(recovered(seen, truth)).toEqual([]);
  });
});
