import { describe, expect, it } from 'vitest';
import { summarisePeriod } from '../company-analytics/period-summary.ts';
import { buildReportTable, buildTeamReportTable } from './report-table.ts';
import { rowNote } from './report-texts.ts';

const day = (date: string, answered: number, pulse: number | null) => ({
  date,
  answered: pulse === null ? 0 : answered,
  pulse,
  indicators: pulse === null ? null : { energy: 6, mentalPressure: 4, personalConcerns: 4, motivation: 6 },
});

describe('buildReportTable', () => {
  const days = [
    day('2026-11-15', 4, 60), // a Sunday
    day('2026-11-16', 5, 60),
    day('2026-11-17', 2, null),
    day('2026-11-18', 6, 60),
  ];

  it('groups by ISO week and sums only released days', () => {
    const table = buildReportTable(days, 10, ['answered', 'participation'], 'week', () => 3);
    expect(table.rows.map((row) => [row.from, row.to, ...row.values, row.withheldDays])).toEqual([
      ['2026-11-15', '2026-11-15', 4, 40, 0],
      ['2026-11-16', '2026-11-18', 11, 37, 1],
    ]);
    expect(table.total.values).toEqual([15, 38]);
  });

  it('withholds a day with every figure null, and says why', () => {
    const table = buildReportTable(days, 10, ['pulse', 'answered'], 'day', (date) =>
      date < '2026-11-17' ? 3 : 5,
    );
    expect(table.rows[2]!.values).toEqual([null, null]);
    expect(rowNote(table.rows[2]!, 'es')).toMatch(/^Reservado: hacen falta al menos 5 respuestas/);
    expect(rowNote(table.rows[1]!, 'en')).toBe('');
    const week = buildReportTable(days, 10, ['pulse'], 'week', () => 3).rows[1]!;
    expect(rowNote(week, 'en')).toBe('1 of 3 days withheld for privacy; they do not count in the figures.');
  });

  it('groups by month', () => {
    const table = buildReportTable(days, 10, ['answered'], 'month', () => 3);
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]!.values).toEqual([15]);
  });
});

describe('buildTeamReportTable', () => {
  it('names each row by its team and people, the company last, and says how many days a team was withheld', () => {
    const days = [day('2026-11-16', 5, 60), day('2026-11-17', 2, null), day('2026-11-18', 6, 70)];
    const team = (name: string, shown: typeof days) => ({
      teamId: name,
      name,
      members: 4,
      current: summarisePeriod(shown, 4),
      previous: summarisePeriod([], 4),
      change: null,
    });
    const breakdown = {
      teams: [team('Diseño', [days[0]!, days[1]!, day('2026-11-18', 0, null)]), team('Ventas', days)],
      departments: [{ ...team('Comercial', days), members: 7 }],
      company: { current: summarisePeriod(days, 10) },
      threshold: 3,
      period: 3,
    };
    const table = buildTeamReportTable(breakdown, ['answered', 'pulse']);
    expect(table.labelledBy).toBe('team');
    expect(table.rows.map((row) => [...row.label!, ...row.values, row.withheldDays])).toEqual([
      ['Diseño', '4', 5, summarisePeriod([days[0]!], 4).pulse, 2],
      ['Ventas', '4', 11, summarisePeriod(days, 4).pulse, 1],
    ]);
    expect(rowNote(table.rows[0]!, 'en')).toBe(
      '2 of 3 days withheld for privacy; they do not count in the figures.',
    );
    expect(table.total.label).toBeUndefined();
    expect(table.total.values).toEqual([11, summarisePeriod(days, 10).pulse]);
  });

  it('names each row by its department and people when asked for departments', () => {
    const days = [day('2026-11-16', 5, 60), day('2026-11-17', 4, 55)];
    const group = (name: string, members: number) => ({
      name,
      members,
      current: summarisePeriod(days, members),
      previous: summarisePeriod([], members),
      change: null,
    });
    const table = buildTeamReportTable(
      {
        teams: [{ ...group('Ventas', 4), teamId: 'ventas' }],
        departments: [group('Comercial', 7), group('Operaciones', 5)],
        company: { current: summarisePeriod(days, 10) },
        threshold: 3,
        period: 2,
      },
      ['answered'],
      'departments',
    );
    expect(table.labelledBy).toBe('department');
    expect(table.rows.map((row) => [...row.label!, ...row.values])).toEqual([
      ['Comercial', '7', 9],
      ['Operaciones', '5', 9],
    ]);
  });
});
