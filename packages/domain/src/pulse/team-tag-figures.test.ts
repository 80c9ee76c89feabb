import { describe, expect, it } from 'vitest';
import { tagFiguresByTeam } from './team-tag-figures.ts';
import type { MemberCheckin } from './team-day.ts';
import { checkin, GREAT, MIDDLING, POOR } from './test-checkins.ts';
import { groupsUnder, rank } from '../privacy/test-sums.ts';

const TODAY = '2026-11-25';
const WEEK = ['2026-11-16', '2026-11-17', '2026-11-18'];
const ZONE = 'Europe/Madrid';

interface Person {
  id: string;
  team: string | null;
  remote: boolean;
}

/** A person's answers on each day of the week, remote or in the office as they always are. */
function answersOf(people: readonly Person[]): MemberCheckin[] {
  return WEEK.flatMap((date) =>
    people.map((p) =>
      checkin(p.id, p.remote ? GREAT : p.team ? POOR : MIDDLING, {
        date,
        work_modality: p.remote ? 'remote' : 'office',
      }),
    ),
  );
}

function release(people: readonly Person[]) {
  const teamOf = new Map(people.map((p) => [p.id, p.team]));
  return tagFiguresByTeam({
    today: TODAY,
    timeZone: ZONE,
    threshold: 3,
    thresholdOn: () => 3,
    checkins: answersOf(people),
    // Every team's day is shown, as the breakdown shows a team of six.
    groupsOf: (c) => (teamOf.get(c.userId) ? [`team:${teamOf.get(c.userId)}`] : []),
    teamOf: (c) => teamOf.get(c.userId) ?? null,
  });
}

const team = (name: string, size: number, remote: number): Person[] =>
  Array.from({ length: size }, (_, i) => ({ id: `${name}${i}`, team: name, remote: i < remote }));

const cell = (result: ReturnType<typeof release>, teamId: string, tag: string) =>
  result.teams.find((t) => t.teamId === teamId)?.tags.find((f) => f.tag === tag);

describe('pulse by tag for each team', () => {
  it('shows each team’s tag where both sides of it are large in the team, as sums of its answers', () => {
    const people = [...team('A', 6, 3), ...team('B', 8, 4), ...team('C', 3, 2)];
    const result = release([...people, ...['x', 'y', 'z'].map((id) => ({ id, team: null, remote: false }))]);
    expect(result.tags.find((f) => f.tag === 'remote')?.withheld).toBeNull();
    // Three days of three remote answers in A, all of pulse 100.
    expect(cell(result, 'A', 'remote')).toEqual({
      group: 'work_modality',
      tag: 'remote',
      answers: 9,
      pulse: 100,
      withheld: null,
    });
    // Team C's remote two and office one are no large kinds: its cells say why they are not shown.
    expect(cell(result, 'C', 'remote')).toMatchObject({ answers: null, withheld: 'not-enough-answers' });
    expect(cell(result, 'C', 'office')).toMatchObject({ answers: null, withheld: 'not-enough-answers' });
    // The company's remote less A's and B's would be C's two remote people: B, with most answers,
    // gives way.
    expect(cell(result, 'B', 'remote')).toMatchObject({ answers: null, withheld: 'not-enough-answers' });
  });

  it('withholds a team’s tag where the company’s tag less the teams’ would leave one person', () => {
    // Everyone in teams A and B splits three and three; one of three people in no team is remote.
    const people = [
      ...team('A', 6, 3),
      ...team('B', 6, 3),
      { id: 'x', team: null, remote: true },
      ...['y', 'z'].map((id) => ({ id, team: null, remote: false })),
    ];
    const result = release(people);
    const shownCompany = result.tags.filter((f) => f.withheld === null).map((f) => f.tag);
    const shownCells = result.teams.flatMap((t) =>
      t.tags.filter((f) => f.withheld === null).map((f) => ({ team: t.teamId, tag: f.tag })),
    );
    // Whatever is shown, no sum of it, the days and the teams' days describes x alone.
    const answers = answersOf(people);
    const teamOf = new Map(people.map((p) => [p.id, p.team]));
    const modality = (c: MemberCheckin) => c.work_modality!;
    const rows = [
      ...WEEK.map((date) => answers.map((c) => (c.date === date ? 1 : 0))),
      ...WEEK.flatMap((date) =>
        ['A', 'B'].map((t) => answers.map((c) => (c.date === date && teamOf.get(c.userId) === t ? 1 : 0))),
      ),
      ...shownCompany.map((tag) => answers.map((c) => (modality(c) === tag ? 1 : 0))),
      ...shownCells.map(({ team: t, tag }) =>
        answers.map((c) => (modality(c) === tag && teamOf.get(c.userId) === t ? 1 : 0)),
      ),
    ];
    const all = answers.map((_, i) => i);
    const people_ = [...new Set(answers.map((c) => c.userId))];
    for (const group of groupsUnder(people_, 3)) {
      const others = all.filter((i) => !group.includes(answers[i]!.userId));
      expect(rank(rows, others), `a sum describes ${group.join(' and ')} alone`).toBe(rank(rows, all));
    }
    // The company's remote is shown, and one team's remote gives way; the other's is shown.
    expect(shownCompany).toContain('remote');
    expect(shownCells.filter((c) => c.tag === 'remote')).toHaveLength(1);
  });
});
