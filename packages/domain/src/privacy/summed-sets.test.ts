import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canShowGroup } from './group-safety.ts';
import { summedSets } from './summed-sets.ts';
import { answer, newlyTold } from './test-sums.ts';

describe('sums of published sets', () => {
  it('keeps a set whose every weighed sum with the days covers the threshold', () => {
    const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => answer(id));
    const sets = summedSets(answers, { cellOf: [0, 0, 0, 0, 0, 0], blocks: 1 }, 3);
    expect(sets.tryAdd((i) => i < 3)).toBe(true);
  });

  it('refuses a set that one day less it would tell one person apart', () => {
    const answers = ['a', 'b', 'c', 'd'].map((id) => answer(id));
    const sets = summedSets(answers, { cellOf: [0, 0, 0, 0], blocks: 1 }, 3);
    expect(sets.tryAdd((i) => i < 3)).toBe(false);
  });

  it('refuses a set crossing two days that tells one person’s change between them', () => {
    // Day 0: p0, p1, p3; day 1: p0, p1, p2. The set holds p1 of day 0 and p0, p2 of day 1: day 1
    // less the set is p1's second answer less p1's first.
    const answers = ['p0', 'p1', 'p3', 'p0', 'p1', 'p2'].map((id) => answer(id));
    const sets = summedSets(answers, { cellOf: [0, 0, 0, 1, 1, 1], blocks: 2 }, 3);
    expect(sets.tryAdd((i) => i === 1 || i === 3 || i === 5)).toBe(false);
  });

  it('keeps a rare set spread over many days when only its whole can be told', () => {
    // Ten days of five people; one answer a day carries the set, from five different people.
    const answers = Array.from({ length: 50 }, (_, i) => answer(`p${i % 5}`));
    const days = answers.map((_, i) => Math.floor(i / 5));
    const sets = summedSets(answers, { cellOf: days, blocks: 10 }, 3);
    expect(sets.tryAdd((i) => i % 5 === Math.floor(i / 5) % 5)).toBe(true);
  });

  it('counts answers seen by name as known', () => {
    const answers = [answer('a'), answer('b'), answer('c'), answer('d', true)];
    const sets = summedSets(answers, { cellOf: [0, 0, 0, 0], blocks: 1 }, 3);
    expect(sets.tryAdd((i) => i < 3)).toBe(true);
  });

  it('leaves the sets as they were after a refusal', () => {
    const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => answer(id));
    const sets = summedSets(answers, { cellOf: [0, 0, 0, 0, 0, 0], blocks: 1 }, 3);
    expect(sets.tryAdd((i) => i < 5)).toBe(false);
    expect(sets.tryAdd((i) => i < 3)).toBe(true);
    expect(sets.tryAdd((i) => i < 4)).toBe(false);
  });

  it('lets no weighed sum of what it keeps describe fewer unseen people than the threshold', () => {
    const scenario = fc.record({
      answers: fc.array(
        fc.record({ person: fc.nat(6), day: fc.nat(2), seen: fc.nat(4).map((n) => n === 0) }),
        {
          minLength: 3,
          maxLength: 24,
        },
      ),
      offers: fc.array(fc.func(fc.boolean()), { minLength: 1, maxLength: 4 }),
      threshold: fc.constantFrom(2, 3),
    });
    fc.assert(
      fc.property(scenario, ({ answers, offers, threshold }) => {
        // A person answers a day once, and whether they are seen does not change within it.
        const seenPerson = new Map(answers.map((a) => [a.person, a.seen]));
        // The days are figures shown already, so each is released by the threshold itself.
        const once = [...new Map(answers.map((a) => [`${a.person}:${a.day}`, a])).values()];
        const unique = once.filter((a) => {
          const day = once
            .filter((b) => b.day === a.day)
            .map((b) => answer(`p${b.person}`, seenPerson.get(b.person)!));
          return canShowGroup(day, threshold);
        });
        const listed = unique.map((a) => answer(`p${a.person}`, seenPerson.get(a.person)!));
        const sets = summedSets(listed, { cellOf: unique.map((a) => a.day), blocks: 3 }, threshold);
        const rows = [0, 1, 2].map((day) => unique.map((a) => (a.day === day ? 1 : 0)));
        for (const offer of offers) {
          const holds = (i: number) => offer(unique[i]!.person, unique[i]!.day);
          if (sets.tryAdd(holds)) rows.push(unique.map((_, i) => (holds(i) ? 1 : 0)));
        }
        expect(newlyTold(listed, rows, [], threshold)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('adds no sum singling anyone out to those the days and their teams already allow', () => {
    const scenario = fc.record({
      answers: fc.array(
        fc.record({
          person: fc.nat(6),
          day: fc.nat(2),
          team: fc.nat(2),
          seen: fc.nat(4).map((n) => n === 0),
        }),
        { minLength: 3, maxLength: 24 },
      ),
      offers: fc.array(fc.func(fc.boolean()), { minLength: 1, maxLength: 4 }),
      threshold: fc.constantFrom(2, 3),
    });
    fc.assert(
      fc.property(scenario, ({ answers, offers, threshold }) => {
        const seenPerson = new Map(answers.map((a) => [a.person, a.seen]));
        // A person answers a day once, in one team or (team 2) in none.
        const unique = [...new Map(answers.map((a) => [`${a.person}:${a.day}`, a])).values()];
        const listed = unique.map((a) => answer(`p${a.person}`, seenPerson.get(a.person)!));
        // Start sets: the three days (0–2), then each team's day (3 + 2 × day + team), by day.
        const teamDay = (a: (typeof unique)[number]) => 3 + 2 * a.day + a.team;
        const start = unique.map((a) => (a.team < 2 ? [a.day, teamDay(a)] : [a.day]));
        const blocks = [0, 1, 2, 0, 0, 1, 1, 2, 2];
        // Cells: a day alone (0–2), or a day and a team (3 + 2 × day + team), as the start sets.
        const cells = [
          [0],
          [1],
          [2],
          ...[0, 1, 2].flatMap((day) => [0, 1].map((t) => [day, 3 + 2 * day + t])),
        ];
        const cellOf = unique.map((a) => (a.team < 2 ? teamDay(a) : a.day));
        const sets = summedSets(listed, { cellOf, cells, blocks }, threshold);
        const startRows = blocks.map((_, set) => start.map((of) => (of.includes(set) ? 1 : 0)));
        const rows = [...startRows];
        for (const offer of offers) {
          const holds = (i: number) => offer(unique[i]!.person, unique[i]!.day, unique[i]!.team);
          if (sets.tryAdd(holds)) rows.push(unique.map((_, i) => (holds(i) ? 1 : 0)));
        }
        // What the days and teams tell already is theirs to answer for, not the offered sets'.
        expect(newlyTold(listed, rows, startRows, threshold)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a set that the teams shown on a day would leave as one person', () => {
    // One day: teams A and B of three each, and six in no team. A set of A and one of the six is
    // that one person less A; A and three of the six leaves three on each side.
    const answers = Array.from({ length: 12 }, (_, i) => answer(`p${i}`));
    const cells = [[0], [0, 1], [0, 2]];
    const cellOf = answers.map((_, i) => (i < 3 ? 1 : i < 6 ? 2 : 0));
    const sets = summedSets(answers, { cellOf, cells, blocks: [0, 0, 0] }, 3);
    expect(sets.tryAdd((i) => i < 7)).toBe(false);
    expect(sets.tryAdd((i) => i < 3 || (i >= 6 && i < 9))).toBe(true);
  });
});
