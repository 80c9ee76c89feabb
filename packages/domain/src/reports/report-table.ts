import {
  summarisePeriod,
  type PeriodSummary,
  type ReleasedCompanyDay,
} from '../company-analytics/period-summary.ts';
import type { DepartmentFigures, TeamFigures } from '../company-analytics/team-breakdown.ts';
import type { ReportGrouping, ReportMeasure } from './report-schemas.ts';

/** A row of a report: a day, week or month, or the whole period. Figures are null when withheld. */
export interface ReportRow {
  from: string;
  to: string;
  values: (number | null)[];
  /** Days of the row the release withheld, of how many. */
  withheldDays: number;
  days: number;
  /** The largest threshold its days were released by: what a withheld day of it lacked. */
  threshold: number;
  /** What names the row when it is not its dates: a team or department and its people. */
  label?: [string, string];
}

export interface ReportTable {
  measures: readonly ReportMeasure[];
  /** What names the rows when not their dates (teams, departments): their two first columns. */
  labelledBy?: 'team' | 'department';
  rows: ReportRow[];
  total: ReportRow;
}

const valueOf = (summary: PeriodSummary, measure: ReportMeasure): number | null => {
  if (measure === 'answered') return summary.shownDays === 0 ? null : summary.answered;
  if (measure === 'participation') return summary.participation;
  if (measure === 'pulse') return summary.pulse;
  return summary.indicators?.[measure] ?? null;
};

/** The Monday starting a date's week, ISO style. */
function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

const groupKey: Record<ReportGrouping, (date: string) => string> = {
  day: (date) => date,
  week: weekOf,
  month: (date) => date.slice(0, 7),
};

function rowOf(
  days: readonly ReleasedCompanyDay[],
  activePeople: number,
  measures: readonly ReportMeasure[],
  thresholdOn: (date: string) => number,
): ReportRow {
  const summary = summarisePeriod(days, activePeople);
  return {
    threshold: Math.max(...days.map((day) => thresholdOn(day.date))),
    from: days[0]!.date,
    to: days.at(-1)!.date,
    values: measures.map((measure) => valueOf(summary, measure)),
    withheldDays: days.length - summary.shownDays,
    days: days.length,
  };
}

/**
 * A report's rows over days the company's evolution already released: each row, and the total, is
 * a sum of whole released days (`summarisePeriod`), so two reports (two periods, two groupings)
 * differ only by released days and never tell one person apart (docs/decisions/013, 015).
 */
export function buildReportTable(
  days: readonly ReleasedCompanyDay[],
  activePeople: number,
  measures: readonly ReportMeasure[],
  grouping: ReportGrouping,
  /** The threshold each day was released by (decision 006: the one in force at its start). */
  thresholdOn: (date: string) => number,
): ReportTable {
  const groups = new Map<string, ReleasedCompanyDay[]>();
  for (const day of days) {
    const key = groupKey[grouping](day.date);
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  return {
    measures,
    rows: [...groups.values()].map((group) => rowOf(group, activePeople, measures, thresholdOn)),
    total:
      days.length === 0
        ? { from: '', to: '', values: measures.map(() => null), withheldDays: 0, days: 0, threshold: 0 }
        : rowOf(days, activePeople, measures, thresholdOn),
  };
}

/**
 * The breakdown by team, or by department, as a report: a row per group over the period and the
 * company's row as the total, each already a sum of released days (`teamBreakdown`,
 * docs/decisions/035), so such a report set against any other differs only by whole cells of days.
 */
export function buildTeamReportTable(
  breakdown: {
    teams: readonly TeamFigures[];
    departments: readonly DepartmentFigures[];
    company: { current: PeriodSummary };
    threshold: number;
    period: number;
  },
  measures: readonly ReportMeasure[],
  groups: 'teams' | 'departments' = 'teams',
): ReportTable {
  const rowFor = (summary: PeriodSummary, label?: [string, string]): ReportRow => ({
    from: summary.from,
    to: summary.to,
    values: measures.map((measure) => valueOf(summary, measure)),
    withheldDays: breakdown.period - summary.shownDays,
    days: breakdown.period,
    threshold: breakdown.threshold,
    ...(label ? { label } : {}),
  });
  return {
    measures,
    labelledBy: groups === 'teams' ? 'team' : 'department',
    rows: breakdown[groups].map((group) => rowFor(group.current, [group.name, String(group.members)])),
    total: rowFor(breakdown.company.current),
  };
}
