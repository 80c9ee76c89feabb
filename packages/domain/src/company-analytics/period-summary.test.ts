import { describe, expect, it } from 'vitest';
import { pulseScore } from '../pulse/pulse-score.ts';
import { companyAlerts, PARTICIPATION_DROP_POINTS } from './company-alerts.ts';
import { summarisePeriod, type ReleasedCompanyDay } from './period-summary.ts';

const day = (date: string, answered: number, values: [number, number, number, number] | null) =>
  ({
    date,
    answered: values ? answered : 0,
    pulse: values
      ? pulseScore({
          energy: values[0],
          mental_pressure: values[1],
          personal_concerns: values[2],
          motivation: values[3],
        })
      : null,
    indicators: values
      ? { energy: values[0], mentalPressure: values[1], personalConcerns: values[2], motivation: values[3] }
      : null,
  }) satisfies ReleasedCompanyDay;

describe('a period summary', () => {
  it('weighs each shown day by its answers and leaves withheld days out', () => {
    const summary = summarisePeriod(
      [day('2026-03-01', 3, [8, 2, 2, 8]), day('2026-03-02', 1, null), day('2026-03-03', 9, [4, 6, 6, 4])],
      10,
    );
    expect(summary.answered).toBe(12);
    expect(summary.shownDays).toBe(2);
    expect(summary.indicators?.energy).toBe(5);
    expect(summary.pulse).toBe(
      pulseScore({ energy: 5, mental_pressure: 5, personal_concerns: 5, motivation: 5 }),
    );
    expect(summary.participation).toBe(40);
    expect(summary.bandDays).toEqual({ excellent: 1, good: 0, critical: 1 });
  });

  it('says nothing rather than zero when no day is shown', () => {
    const summary = summarisePeriod([day('2026-03-01', 2, null)], 10);
    expect(summary).toMatchObject({
      answered: 0,
      pulse: null,
      band: null,
      indicators: null,
      participation: null,
    });
  });
});

describe('company alerts', () => {
  const steady = (from: number, count: number, answered: number) =>
    Array.from({ length: count }, (_, i) =>
      day(`2026-03-${String(from + i).padStart(2, '0')}`, answered, [7, 4, 4, 7]),
    );

  it('raises a participation drop when the last week falls enough below the one before', () => {
    expect(PARTICIPATION_DROP_POINTS).toBe(15);
    const alerts = companyAlerts([...steady(1, 7, 8), ...steady(8, 7, 6)], 10);
    expect(alerts).toEqual([{ kind: 'participation-drop', recent: 60, previous: 80 }]);
    expect(companyAlerts([...steady(1, 7, 8), ...steady(8, 7, 7)], 10)).toEqual([]);
  });

  it('raises a pulse drop by the team rule and nothing on a steady company', () => {
    expect(companyAlerts(steady(1, 14, 8), 10)).toEqual([]);
    const alerts = companyAlerts([...steady(1, 13, 8), day('2026-03-14', 8, [2, 9, 9, 2])], 10);
    expect(alerts[0]).toMatchObject({ kind: 'pulse-drop', date: '2026-03-14' });
  });
});
