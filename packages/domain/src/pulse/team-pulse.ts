import { thresholdOn, type DayThresholds } from '../privacy/day-thresholds.ts';
import { addDays, datesFrom } from './calendar-dates.ts';
import { pulseBand, type PulseBand } from './pulse-band.ts';
import { pulseScore } from './pulse-score.ts';
import { tagFigures, tagWindow, type TagFigure } from './tag-figures.ts';
import {
  personCriticalAlert,
  teamDropAlert,
  TEAM_DROP_BASELINE_DAYS,
  type PulseAlert,
} from './team-alerts.ts';
import {
  bandDistribution,
  teamDay,
  type BandDistribution,
  type MemberCheckin,
  type TeamDayFigures,
} from './team-day.ts';

export interface TeamMemberInput {
  userId: string;
  fullName: string;
  jobTitle: string | null;
  /** Whether they share with this leader now; their figures show only for days they shared from the start. */
  sharing: boolean;
}

export interface TeamToday extends TeamDayFigures {
  teamSize: number;
  distribution: BandDistribution;
}

interface DayPulse {
  date: string;
  pulse: number;
  band: PulseBand;
}

/** Names for everyone; figures only for people who share their check-ins with their leader. */
export type TeamMember =
  | { userId: string; fullName: string; jobTitle: string | null; sharing: false }
  | {
      userId: string;
      fullName: string;
      jobTitle: string | null;
      sharing: true;
      today: DayPulse | null;
      latest: DayPulse | null;
    };

export interface TeamPulse {
  today: TeamToday;
  threshold: number;
  trend: TeamDayFigures[];
  byTag: { from: string; to: string; tags: TagFigure[] };
  alerts: PulseAlert[];
  members: TeamMember[];
}

export interface TeamPulseInput {
  today: string;
  /** How many days the trend shows, today included. */
  days: number;
  /** The company's threshold now: what tags are judged by, and what the panel says. */
  threshold: number;
  /** Each day's own threshold, in force at its start: what its answers are released by. */
  dayThresholds: DayThresholds;
  /** The company's time zone: what "today" and the end of a week are judged by. */
  timeZone: string;
  /** Who reports to the leader now: the names on the panel. */
  members: readonly TeamMemberInput[];
  /** How many reported to the leader at the start of today. */
  teamSize: number;
  /**
   * Answers of the people who reported to the leader at the start of each answer's day, whoever
   * they report to now: the team of a day is the one it began with.
   */
  checkins: readonly MemberCheckin[];
}

/** The check-in dates the panel needs: the trend, the alert baseline and the tag weeks. */
export function teamReadWindow(today: string, days: number): { from: string; to: string } {
  const trendFrom = addDays(today, -(Math.max(days, TEAM_DROP_BASELINE_DAYS + 1) - 1));
  const tagsFrom = tagWindow(today).from;
  return { from: trendFrom < tagsFrom ? trendFrom : tagsFrom, to: today };
}

function byDate(checkins: readonly MemberCheckin[]): Map<string, MemberCheckin[]> {
  const dates = new Map<string, MemberCheckin[]>();
  for (const checkin of checkins) dates.set(checkin.date, [...(dates.get(checkin.date) ?? []), checkin]);
  return dates;
}

/** Today's team figures alone, as the live stream sends them. */
export function buildTeamToday(
  input: Pick<TeamPulseInput, 'today' | 'threshold' | 'teamSize' | 'checkins'>,
): TeamToday {
  const todays = input.checkins.filter((c) => c.date === input.today);
  return {
    ...teamDay(input.today, todays, input.threshold),
    teamSize: input.teamSize,
    distribution: bandDistribution(todays, input.threshold),
  };
}

function dayPulse(checkin: MemberCheckin | undefined): DayPulse | null {
  if (!checkin) return null;
  const pulse = pulseScore(checkin);
  return { date: checkin.date, pulse, band: pulseBand(pulse) };
}

/**
 * Everything the leader panel shows. Every aggregate under the company's threshold, or one that
 * could be subtracted from another shown figure to describe fewer people, is withheld with its
 * reason; people's own figures appear only for those who share them.
 */
export function buildTeamPulse(input: TeamPulseInput): TeamPulse {
  const { today, days, threshold, dayThresholds, timeZone, members, teamSize, checkins } = input;
  const dates = byDate(checkins);
  const window = teamReadWindow(today, days);
  const on = (date: string) => thresholdOn(dayThresholds, date, threshold);
  const series = datesFrom(window.from, today).map((date) => teamDay(date, dates.get(date) ?? [], on(date)));
  const teamDrop = teamDropAlert(series);

  const personAlerts: PulseAlert[] = [];
  const roster: TeamMember[] = members.map((member) => {
    const { userId, fullName, jobTitle } = member;
    if (!member.sharing) return { userId, fullName, jobTitle, sharing: false };
    const own = checkins
      .filter((c) => c.userId === userId && c.seen)
      .sort((a, b) => a.date.localeCompare(b.date));
    const alert = personCriticalAlert(member, own, today);
    if (alert) personAlerts.push(alert);
    return {
      userId,
      fullName,
      jobTitle,
      sharing: true,
      today: dayPulse(own.find((c) => c.date === today)),
      latest: dayPulse(own.at(-1)),
    };
  });

  return {
    today: buildTeamToday({ today, threshold: on(today), teamSize, checkins }),
    threshold,
    trend: series.slice(-days),
    byTag: {
      ...tagWindow(today),
      tags: tagFigures({ today, timeZone, threshold, thresholdOn: on, checkins }),
    },
    alerts: [...(teamDrop ? [teamDrop] : []), ...personAlerts],
    members: roster,
  };
}
