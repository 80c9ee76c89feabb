import {
  releasedTeamsOfDay,
  type CompanyDayForTeams,
  type TeamDayCount,
} from '../privacy/team-day-release.ts';
import { pulseScore } from '../pulse/pulse-score.ts';
import type { Indicators } from '../pulse/team-day.ts';
import { summarisePeriod, type PeriodSummary, type ReleasedCompanyDay } from './period-summary.ts';

/** A team's released answers of a day with the sums of their values. */
export interface TeamDayTotals extends TeamDayCount {
  sums: Indicators;
}

/** A day of the breakdown; `company` is absent when the company's figure of the day is withheld. */
export interface BreakdownDay {
  date: string;
  company: (Omit<CompanyDayForTeams, 'teams'> & { teams: readonly TeamDayTotals[] }) | null;
}

export interface BreakdownTeam {
  id: string;
  name: string;
  /** Active people in the team now: what its participation is counted against. */
  members: number;
}

/** The teams that moved most, at most this many, each by at least TEAM_MOVE_POINTS. */
export const TEAM_MOVERS = 3;
export const TEAM_MOVE_POINTS = 5;
/** A team's pulse this many points or more below the period before is a risk. */
export const TEAM_FALL_POINTS = 10;
/** A team answering less than this percent of its possible check-ins is a risk: its figures say little. */
export const TEAM_LOW_PARTICIPATION = 40;

export const TEAM_RISK_KINDS = ['critical', 'falling', 'low-participation'] as const;
export type TeamRiskKind = (typeof TEAM_RISK_KINDS)[number];

export interface TeamFigures {
  teamId: string;
  name: string;
  members: number;
  current: PeriodSummary;
  previous: PeriodSummary;
  /** Points the pulse moved from the period before; null unless both are shown. */
  change: number | null;
}

export interface TeamBreakdown {
  teams: TeamFigures[];
  movers: string[];
  risks: { teamId: string; kind: TeamRiskKind }[];
}

/** A team's days as the company's days read: figures only on the days its release allows. */
function teamDays(
  days: readonly BreakdownDay[],
  released: readonly ReadonlyMap<string, TeamDayTotals>[],
  teamId: string,
) {
  return days.map((day, i): ReleasedCompanyDay => {
    const totals = released[i]!.get(teamId);
    if (!totals || totals.answered === 0) {
      return { date: day.date, answered: 0, pulse: null, indicators: null };
    }
    const mean = (name: keyof Indicators) => totals.sums[name] / totals.answered;
    const indicators = {
      energy: mean('energy'),
      mentalPressure: mean('mentalPressure'),
      personalConcerns: mean('personalConcerns'),
      motivation: mean('motivation'),
    };
    const pulse = pulseScore({
      energy: indicators.energy,
      mental_pressure: indicators.mentalPressure,
      personal_concerns: indicators.personalConcerns,
      motivation: indicators.motivation,
    });
    return { date: day.date, answered: totals.answered, pulse, indicators };
  });
}

/**
 * A team's participation over the days its figures are shown: a team is withheld on many days a
 * company is not, and counting those as unanswered would call a team that answers well a risk.
 */
function onShownDays(summary: PeriodSummary, members: number): PeriodSummary {
  const possible = members * summary.shownDays;
  return {
    ...summary,
    participation: possible === 0 ? null : Math.min(100, Math.round((summary.answered / possible) * 100)),
  };
}

function risksOf(team: TeamFigures): TeamRiskKind[] {
  const risks: TeamRiskKind[] = [];
  if (team.current.band === 'critical') risks.push('critical');
  if (team.change !== null && team.change <= -TEAM_FALL_POINTS) risks.push('falling');
  if (team.current.participation !== null && team.current.participation < TEAM_LOW_PARTICIPATION) {
    risks.push('low-participation');
  }
  return risks;
}

/**
 * Each team's figures over a period and the period before, summed from the days on which its
 * figure may be shown beside the company's (`releasedTeamsOfDay`), so any figure of the breakdown,
 * the company's days and the viewer's own team differ only by whole cells of a day.
 * `days` holds both periods, oldest first, `period` days each.
 */
export function teamBreakdown(
  teams: readonly BreakdownTeam[],
  days: readonly BreakdownDay[],
  period: number,
): TeamBreakdown {
  // Each day's shown teams with their totals.
  const released = days.map((day) => {
    const shown = day.company ? releasedTeamsOfDay(day.company) : new Set<string>();
    return new Map(
      (day.company?.teams ?? []).filter((team) => shown.has(team.teamId)).map((team) => [team.teamId, team]),
    );
  });
  const figures = teams.map((team): TeamFigures => {
    const all = teamDays(days, released, team.id);
    const current = onShownDays(summarisePeriod(all.slice(-period), team.members), team.members);
    const previous = onShownDays(summarisePeriod(all.slice(0, -period), team.members), team.members);
    return {
      teamId: team.id,
      name: team.name,
      members: team.members,
      current,
      previous,
      change: current.pulse === null || previous.pulse === null ? null : current.pulse - previous.pulse,
    };
  });
  const movers = figures
    .filter((team) => team.change !== null && Math.abs(team.change) >= TEAM_MOVE_POINTS)
    .sort((a, b) => Math.abs(b.change!) - Math.abs(a.change!) || a.name.localeCompare(b.name))
    .slice(0, TEAM_MOVERS)
    .map((team) => team.teamId);
  const risks = figures.flatMap((team) => risksOf(team).map((kind) => ({ teamId: team.teamId, kind })));
  return { teams: figures, movers, risks };
}
