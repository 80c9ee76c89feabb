import { describe, expect, it } from 'vitest';
import { analyseTeam } from './team-analysis.ts';
import type { Indicators } from './team-day.ts';

const flat: Indicators = { energy: 6, mentalPressure: 5, personalConcerns: 4, motivation: 6 };

const trend = (pulses: (number | null)[], indicators: (i: number) => Indicators = () => flat) =>
  pulses.map((pulse, i) => ({
    date: `2026-11-${String(1 + i).padStart(2, '0')}`,
    pulse,
    indicators: pulse === null ? null : indicators(i),
  }));

describe('team analysis', () => {
  it('has no findings under three shown days, and says how many it read', () => {
    expect(analyseTeam(trend([60, null, 62]), [])).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      shownDays: 2,
      meanPulse: 61,
      band: 'good',
      findings: [],
    });
  });

  it('finds the weekly trend, calling under one point a week flat', () => {
    expect(analyseTeam(trend([50, 52, 54, 56]), []).findings[0]).toEqual({
      kind: 'trend',
      direction: 'up',
      pointsPerWeek: 14,
    });
    expect(analyseTeam(trend([60, 60, 61, 60]), []).findings[0]).toMatchObject({ direction: 'flat' });
    expect(analyseTeam(trend([70, null, 60, 50]), []).findings[0]).toMatchObject({ direction: 'down' });
  });

  it('names the largest rise and fall between shown days from 5 points', () => {
    const { findings } = analyseTeam(trend([60, 62, 48, 50, 58]), []);
    expect(findings).toContainEqual({ kind: 'largest-drop', date: '2026-11-03', from: 62, to: 48 });
    expect(findings).toContainEqual({ kind: 'largest-rise', date: '2026-11-05', from: 50, to: 58 });
    const calm = analyseTeam(trend([60, 62, 59, 61]), []).findings;
    expect(calm.some((f) => f.kind === 'largest-rise' || f.kind === 'largest-drop')).toBe(false);
  });

  it('names the indicator that moved most between the halves, and whether for the better', () => {
    const pressure = (i: number) => ({ ...flat, mentalPressure: i < 2 ? 4 : 6 });
    expect(analyseTeam(trend([60, 60, 60, 60], pressure), []).findings).toContainEqual({
      kind: 'indicator-change',
      indicator: 'mentalPressure',
      from: 4,
      to: 6,
      better: false,
    });
    const small = (i: number) => ({ ...flat, energy: i < 2 ? 6 : 6.4 });
    expect(
      analyseTeam(trend([60, 60, 60, 60], small), []).findings.some((f) => f.kind === 'indicator-change'),
    ).toBe(false);
  });

  it('names tags that go with low and high pulse, leaving out withheld ones', () => {
    const tag = (t: string, pulse: number | null, otherPulse: number | null) => ({
      group: 'day_dynamics' as const,
      tag: t,
      answers: pulse === null ? null : 9,
      pulse,
      otherPulse,
      withheld: pulse === null ? ('not-enough-answers' as const) : null,
    });
    const { findings } = analyseTeam(trend([60, 60, 60]), [
      tag('many_meetings', 48, 63),
      tag('individual_focus', 70, 58),
      tag('busy_day', null, null),
      tag('calm_day', 62, 60),
    ]);
    expect(findings).toContainEqual({
      kind: 'tag-low',
      group: 'day_dynamics',
      tag: 'many_meetings',
      difference: -15,
    });
    expect(findings).toContainEqual({
      kind: 'tag-high',
      group: 'day_dynamics',
      tag: 'individual_focus',
      difference: 12,
    });
    expect(findings.filter((f) => f.kind === 'tag-low' || f.kind === 'tag-high')).toHaveLength(2);
  });
});
