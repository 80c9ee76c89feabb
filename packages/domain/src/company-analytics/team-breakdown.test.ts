import { describe, expect, it } from 'vitest';
import { pulseScore } from '../pulse/pulse-score.ts';
import { teamBreakdown, type BreakdownDay, type GroupDayTotals } from './team-breakdown.ts';

const THRESHOLD = 3;

/**
 * The answers of a team (and a department) of a day where everyone answered the same values, so
 * its means are those values.
 */
function team(
  teamId: string | null,
  answered: number,
  values: [number, number, number, number],
  department: string | null = null,
): GroupDayTotals {
  const [energy, mentalPressure, personalConcerns, motivation] = values.map((value) => value * answered);
  return {
    teamId,
    department,
    answered,
    unseen: answered,
    sums: {
      energy: energy!,
      mentalPressure: mentalPressure!,
      personalConcerns: personalConcerns!,
      motivation: motivation!,
    },
  };
}

/** A company day holding the cells and `alone` people in no team or department, all unseen by the viewer. */
function day(date: string, cells: GroupDayTotals[], alone: number): BreakdownDay {
  const inCells = cells.reduce((sum, t) => sum + t.unseen, 0);
  return {
    date,
    company: { threshold: THRESHOLD, companyUnseen: inCells + alone, cells, listed: [], ownViews: [] },
  };
}

const onlyTeams = (teams: { id: string; name: string; members: number }[]) => ({ teams, departments: [] });
const TEAMS = onlyTeams([
  { id: 'a', name: 'Producto', members: 4 },
  { id: 'b', name: 'Ventas', members: 3 },
]);
const GOOD: [number, number, number, number] = [8, 3, 3, 8];
const BAD: [number, number, number, number] = [3, 8, 8, 3];

describe('each team over a period beside the period before', () => {
  it('weighs each shown day by its answers and scores the period’s means', () => {
    const days = [
      day('2026-05-01', [team('a', 4, GOOD), team('b', 3, GOOD)], 3),
      day('2026-05-02', [team('a', 3, BAD), team('b', 3, BAD)], 3),
    ];
    const { teams } = teamBreakdown(TEAMS, days, 1);
    const producto = teams.find((t) => t.teamId === 'a')!;
    expect(producto.current).toMatchObject({ answered: 3, shownDays: 1, participation: 75 });
    // Over the days it is shown: two days, one withheld, still three of four.
    const withheldFirst = teamBreakdown(TEAMS, [{ date: '2026-04-30', company: null }, days[1]!], 2);
    expect(withheldFirst.teams[0]!.current).toMatchObject({ shownDays: 1, participation: 75 });
    expect(producto.current.pulse).toBe(
      pulseScore({ energy: 3, mental_pressure: 8, personal_concerns: 8, motivation: 3 }),
    );
    expect(producto.previous.pulse).toBe(
      pulseScore({ energy: 8, mental_pressure: 3, personal_concerns: 3, motivation: 8 }),
    );
    expect(producto.change).toBe(producto.current.pulse! - producto.previous.pulse!);
  });

  it('adds nothing from a day the company’s figure is withheld on, or a team is withheld on', () => {
    const days: BreakdownDay[] = [
      { date: '2026-05-01', company: null },
      // Two alone: showing both teams would leave them as a difference; the second is withheld.
      day('2026-05-02', [team('a', 4, GOOD), team('b', 3, BAD)], 2),
    ];
    const { teams } = teamBreakdown(TEAMS, days, 2);
    const shown = teams.filter((t) => t.current.pulse !== null);
    expect(shown.map((t) => t.teamId)).toEqual(['b']);
    expect(teams.find((t) => t.teamId === 'a')!.current).toMatchObject({ answered: 0, participation: null });
  });

  it('names the teams that moved most and the risks: critical, falling, answering little', () => {
    const days = [
      day('2026-05-01', [team('a', 4, GOOD), team('b', 3, GOOD)], 3),
      day('2026-05-02', [team('a', 4, BAD), team('b', 1, GOOD)], 3),
    ];
    const breakdown = teamBreakdown(
      onlyTeams([
        { id: 'a', name: 'Producto', members: 4 },
        { id: 'b', name: 'Ventas', members: 3 },
      ]),
      [days[0]!, day('2026-05-02', [team('a', 4, BAD), team('b', 3, GOOD)], 3)],
      1,
    );
    expect(breakdown.movers).toEqual(['a']);
    expect(breakdown.risks).toEqual([
      { teamId: 'a', kind: 'critical' },
      { teamId: 'a', kind: 'falling' },
    ]);
    // Ventas answered once on the second day: withheld, it says nothing, not even a risk.
    const withheld = teamBreakdown(onlyTeams([{ id: 'b', name: 'Ventas', members: 10 }]), days, 1);
    expect(withheld.teams[0]!.current.pulse).toBeNull();
    expect(withheld.risks).toEqual([]);
    const fewAnswers = teamBreakdown(onlyTeams([{ id: 'a', name: 'Producto', members: 20 }]), days, 1);
    expect(fewAnswers.risks).toContainEqual({ teamId: 'a', kind: 'low-participation' });
  });

  it('shows each department from the cells its people answered in, across teams', () => {
    const groups = {
      teams: [
        { id: 'a', name: 'Producto', members: 6 },
        { id: 'b', name: 'Ventas', members: 6 },
      ],
      departments: [
        { name: 'Ingeniería', members: 7 },
        { name: 'Comercial', members: 5 },
      ],
    };
    // Ingeniería is four of Producto and three of Ventas; Comercial, two of Producto and three of Ventas.
    const cells = [
      team('a', 4, GOOD, 'Ingeniería'),
      team('b', 3, BAD, 'Ingeniería'),
      team('a', 2, BAD, 'Comercial'),
      team('b', 3, BAD, 'Comercial'),
    ];
    const breakdown = teamBreakdown(groups, [day('2026-05-01', cells, 3)], 1);
    const mean = (i: number) => (4 * GOOD[i]! + 3 * BAD[i]!) / 7;
    // Producto and Ventas are each shown (alone they split no cell under three); Ingeniería beside
    // them would leave Producto's two in Comercial as a difference, so the departments are withheld.
    expect(breakdown.teams.map((t) => t.current.answered)).toEqual([6, 6]);
    expect(breakdown.departments.map((d) => d.current.pulse)).toEqual([null, null]);
    // With a third in Producto's part of Comercial, every cell holds three: all four are shown.
    const fuller = [...cells.slice(0, 2), team('a', 3, BAD, 'Comercial'), cells[3]!];
    const all = teamBreakdown(groups, [day('2026-05-01', fuller, 3)], 1);
    const ingenieria = all.departments.find((d) => d.name === 'Ingeniería')!;
    expect(ingenieria.current).toMatchObject({ answered: 7, shownDays: 1, participation: 100 });
    expect(ingenieria.current.pulse).toBe(
      pulseScore({
        energy: mean(0),
        mental_pressure: mean(1),
        personal_concerns: mean(2),
        motivation: mean(3),
      }),
    );
    expect(all.departments.find((d) => d.name === 'Comercial')!.current.answered).toBe(6);
    expect(all.teams.map((t) => t.current.answered)).toEqual([7, 6]);
  });
});
