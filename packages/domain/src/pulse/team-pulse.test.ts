import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates.ts';
import { buildTeamPulse, buildTeamToday, teamReadWindow, type TeamMemberInput } from './team-pulse.ts';
import { checkin as answer, GREAT, MIDDLING, POOR, type Values } from './test-checkins.ts';
import type { MemberCheckin } from './team-day.ts';

const TODAY = '2026-11-25';
const member = (userId: string, sharing = false): TeamMemberInput => ({
  userId,
  fullName: `Person ${userId}`,
  jobTitle: null,
  sharing,
});

const TEAM = [member('a'), member('b'), member('c'), member('d'), member('s', true)];

/** 's' shared with the leader from the start of every day here. */
const checkin = (userId: string, values: Values, extra: Partial<MemberCheckin> = {}) =>
  answer(userId, values, { seen: userId === 's', ...extra });

const build = (checkins: MemberCheckin[], days = 30, members = TEAM) =>
  buildTeamPulse({
    today: TODAY,
    days,
    threshold: 3,
    dayThresholds: new Map(),
    timeZone: 'Europe/Madrid',
    members,
    teamSize: members.length,
    checkins,
  });

describe('the leader panel figures', () => {
  it('reads back far enough for the trend, the alert baseline and the tag weeks', () => {
    expect(teamReadWindow(TODAY, 30)).toEqual({ from: '2026-10-26', to: TODAY });
    expect(teamReadWindow(TODAY, 7).from).toBe('2026-10-26');
    expect(teamReadWindow(TODAY, 90).from).toBe(addDays(TODAY, -89));
  });

  it('shows a trend of the days asked for, ending today', () => {
    const team = build([], 7);
    expect(team.trend.map((d) => d.date)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(team.trend.every((d) => d.withheld === 'not-enough-answers' && d.pulse === null)).toBe(true);
  });

  it('gives figures only for members who share, and names everyone', () => {
    const team = build([checkin('a', GREAT, { date: TODAY }), checkin('s', POOR, { date: TODAY })]);
    expect(team.members).toEqual([
      { userId: 'a', fullName: 'Person a', jobTitle: null, sharing: false },
      { userId: 'b', fullName: 'Person b', jobTitle: null, sharing: false },
      { userId: 'c', fullName: 'Person c', jobTitle: null, sharing: false },
      { userId: 'd', fullName: 'Person d', jobTitle: null, sharing: false },
      {
        userId: 's',
        fullName: 'Person s',
        jobTitle: null,
        sharing: true,
        today: { date: TODAY, pulse: 0, band: 'critical' },
        latest: { date: TODAY, pulse: 0, band: 'critical' },
      },
    ]);
  });

  it("withholds today's figure while the sharing member's answer would let two others be worked out", () => {
    const answers = ['a', 'b', 's'].map((id) => checkin(id, MIDDLING, { date: TODAY }));
    expect(build(answers).today).toMatchObject({ answered: 0, teamSize: 5, pulse: null });
    const more = [...answers, checkin('c', GREAT, { date: TODAY })];
    expect(build(more).today).toMatchObject({ answered: 4, counted: 4, pulse: 67, withheld: null });
  });

  it('releases each day by the threshold in force at its start', () => {
    const yesterday = addDays(TODAY, -1);
    const answers = ['a', 'b', 'c', 'd'].flatMap((id) =>
      [yesterday, TODAY].map((date) => checkin(id, MIDDLING, { date })),
    );
    const team = buildTeamPulse({
      today: TODAY,
      days: 7,
      threshold: 5,
      dayThresholds: new Map([[yesterday, 3]]),
      timeZone: 'Europe/Madrid',
      members: TEAM,
      teamSize: 5,
      checkins: answers,
    });
    expect(team.trend.at(-2)).toMatchObject({ date: yesterday, counted: 3 });
    expect(team.today).toMatchObject({ counted: 0, withheld: 'not-enough-answers' });
  });

  it('makes the trend agree with today', () => {
    const answers = ['a', 'b', 'c'].map((id) => checkin(id, MIDDLING, { date: TODAY }));
    const team = build(answers);
    expect(team.trend.at(-1)).toEqual({
      date: team.today.date,
      answered: team.today.answered,
      counted: team.today.counted,
      pulse: team.today.pulse,
      band: team.today.band,
      indicators: team.today.indicators,
      withheld: team.today.withheld,
    });
  });

  it('raises critical alerts only for people who share', () => {
    const run = ['2026-11-23', '2026-11-24', TODAY].flatMap((date) => [
      checkin('a', POOR, { date }),
      checkin('s', POOR, { date }),
    ]);
    expect(build(run).alerts).toEqual([
      { kind: 'person-critical', userId: 's', fullName: 'Person s', from: '2026-11-23', to: TODAY },
    ]);
  });

  it('gives the same pulse by tag whatever trend length is asked for', () => {
    const week = ['a', 'b', 'c', 'd'].flatMap((id, i) =>
      ['2026-11-16', '2026-11-17'].map((date) =>
        checkin(id, i < 2 ? GREAT : POOR, { date, work_modality: i % 2 === 0 ? 'remote' : 'office' }),
      ),
    );
    expect(build(week, 7).byTag).toEqual(build(week, 30).byTag);
    expect(build(week, 7).byTag.from).toBe('2026-10-26');
  });

  it('counts the team the day began with, whoever reports to the leader now', () => {
    const answers = ['a', 'b', 'x'].map((id) => checkin(id, MIDDLING, { date: TODAY }));
    expect(buildTeamToday({ today: TODAY, threshold: 3, teamSize: 3, checkins: answers })).toMatchObject({
      answered: 3,
      teamSize: 3,
      pulse: 56,
    });
  });

  it('shows a sharing member by name only on days they shared from the start', () => {
    const before = checkin('s', POOR, { date: '2026-11-24', seen: false });
    const team = build([before]);
    expect(team.members.at(-1)).toMatchObject({ sharing: true, today: null, latest: null });
  });
});
