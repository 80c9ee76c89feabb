import {
  buildReportTable,
  buildTeamReportTable,
  type AnalyticsPeriod,
  thresholdOn,
  type ReportGrouping,
  type ReportMeasure,
  type ReportTable,
} from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { readCompanyPulse } from '../companies/company-pulse.ts';
import { readHeadcount } from '../company-analytics/company-headcount.ts';
import { readTeamBreakdown } from '../company-analytics/read-team-breakdown.ts';
import { readDayThresholds } from '../pulse/read-day-thresholds.ts';

export interface ReportData {
  companyName: string;
  today: string;
  threshold: number;
  days: number;
  table: ReportTable;
}

/**
 * A report's table over the company's released days (`readCompanyPulse`, decision 006): the kept
 * daily totals plus the few answers held back, so a year at 10,000 people stays one indexed read.
 */
export async function readReport(
  db: Db,
  admin: Principal,
  company: { id: string; name: string },
  now: Date,
  definition: { measures: readonly ReportMeasure[]; grouping: ReportGrouping; days: number },
): Promise<ReportData> {
  const [evolution, headcount] = await Promise.all([
    readCompanyPulse(db, admin, company.id, now, definition.days),
    readHeadcount(db, company.id),
  ]);
  const thresholds = await readDayThresholds(db, company.id, evolution.days[0]!.date, evolution.today);
  return {
    companyName: company.name,
    today: evolution.today,
    threshold: evolution.threshold,
    days: definition.days,
    table: buildReportTable(
      evolution.days,
      headcount.active,
      definition.measures,
      definition.grouping,
      (date) => thresholdOn(thresholds, date, evolution.threshold),
    ),
  };
}

/**
 * The breakdown by team or by department as a report: each group's complete days over the period,
 * the company last.
 */
export async function readTeamReport(
  db: Db,
  admin: Principal,
  company: { name: string; slug: string },
  now: Date,
  definition: {
    measures: readonly ReportMeasure[];
    days: AnalyticsPeriod;
    groups: 'teams' | 'departments';
  },
): Promise<ReportData> {
  const breakdown = await readTeamBreakdown(db, admin, company.slug, now, definition.days);
  return {
    companyName: company.name,
    today: breakdown.today,
    threshold: breakdown.threshold,
    days: definition.days,
    table: buildTeamReportTable(breakdown, definition.measures, definition.groups),
  };
}
