import {
  releasedGroupsOfDay,
  type CompanyDayForGroups,
  type GroupDayCount,
} from '../privacy/group-day-release.ts';
import { pulseScore } from '../pulse/pulse-score.ts';
import type { Indicators } from '../pulse/team-day.ts';
import { summarisePeriod, type PeriodSummary, type ReleasedCompanyDay } from './period-summary.ts';

/** A cell's released answers of a day (one team, one department) with the sums of their values. */
export interface GroupDayTotals extends GroupDayCount {
  sums: Indicators;
}

/** A day of the breakdown; `company` is absent when the company's figure of the day is withheld. */
export interface BreakdownDay {
  date: string;
  company: (Omit<CompanyDayForGroups, 'cells'> & { cells: readonly GroupDayTotals[] }) | null;
}

export interface BreakdownTeam {
  id: string;
  name: string;
  /** Active people in the team now: what its participation is counted against. */
  members: number;
}

/** A department of the company, by the name its people give it, with its active people now. */
export interface BreakdownDepartment {
  name: string;
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

/** A department's figures, as a team's: by name, since a department is what its people say. */
export type DepartmentFigures = Omit<TeamFigures, 'teamId'>;

export interface TeamBreakdown {
  teams: TeamFigures[];
  departments: DepartmentFigures[];
  movers: string[];
  risks: { teamId: string; kind: TeamRiskKind }[];
}

/** The sums of a group's released answers of each day, the cells of the group added up. */
type GroupDays = ReadonlyMap<string, { answered: number; sums: Indicators }>[];

/** A group's days as the company's days read: figures only on the days its release allows. */
function groupDays(days: readonly BreakdownDay[], released: GroupDays, key: string) {
  return days.map((day, i): ReleasedCompanyDay => {
    const totals = released[i]!.get(key);
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
 * A group's participation over the days its figures are shown: a team is withheld on many days a
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

const teamKey = (teamId: string) => `team:${teamId}`;
const departmentKey = (name: string) => `department:${name}`;

/** Each day's shown teams and departments, with their cells' totals added up. */
function releasedGroups(days: readonly BreakdownDay[]): GroupDays {
  return days.map((day) => {
    const sums = new Map<string, { answered: number; sums: Indicators }>();
    if (!day.company) return sums;
    const shown = releasedGroupsOfDay(day.company);
    const add = (key: string, cell: GroupDayTotals) => {
      const total = sums.get(key) ?? {
        answered: 0,
        sums: { energy: 0, mentalPressure: 0, personalConcerns: 0, motivation: 0 },
      };
      total.answered += cell.answered;
      total.sums.energy += cell.sums.energy;
      total.sums.mentalPressure += cell.sums.mentalPressure;
      total.sums.personalConcerns += cell.sums.personalConcerns;
      total.sums.motivation += cell.sums.motivation;
      sums.set(key, total);
    };
    for (const cell of day.company.cells) {
      if (cell.teamId !== null && shown.teams.has(cell.teamId)) add(teamKey(cell.teamId), cell);
      if (cell.department !== null && shown.departments.has(cell.department)) {
        add(departmentKey(cell.department), cell);
      }
    }
    return sums;
  });
}

function figuresOf(
  days: readonly BreakdownDay[],
  released: GroupDays,
  key: string,
  members: number,
  period: number,
) {
  const all = groupDays(days, released, key);
  const current = onShownDays(summarisePeriod(all.slice(-period), members), members);
  const previous = onShownDays(summarisePeriod(all.slice(0, -period), members), members);
  return {
    members,
    current,
    previous,
    change: current.pulse === null || previous.pulse === null ? null : current.pulse - previous.pulse,
  };
}

/**
 * Each team's and department's figures over a period and the period before, summed from the days
 * on which its figure may be shown beside the company's (`releasedGroupsOfDay`), so any figure of
 * the breakdown, the company's days and the viewer's own team differ only by whole cells of a day.
 * `days` holds both periods, oldest first, `period` days each.
 */
export function teamBreakdown(
  groups: { teams: readonly BreakdownTeam[]; departments: readonly BreakdownDepartment[] },
  days: readonly BreakdownDay[],
  period: number,
): TeamBreakdown {
  const released = releasedGroups(days);
  const figures = groups.teams.map((team): TeamFigures => ({
    teamId: team.id,
    name: team.name,
    ...figuresOf(days, released, teamKey(team.id), team.members, period),
  }));
  const departments = groups.departments.map((department): DepartmentFigures => ({
    name: department.name,
    ...figuresOf(days, released, departmentKey(department.name), department.members, period),
  }));
  const movers = figures
    .filter((team) => team.change !== null && Math.abs(team.change) >= TEAM_MOVE_POINTS)
    .sort((a, b) => Math.abs(b.change!) - Math.abs(a.change!) || a.name.localeCompare(b.name))
    .slice(0, TEAM_MOVERS)
    .map((team) => team.teamId);
  const risks = figures.flatMap((team) => risksOf(team).map((kind) => ({ teamId: team.teamId, kind })));
  return { teams: figures, departments, movers, risks };
}
