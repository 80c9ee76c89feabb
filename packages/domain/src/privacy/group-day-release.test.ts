import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canShowCounted } from './group-safety.ts';
import { releasedGroupsOfDay, type CompanyDayForGroups, type ListedAnswer } from './group-day-release.ts';

/** One person's answer of one day, as the attacker's model of the company sees it. */
interface Answer {
  person: number;
  team: string | null;
  department: string | null;
  /** The viewer leads this person (so the viewer's own team figure holds the answer). */
  led: boolean;
  /** The viewer sees it by name: a led person shared with them, or it is the viewer's own. */
  seen: boolean;
  /** The company's figure took it; the day's latest answers may be held back. */
  released: boolean;
}

const TEAMS = ['a', 'b', 'c'];
const DEPARTMENTS = ['x', 'y'];

/** Whether the viewer's own team figure of the day is shown, as the leader panel's group rule has it. */
function ownTeamShown(answers: readonly Answer[], threshold: number): boolean {
  const led = answers.filter((answer) => answer.led);
  const unseen = led.filter((answer) => !answer.seen).length;
  return led.length > 0 && canShowCounted({ people: led.length, unseen }, threshold);
}

/**
 * The day as the release is told it: counts by team and department, and the answers of the people
 * the viewer leads.
 */
function dayFor(answers: readonly Answer[], threshold: number): CompanyDayForGroups {
  const released = answers.filter((answer) => answer.released);
  const cells = [...TEAMS, null].flatMap((teamId) =>
    [...DEPARTMENTS, null].map((department) => {
      const inCell = released.filter((answer) => answer.team === teamId && answer.department === department);
      return {
        teamId,
        department,
        answered: inCell.length,
        unseen: inCell.filter((answer) => !answer.seen).length,
      };
    }),
  );
  const listed: ListedAnswer[] = answers
    .filter((answer) => answer.led || answer.seen)
    .map((answer) => ({
      userId: String(answer.person),
      seen: answer.seen,
      teamId: answer.team,
      department: answer.department,
      released: answer.released,
    }));
  return {
    threshold,
    companyUnseen: released.filter((answer) => !answer.seen).length,
    cells: cells.filter((cell) => cell.answered > 0),
    listed,
    ownViews: ownTeamShown(answers, threshold)
      ? [answers.filter((answer) => answer.led).map((answer) => String(answer.person))]
      : [],
  };
}

/** A shown figure: the (person, day) answers it sums. */
type Figure = Set<string>;
const atom = (person: number, day: number) => `${person}@${day}`;

/**
 * Every combination of the shown figures with coefficients -1, 0 or 1: the answers that come out
 * with the same non-zero coefficient must hold no unseen person or at least the threshold of them.
 */
function leaks(figures: readonly Figure[], unseen: ReadonlySet<string>, threshold: number): boolean {
  const coefficients = new Array<number>(figures.length).fill(-1);
  for (let combination = 0; combination < 3 ** figures.length; combination += 1) {
    let rest = combination;
    for (let i = 0; i < figures.length; i += 1) {
      coefficients[i] = (rest % 3) - 1;
      rest = Math.floor(rest / 3);
    }
    const weight = new Map<string, number>();
    figures.forEach((figure, i) => {
      for (const answer of figure) weight.set(answer, (weight.get(answer) ?? 0) + coefficients[i]!);
    });
    const peopleByWeight = new Map<number, Set<string>>();
    for (const [answer, value] of weight) {
      if (value === 0 || !unseen.has(answer)) continue;
      const people = peopleByWeight.get(value) ?? new Set<string>();
      people.add(answer.split('@')[0]!);
      peopleByWeight.set(value, people);
    }
    for (const people of peopleByWeight.values()) if (people.size < threshold) return true;
  }
  return false;
}

describe('teams and departments shown beside the company, day by day', () => {
  it('withholds the team that would leave the rest of the company under the threshold', () => {
    const person = (id: number, team: string | null): Answer => ({
      person: id,
      team,
      department: null,
      led: false,
      seen: false,
      released: true,
    });
    const answers = [
      ...[0, 1, 2, 3, 4].map((id) => person(id, 'a')),
      ...[10, 11, 12, 13, 14, 15].map((id) => person(id, 'b')),
      person(20, null),
      person(21, null),
    ];
    // a (5) and b (6) beside the company would leave the two without a team as a difference.
    expect(releasedGroupsOfDay(dayFor(answers, 3)).teams).toEqual(new Set(['a']));
    expect(releasedGroupsOfDay(dayFor([...answers, person(22, null)], 3)).teams).toEqual(new Set(['a', 'b']));
  });

  it('never counts an answer the company holds back towards a team', () => {
    const answers: Answer[] = Array.from({ length: 11 }, (_, i) => ({
      person: i,
      team: i < 5 ? 'a' : i < 8 ? 'b' : 'c',
      department: null,
      led: false,
      seen: false,
      released: i !== 7,
    }));
    // b has three answers, but the company took two: b is withheld, and so is a, whose difference
    // from the company would be b's two.
    expect(releasedGroupsOfDay(dayFor(answers, 3)).teams).toEqual(new Set(['c']));
  });

  it('withholds a department that differs from a team by fewer than the threshold, and never a team for it', () => {
    const person = (id: number, team: string | null, department: string | null): Answer => ({
      person: id,
      team,
      department,
      led: false,
      seen: false,
      released: true,
    });
    const others = [10, 11, 12, 13, 14].map((id) => person(id, 'b', 'y'));
    // Team a is five people, four of them department x: x beside a would single out the fifth.
    const answers = [...[0, 1, 2, 3].map((id) => person(id, 'a', 'x')), person(4, 'a', null), ...others];
    expect(releasedGroupsOfDay(dayFor(answers, 3))).toEqual({
      teams: new Set(['a', 'b']),
      departments: new Set(['y']),
    });
    // Two more of x outside the team: x then differs from a by whole cells of two and one, still withheld.
    const more = [...answers, person(5, null, 'x'), person(6, null, 'x')];
    expect(releasedGroupsOfDay(dayFor(more, 3)).departments.has('x')).toBe(false);
    // With three of a outside x, a less x is three people, and x outside a is three: x is shown.
    const safe = [
      ...answers,
      person(7, 'a', null),
      person(8, 'a', null),
      ...[5, 6, 9].map((id) => person(id, null, 'x')),
    ];
    expect(releasedGroupsOfDay(dayFor(safe, 3))).toEqual({
      teams: new Set(['a', 'b']),
      departments: new Set(['x', 'y']),
    });
  });

  it('lets no sum or difference of company days, team and department periods and the viewer’s own team single out fewer than the threshold', () => {
    const answer = fc.record({
      team: fc.option(fc.constantFrom(...TEAMS), { nil: null, freq: 4 }),
      department: fc.option(fc.constantFrom(...DEPARTMENTS), { nil: null, freq: 4 }),
      led: fc.nat(9).map((n) => n < 3),
      shares: fc.boolean(),
      days: fc.array(fc.record({ answers: fc.boolean(), released: fc.nat(9) }), {
        minLength: 2,
        maxLength: 2,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(answer, { maxLength: 18 }),
        fc.integer({ min: 3, max: 4 }),
        (people, threshold) => {
          const figures: Figure[] = [];
          const unseen = new Set<string>();
          const groupPeriods = new Map<string, Figure>();
          for (const day of [0, 1]) {
            const answers: Answer[] = people.flatMap((person, i) =>
              person.days[day]!.answers
                ? [
                    {
                      person: i,
                      team: person.team,
                      department: person.department,
                      led: i > 0 && person.led,
                      // The first person is the viewer, whose own answer they know.
                      seen: i === 0 || (person.led && person.shares),
                      released: person.days[day]!.released > 0,
                    },
                  ]
                : [],
            );
            for (const a of answers) if (!a.seen) unseen.add(atom(a.person, day));
            const released = answers.filter((a) => a.released);
            const companyUnseen = released.filter((a) => !a.seen).length;
            if (ownTeamShown(answers, threshold)) {
              figures.push(new Set(answers.filter((a) => a.led).map((a) => atom(a.person, day))));
            }
            // The company's day is shown only as the group rule allows; a withheld day shows no team.
            if (!canShowCounted({ people: released.length, unseen: companyUnseen }, threshold)) continue;
            figures.push(new Set(released.map((a) => atom(a.person, day))));
            const groups = releasedGroupsOfDay(dayFor(answers, threshold));
            const addToPeriod = (key: string, inGroup: (a: Answer) => boolean) => {
              const period = groupPeriods.get(key) ?? new Set<string>();
              for (const a of released) if (inGroup(a)) period.add(atom(a.person, day));
              groupPeriods.set(key, period);
            };
            for (const teamId of groups.teams) addToPeriod(`team ${teamId}`, (a) => a.team === teamId);
            for (const name of groups.departments) {
              addToPeriod(`department ${name}`, (a) => a.department === name);
            }
          }
          const company = figures.filter((figure) => figure.size > 0);
          const shown = [...company, ...groupPeriods.values()];
          // Figures that could single someone out only with the viewer's own team, on their own, are
          // the leader panel's to judge; here they stand beside it as given.
          const withoutOwnTeamLeak = !leaks(company, unseen, threshold);
          return !withoutOwnTeamLeak || !leaks(shown, unseen, threshold);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
