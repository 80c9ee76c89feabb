import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canJoinShownGroup, canShowGroup } from '../privacy/group-safety.ts';
import { bandDistribution, countedCheckins, teamDay } from './team-day.ts';
import { checkin, GREAT, MIDDLING, POOR, type Values } from './test-checkins.ts';
import type { MemberCheckin } from './team-day.ts';

const DATE = '2026-11-23';

/** Answers whose owners the viewer sees by name, named in `seen`. */
const known = (checkins: MemberCheckin[], seen: ReadonlySet<string>) =>
  checkins.map((c) => ({ ...c, seen: seen.has(c.userId) }));

describe("a day's team figures", () => {
  it('withholds every figure below the threshold, and how many answered with them', () => {
    expect(teamDay(DATE, [checkin('a', GREAT), checkin('b', POOR)], 3)).toEqual({
      date: DATE,
      answered: 0,
      counted: 0,
      pulse: null,
      band: null,
      indicators: null,
      withheld: 'not-enough-answers',
    });
  });

  it('gives the mean pulse, its band and the mean indicators at the threshold', () => {
    const figures = teamDay(DATE, [checkin('a', GREAT), checkin('b', POOR), checkin('c', MIDDLING)], 3);
    expect(figures).toEqual({
      date: DATE,
      answered: 3,
      counted: 3,
      pulse: 52,
      band: 'good',
      indicators: { energy: 5.7, mentalPressure: 5.3, personalConcerns: 5.3, motivation: 5.7 },
      withheld: null,
    });
  });

  it('follows a raised threshold', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => checkin(id, MIDDLING));
    expect(teamDay(DATE, four, 5).withheld).toBe('not-enough-answers');
    expect(teamDay(DATE, [...four, checkin('e', MIDDLING)], 5).counted).toBe(5);
  });

  it('withholds the figure when the people shown by name would leave fewer than the threshold', () => {
    const sharing = new Set(['a', 'b']);
    const four = ['a', 'b', 'c', 'd'].map((id) => checkin(id, MIDDLING));
    expect(teamDay(DATE, known(four, sharing), 3).withheld).toBe('not-enough-answers');
    expect(teamDay(DATE, known([...four, checkin('e', MIDDLING)], sharing), 3)).toMatchObject({
      answered: 5,
      counted: 5,
      withheld: null,
    });
  });

  it('grows in batches, so a view before and after one more check-in never tells that person apart', () => {
    const arrivals = [
      checkin('a', GREAT),
      checkin('b', GREAT),
      checkin('c', GREAT),
      checkin('d', POOR),
      checkin('e', MIDDLING),
      checkin('f', MIDDLING),
    ];
    const views = [3, 4, 5, 6].map((n) => teamDay(DATE, arrivals.slice(0, n), 3));
    expect(views.map((v) => [v.answered, v.counted, v.pulse])).toEqual([
      [3, 3, 100],
      [3, 3, 100],
      [3, 3, 100],
      [6, 6, 69],
    ]);
  });

  it('takes in at once the check-in of someone shown by name, once the figure is shown', () => {
    const sharing = new Set(['s']);
    const arrivals = [checkin('a', GREAT), checkin('b', GREAT), checkin('c', GREAT), checkin('s', POOR)];
    expect(teamDay(DATE, known(arrivals, sharing), 3)).toMatchObject({ answered: 4, counted: 4, pulse: 75 });
  });

  it('keeps every two views of a growing day a safe batch apart, whoever shares', () => {
    const person = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i');
    fc.assert(
      fc.property(
        fc.uniqueArray(person, { minLength: 1, maxLength: 9 }),
        fc.subarray(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']),
        fc.integer({ min: 3, max: 5 }),
        (order, sharingList, threshold) => {
          const seen = new Set(sharingList);
          const arrivals = known(
            order.map((id) => checkin(id, MIDDLING)),
            seen,
          );
          let previous: string[] = [];
          for (let n = 1; n <= arrivals.length; n += 1) {
            const counted = countedCheckins(arrivals.slice(0, n), threshold);
            const ids = counted.map((c) => c.userId);
            expect(ids.slice(0, previous.length)).toEqual(previous);
            const joined = counted.slice(previous.length);
            if (joined.length > 0) {
              const safe =
                previous.length === 0
                  ? canShowGroup(joined, threshold)
                  : canJoinShownGroup(joined, threshold);
              expect(safe).toBe(true);
            }
            previous = ids;
          }
        },
      ),
    );
  });
});

describe('band distribution', () => {
  const day = (values: Values[]) => values.map((v, i) => checkin(`p${i}`, v));

  it('is withheld when everyone unseen falls in one band, which would tell each one’s band', () => {
    expect(bandDistribution(day([MIDDLING, MIDDLING, MIDDLING]), 3)).toEqual({
      counts: null,
      counted: 0,
      withheld: 'not-enough-answers',
    });
  });

  it('is withheld while a band holds fewer unseen people than the threshold', () => {
    expect(bandDistribution(day([MIDDLING, MIDDLING, MIDDLING, POOR]), 3).counts).toBeNull();
  });

  it('is shown when the unseen people spread over bands of at least the threshold each', () => {
    expect(bandDistribution(day([MIDDLING, POOR, MIDDLING, POOR, MIDDLING, POOR]), 3)).toEqual({
      counts: { excellent: 0, good: 3, critical: 3 },
      counted: 6,
      withheld: null,
    });
  });

  it('counts the people shown by name without needing them to spread', () => {
    const everyoneShares = new Set(['p0', 'p1', 'p2']);
    expect(bandDistribution(known(day([GREAT, GREAT, GREAT]), everyoneShares), 3).counts).toEqual({
      excellent: 3,
      good: 0,
      critical: 0,
    });
  });
});
