import { describe, expect, it } from 'vitest';
import { nextOccurrence, surveyLaunchSchema } from './survey-launch.ts';
import { surveyReminderDays } from './survey-reminders.ts';

describe('launching a survey', () => {
  const launch = {
    audience: { kind: 'everyone' },
    opensOn: '2026-03-02',
    closesOn: '2026-03-13',
    recurrence: 'none',
  };

  it('takes whole days, closing on or after opening and within 90 days', () => {
    expect(surveyLaunchSchema.safeParse(launch).success).toBe(true);
    expect(surveyLaunchSchema.safeParse({ ...launch, closesOn: '2026-03-01' }).success).toBe(false);
    expect(surveyLaunchSchema.safeParse({ ...launch, closesOn: '2026-07-01' }).success).toBe(false);
    expect(
      surveyLaunchSchema.safeParse({ ...launch, audience: { kind: 'teams', teamIds: [] } }).success,
    ).toBe(false);
  });

  it('repeats a month or a quarter later, keeping to the month’s last day', () => {
    expect(nextOccurrence({ opensOn: '2026-01-31', closesOn: '2026-02-10' }, 'monthly')).toEqual({
      opensOn: '2026-02-28',
      closesOn: '2026-03-10',
    });
    expect(nextOccurrence({ opensOn: '2026-01-05', closesOn: '2026-01-16' }, 'quarterly')).toEqual({
      opensOn: '2026-04-05',
      closesOn: '2026-04-16',
    });
    expect(nextOccurrence({ opensOn: '2026-01-05', closesOn: '2026-01-16' }, 'none')).toBeNull();
  });
});

describe('reminders', () => {
  it('go at half-time and the day before closing', () => {
    // Monday 2 March to Friday 13 March 2026.
    expect(surveyReminderDays('2026-03-02', '2026-03-13')).toEqual(['2026-03-06', '2026-03-12']);
  });

  it('move off weekends to the working day before', () => {
    // Opens Wednesday 4 March, closes Monday 16 March: half-time is Tuesday 10, the day before a Sunday.
    expect(surveyReminderDays('2026-03-04', '2026-03-16')).toEqual(['2026-03-10', '2026-03-13']);
  });

  it('never on the opening day nor twice on one day', () => {
    expect(surveyReminderDays('2026-03-02', '2026-03-03')).toEqual([]);
    expect(surveyReminderDays('2026-03-02', '2026-03-04')).toEqual(['2026-03-03']);
  });
});
