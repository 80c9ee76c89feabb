import { addDays, daysBetween } from './calendar-dates.ts';
import { pulseBand } from './pulse-band.ts';
import { pulseScore } from './pulse-score.ts';
import type { MemberCheckin } from './team-day.ts';

/**
 * A sharp drop: the team's latest shown day at least this many points below the mean of its shown
 * days in the TEAM_DROP_BASELINE_DAYS calendar days before, with at least
 * TEAM_DROP_MIN_BASELINE_DAYS of them to compare against.
 */
export const TEAM_DROP_POINTS = 15;
export const TEAM_DROP_BASELINE_DAYS = 7;
export const TEAM_DROP_MIN_BASELINE_DAYS = 3;
/** A sharing person critical on this many consecutive calendar days raises an alert... */
export const PERSON_CRITICAL_STREAK = 3;
/** ...while the last of those days is at most this many days ago, so a weekend does not hide it. */
export const PERSON_CRITICAL_CURRENT_DAYS = 3;

export interface TeamDropAlert {
  kind: 'team-drop';
  date: string;
  pulse: number;
  baselineMean: number;
}

export interface PersonCriticalAlert {
  kind: 'person-critical';
  userId: string;
  fullName: string;
  from: string;
  to: string;
}

export type PulseAlert = TeamDropAlert | PersonCriticalAlert;

export function teamDropAlert(days: readonly { date: string; pulse: number | null }[]): TeamDropAlert | null {
  const shown = days.filter((day): day is { date: string; pulse: number } => day.pulse !== null);
  const latest = shown.at(-1);
  if (!latest) return null;
  const since = addDays(latest.date, -TEAM_DROP_BASELINE_DAYS);
  const baseline = shown.filter((day) => day.date >= since && day.date < latest.date);
  if (baseline.length < TEAM_DROP_MIN_BASELINE_DAYS) return null;
  const baselineMean = Math.round(baseline.reduce((sum, day) => sum + day.pulse, 0) / baseline.length);
  return baselineMean - latest.pulse >= TEAM_DROP_POINTS
    ? { kind: 'team-drop', date: latest.date, pulse: latest.pulse, baselineMean }
    : null;
}

/**
 * Critical on each of the person's last PERSON_CRITICAL_STREAK check-ins, on consecutive days, the
 * last of them recent. Only ever asked about people who share their check-ins with their leader.
 */
export function personCriticalAlert(
  person: { userId: string; fullName: string },
  checkins: readonly MemberCheckin[],
  today: string,
): PersonCriticalAlert | null {
  const recent = [...checkins].sort((a, b) => a.date.localeCompare(b.date)).slice(-PERSON_CRITICAL_STREAK);
  if (recent.length < PERSON_CRITICAL_STREAK) return null;
  const first = recent[0]!;
  const last = recent.at(-1)!;
  const consecutive = daysBetween(first.date, last.date) === PERSON_CRITICAL_STREAK - 1;
  const current = daysBetween(last.date, today) <= PERSON_CRITICAL_CURRENT_DAYS;
  const allCritical = recent.every((checkin) => pulseBand(pulseScore(checkin)) === 'critical');
  return consecutive && current && allCritical
    ? {
        kind: 'person-critical',
        userId: person.userId,
        fullName: person.fullName,
        from: first.date,
        to: last.date,
      }
    : null;
}
