import { describe, expect, it } from 'vitest';
import { ownIndicatorsAroundLeave, teamLeaveSignal, type GroupCheckin } from './leave-wellbeing.ts';

const TODAY = '2026-06-30';

function team(people: number, pressure: (index: number, date: string) => number, dates: string[]) {
  const checkins: GroupCheckin[] = [];
  for (let index = 0; index < people; index += 1) {
    for (const date of dates)
      checkins.push({ userId: `p${index}`, date, mental_pressure: pressure(index, date) });
  }
  return { checkins, people: Array.from({ length: people }, (_, index) => `p${index}`) };
}

describe('a team’s leave and pressure signal', () => {
  const dates = ['2026-05-05', '2026-06-20'];

  it('is withheld below the threshold, whatever it would say', () => {
    const { checkins, people } = team(4, (_, date) => (date > '2026-06-01' ? 9 : 3), dates);
    expect(teamLeaveSignal({ today: TODAY, checkins, people, peopleWithLeave: [], threshold: 5 })).toEqual({
      released: false,
      reason: 'not-enough-answers',
    });
  });

  it('flags pressure up a point or more with under a third of the team on leave in 90 days', () => {
    const { checkins, people } = team(6, (_, date) => (date > '2026-06-01' ? 7 : 5), dates);
    const signal = teamLeaveSignal({ today: TODAY, checkins, people, peopleWithLeave: ['p0'], threshold: 5 });
    expect(signal).toEqual({
      released: true,
      pressure_now: 7,
      pressure_before: 5,
      leave_share_percent: 17,
      pressure_rising_little_leave: true,
    });
    const rested = teamLeaveSignal({
      today: TODAY,
      checkins,
      people,
      peopleWithLeave: ['p0', 'p1'],
      threshold: 5,
    });
    expect(rested).toMatchObject({ leave_share_percent: 33, pressure_rising_little_leave: false });
  });

  it('does not compare with an earlier span that is itself below the threshold', () => {
    const recent = team(5, () => 8, ['2026-06-20']).checkins;
    const earlier = team(2, () => 2, ['2026-05-05']).checkins;
    const signal = teamLeaveSignal({
      today: TODAY,
      checkins: [...recent, ...earlier],
      people: ['p0', 'p1', 'p2', 'p3', 'p4'],
      peopleWithLeave: [],
      threshold: 5,
    });
    expect(signal).toMatchObject({
      released: true,
      pressure_before: null,
      pressure_rising_little_leave: false,
    });
  });
});

describe('one’s own indicators around a leave', () => {
  it('averages the 14 days before and after, and says when there were none', () => {
    const values = { energy: 4, mental_pressure: 8, personal_concerns: 6, motivation: 4 };
    const rested = { energy: 8, mental_pressure: 3, personal_concerns: 2, motivation: 8 };
    const result = ownIndicatorsAroundLeave(
      [{ id: 'l1', start_date: '2026-06-10', end_date: '2026-06-14' }],
      [
        { date: '2026-05-27', ...values },
        { date: '2026-05-25', ...rested },
        { date: '2026-06-09', ...values },
        { date: '2026-06-12', ...rested },
      ],
    );
    expect(result.leaves[0]?.before).toEqual({
      days: 2,
      indicators: { energy: 4, mentalPressure: 8, personalConcerns: 6, motivation: 4 },
    });
    expect(result.leaves[0]?.after).toEqual({ days: 0, indicators: null });
  });
});
