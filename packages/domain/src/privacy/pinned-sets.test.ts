import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeGroupedSets, type GroupedSets } from './pinned-sets.ts';
import { answer, newlyTold } from './test-sums.ts';

describe('sets pinned by the large kinds of each start cell', () => {
  it('keeps a team’s tag when both sides of it are large on one of its days', () => {
    // One day, team 0 of six: three remote, three not. The company's remote is the team's.
    const answers = Array.from({ length: 6 }, (_, i) => answer(`p${i}`));
    const grouped: GroupedSets = {
      cellOf: [0, 0, 0, 0, 0, 0],
      blocks: 1,
      groupOf: [0, 0, 0, 0, 0, 0],
      groupSets: [1],
      sharedSets: 1,
      setsOf: (i) => (i < 3 ? [0, 1] : []),
    };
    expect(judgeGroupedSets(answers, grouped, 3)).toEqual({ safe: true });
  });

  it('refuses a tag that the day less it leaves as one person, though its own side is large', () => {
    const answers = ['a', 'b', 'c', 'd'].map((id) => answer(id));
    const grouped: GroupedSets = {
      cellOf: [0, 0, 0, 0],
      blocks: 1,
      groupOf: [-1, -1, -1, -1],
      groupSets: [],
      sharedSets: 1,
      setsOf: (i) => (i < 3 ? [0] : []),
    };
    expect(judgeGroupedSets(answers, grouped, 3)).toEqual({
      safe: false,
      standing: [{ group: -1, sets: [0] }],
    });
  });

  it('refuses the teams’ tags that the company’s tag less them leaves as one person', () => {
    // Two teams of six split three and three by remote; one of three people in no team is remote.
    const answers = Array.from({ length: 15 }, (_, i) => answer(`p${i}`));
    const teamOf = (i: number) => (i < 6 ? 0 : i < 12 ? 1 : -1);
    const remote = (i: number) => (i < 12 ? i % 6 < 3 : i === 12);
    const grouped: GroupedSets = {
      // Start sets: the day (0), and each team's day (1, 2).
      cellOf: answers.map((_, i) => teamOf(i) + 1),
      cells: [[0], [0, 1], [0, 2]],
      blocks: [0, 0, 0],
      groupOf: answers.map((_, i) => teamOf(i)),
      groupSets: [1, 1],
      sharedSets: 1,
      setsOf: (i) => (remote(i) ? (teamOf(i) < 0 ? [0] : [0, 1]) : []),
    };
    expect(judgeGroupedSets(answers, grouped, 3)).toEqual({
      safe: false,
      standing: [{ group: -1, sets: [0] }],
    });
    // Without the teams' own sets, remote less the teams' days is no one's alone.
    const companyOnly = { ...grouped, groupSets: [0, 0], setsOf: (i: number) => (remote(i) ? [0] : []) };
    expect(judgeGroupedSets(answers, companyOnly, 3)).toEqual({ safe: true });
  });

  it('counts answers seen by name as known', () => {
    // A team's day of seven; its set holds d's answer alone, and the reader sees d by name.
    const answers = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => answer(id, id === 'd'));
    const grouped: GroupedSets = {
      cellOf: answers.map(() => 0),
      blocks: 1,
      groupOf: answers.map(() => 0),
      groupSets: [1],
      sharedSets: 0,
      setsOf: (i) => (i === 3 ? [0] : []),
    };
    expect(judgeGroupedSets(answers, grouped, 3)).toEqual({ safe: true });
    const unseen = answers.map((a) => ({ ...a, seen: false }));
    expect(judgeGroupedSets(unseen, grouped, 3)).toEqual({
      safe: false,
      standing: [{ group: 0, sets: [0] }],
    });
  });

  it('lets no weighed sum of the sets it passes describe fewer people than the start sets do', () => {
    const scenario = fc.record({
      answers: fc.array(
        fc.record({
          person: fc.nat(5),
          day: fc.nat(2),
          team: fc.nat(2),
          seen: fc.nat(5).map((n) => n === 0),
        }),
        { minLength: 4, maxLength: 30 },
      ),
      // Sets by a property of the person, as tags mostly are, so that large kinds occur.
      shared: fc.array(fc.func(fc.boolean()), { minLength: 1, maxLength: 2 }),
      own: fc.array(fc.func(fc.boolean()), { minLength: 0, maxLength: 2 }),
      shownTeamDays: fc.func(fc.boolean()),
      threshold: fc.constantFrom(2, 3),
    });
    let passed = 0;
    fc.assert(
      fc.property(scenario, ({ answers, shared, own, shownTeamDays, threshold }) => {
        const seenPerson = new Map(answers.map((a) => [a.person, a.seen]));
        // A person is in one team (2: none) and answers a day once.
        const teamOf = new Map(answers.map((a) => [a.person, a.team]));
        const unique = [...new Map(answers.map((a) => [`${a.person}:${a.day}`, a])).values()];
        const team = (i: number) => teamOf.get(unique[i]!.person)!;
        const listed = unique.map((a) => answer(`p${a.person}`, seenPerson.get(a.person)!));
        // Start sets: the days (0–2), then each team's day the breakdown shows (3 + 2 × day + team).
        const teamDay = (i: number) => {
          const t = team(i);
          const day = unique[i]!.day;
          return t < 2 && shownTeamDays(day, t) ? 3 + 2 * day + t : -1;
        };
        const inShared = (s: number, i: number) => shared[s]!(unique[i]!.person % 3, unique[i]!.day);
        // Each team's own sets hold its answers alone: the shared set's answers of that team.
        const inOwn = (s: number, i: number) =>
          team(i) < 2 && own[s]!(team(i)) && inShared(s % shared.length, i);
        const ownIndex = (s: number, t: number) => own.slice(0, s).filter((f) => f(t)).length;
        const grouped: GroupedSets = {
          cellOf: unique.map((a, i) => (teamDay(i) >= 0 ? teamDay(i) : a.day)),
          cells: [[0], [1], [2], ...[0, 1, 2].flatMap((day) => [0, 1].map((t) => [day, 3 + 2 * day + t]))],
          blocks: [0, 1, 2, 0, 0, 1, 1, 2, 2],
          groupOf: unique.map((_, i) => (team(i) < 2 ? team(i) : -1)),
          groupSets: [0, 1].map((t) => own.filter((f) => f(t)).length),
          sharedSets: shared.length,
          setsOf: (i) => [
            ...shared.flatMap((_, s) => (inShared(s, i) ? [s] : [])),
            ...own.flatMap((_, s) => (inOwn(s, i) ? [shared.length + ownIndex(s, team(i))] : [])),
          ],
        };
        if (!judgeGroupedSets(listed, grouped, threshold).safe) return;
        passed += 1;
        const column = (set: (i: number) => boolean) => unique.map((_, i) => (set(i) ? 1 : 0));
        const startRows = [
          ...[0, 1, 2].map((day) => column((i) => unique[i]!.day === day)),
          ...[0, 1, 2].flatMap((day) => [0, 1].map((t) => column((i) => teamDay(i) === 3 + 2 * day + t))),
        ];
        const rows = [
          ...startRows,
          ...shared.map((_, s) => column((i) => inShared(s, i))),
          ...own.map((_, s) => column((i) => inOwn(s, i))),
        ];
        expect(newlyTold(listed, rows, startRows, threshold)).toEqual([]);
      }),
      { numRuns: 4000 },
    );
    // The property is about the sets it passes: it must pass some.
    expect(passed).toBeGreaterThan(50);
  });
});
