import { describe, expect, it } from 'vitest';
import { personCriticalAlert, teamDropAlert } from './team-alerts.ts';
import { checkin, GREAT, POOR } from './test-checkins.ts';

const days = (pulses: (number | null)[]) =>
  pulses.map((pulse, i) => ({ date: `2026-11-${String(10 + i).padStart(2, '0')}`, pulse }));

describe('team drop alert', () => {
  it('is raised 15 points under the mean of the week before, not at 14', () => {
    expect(teamDropAlert(days([70, 70, 70, 70, 55]))).toEqual({
      kind: 'team-drop',
      date: '2026-11-14',
      pulse: 55,
      baselineMean: 70,
    });
    expect(teamDropAlert(days([70, 70, 70, 70, 56]))).toBeNull();
  });

  it('needs three shown days in the seven before to compare against', () => {
    expect(teamDropAlert(days([70, 70, 40]))).toBeNull();
    expect(teamDropAlert(days([70, null, 70, 70, null, 50]))).toMatchObject({ pulse: 50, baselineMean: 70 });
  });

  it('compares with the seven calendar days before, not older ones', () => {
    // The 90s are eight days or more before the last day; the week before it averaged 60.
    expect(teamDropAlert(days([90, 90, 90, 60, 60, 60, 60, 60, 60, 60, 50]))).toBeNull();
  });

  it('reads the latest shown day when today is withheld', () => {
    expect(teamDropAlert(days([70, 70, 70, 50, null]))).toMatchObject({ date: '2026-11-13' });
  });
});

describe('person critical alert', () => {
  const elena = { userId: 'p', fullName: 'Elena' };
  const critical = (date: string) => checkin('p', POOR, { date });

  it('is raised after three critical days running', () => {
    expect(
      personCriticalAlert(
        elena,
        [critical('2026-11-20'), critical('2026-11-21'), critical('2026-11-22')],
        '2026-11-23',
      ),
    ).toEqual({
      kind: 'person-critical',
      userId: 'p',
      fullName: 'Elena',
      from: '2026-11-20',
      to: '2026-11-22',
    });
  });

  it('is not raised after two, with a gap, or with a better day between', () => {
    expect(
      personCriticalAlert(elena, [critical('2026-11-21'), critical('2026-11-22')], '2026-11-22'),
    ).toBeNull();
    expect(
      personCriticalAlert(
        elena,
        [critical('2026-11-18'), critical('2026-11-21'), critical('2026-11-22')],
        '2026-11-22',
      ),
    ).toBeNull();
    expect(
      personCriticalAlert(
        elena,
        [critical('2026-11-20'), checkin('p', GREAT, { date: '2026-11-21' }), critical('2026-11-22')],
        '2026-11-22',
      ),
    ).toBeNull();
  });

  it('lasts over a weekend but not longer', () => {
    const run = [critical('2026-11-18'), critical('2026-11-19'), critical('2026-11-20')];
    expect(personCriticalAlert(elena, run, '2026-11-23')).not.toBeNull();
    expect(personCriticalAlert(elena, run, '2026-11-24')).toBeNull();
  });
});
