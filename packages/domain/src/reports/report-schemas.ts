import { z } from 'zod';
import { ANALYTICS_PERIODS } from '../company-analytics/company-analytics-schemas.ts';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import type { FeatureFlag } from '../plans/plan-catalogue.ts';

/**
 * The ready-made reports of the reports centre. `teams` and `departments` are the breakdowns by team
 * and by department (docs/decisions/035); `tags` is the pulse by context tag of the analytics
 * screen, over its whole weeks (decision 015).
 */
export const STANDARD_REPORTS = ['pulse', 'participation', 'teams', 'departments', 'tags'] as const;
export type StandardReport = (typeof STANDARD_REPORTS)[number];
/** The reports over the chosen period, a row per day or per group. */
export type PeriodReport = Exclude<StandardReport, 'tags'>;

/** The plan feature a ready-made report needs beyond the reports centre itself. */
export const STANDARD_REPORT_FEATURE: Partial<Record<StandardReport, FeatureFlag>> = {
  teams: 'advancedAnalytics',
  departments: 'advancedAnalytics',
};

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** What a column of a report can hold: the four indicators, the pulse, answers and participation. */
export const REPORT_MEASURES = [
  'pulse',
  'energy',
  'mentalPressure',
  'personalConcerns',
  'motivation',
  'answered',
  'participation',
] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];

/** How a report's rows group the period's days. */
export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

export const REPORT_NAME_MAX = 80;

const period = z.coerce
  .number()
  .int()
  .refine((days) => (ANALYTICS_PERIODS as readonly number[]).includes(days), 'validation.invalid');

export const reportDownloadQuerySchema = z.object({
  format: z.enum(REPORT_FORMATS),
  days: period.default(ANALYTICS_PERIODS[0]),
  lang: z.enum(SUPPORTED_LANGUAGES).optional(),
});

export const savedReportDownloadQuerySchema = reportDownloadQuerySchema.omit({ days: true });

export const reportDefinitionSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(REPORT_NAME_MAX, 'validation.tooLong'),
  measures: z
    .array(z.enum(REPORT_MEASURES))
    .min(1, 'validation.required')
    .refine((measures) => new Set(measures).size === measures.length, 'validation.invalid'),
  grouping: z.enum(REPORT_GROUPINGS),
  days: z
    .int()
    .refine((days) => (ANALYTICS_PERIODS as readonly number[]).includes(days), 'validation.invalid'),
});

export const savedReportSchema = reportDefinitionSchema.extend({
  id: z.string(),
  createdAt: z.string(),
});

export const savedReportListSchema = z.object({ reports: z.array(savedReportSchema) });

export type ReportDefinition = z.output<typeof reportDefinitionSchema>;
export type SavedReport = z.output<typeof savedReportSchema>;

/** The standard reports as definitions: the same table is built for both. */
export const STANDARD_REPORT_MEASURES: Record<PeriodReport, readonly ReportMeasure[]> = {
  pulse: ['pulse', 'energy', 'mentalPressure', 'personalConcerns', 'motivation', 'answered'],
  participation: ['answered', 'participation'],
  // A breakdown's row tells a group's every measure.
  teams: REPORT_MEASURES,
  departments: REPORT_MEASURES,
};
