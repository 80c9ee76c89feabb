import { z } from 'zod';
import { companyPulseDaySchema } from '../company/company-pulse-schema.ts';
import { PLAN_TYPES } from '../plans/plan-catalogue.ts';
import { SUBSCRIPTION_STATUSES } from '../plans/subscription-defaults.ts';
import { PULSE_BANDS } from '../pulse/pulse-band.ts';
import { PULSE_EVOLUTION_DAYS } from '../pulse/pulse-score.ts';
import { indicatorsSchema, tagFigureSchema } from '../pulse/pulse-schemas.ts';
import { TEAM_RISK_KINDS } from './team-breakdown.ts';

/** The periods analytics offers: the spec's 30-day evolution, a quarter and a year. */
export const ANALYTICS_PERIODS = [PULSE_EVOLUTION_DAYS, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

const percent = z.int().min(0).max(100);
const pulseValue = z.int().min(0).max(100);

export const periodSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  answered: z.int().min(0),
  shownDays: z.int().min(0),
  participation: percent.nullable(),
  pulse: pulseValue.nullable(),
  band: z.enum(PULSE_BANDS).nullable(),
  indicators: indicatorsSchema.nullable(),
  bandDays: z.object({ excellent: z.int(), good: z.int(), critical: z.int() }),
});

export const companyAlertSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pulse-drop'), date: z.string(), pulse: pulseValue, baselineMean: pulseValue }),
  z.object({ kind: z.literal('participation-drop'), recent: percent, previous: percent }),
]);

export const adminDashboardSchema = z.object({
  today: z.string(),
  threshold: z.int(),
  people: z.object({
    active: z.int().min(0),
    invited: z.int().min(0),
    deactivated: z.int().min(0),
    /** -1 when the plan has no limit. */
    seats: z.int(),
  }),
  participation: z.object({
    today: periodSummarySchema,
    week: periodSummarySchema,
    month: periodSummarySchema,
  }),
  pulse: z.object({
    month: periodSummarySchema,
    previousMonth: periodSummarySchema,
    trend: z.array(companyPulseDaySchema),
  }),
  alerts: z.array(companyAlertSchema),
  subscription: z.object({
    plan: z.enum(PLAN_TYPES),
    status: z.enum(SUBSCRIPTION_STATUSES),
    trialEnd: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
  }),
  invitations: z.object({
    pending: z.int().min(0),
    latest: z.array(z.object({ email: z.string(), role: z.string(), expiresAt: z.string() })),
  }),
});

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (ANALYTICS_PERIODS as readonly number[]).includes(days), 'validation.invalid')
    .default(PULSE_EVOLUTION_DAYS),
});

export const companyAnalyticsSchema = z.object({
  today: z.string(),
  threshold: z.int(),
  period: z.int(),
  activePeople: z.int().min(0),
  days: z.array(companyPulseDaySchema),
  current: periodSummarySchema,
  previous: periodSummarySchema,
});

export const teamFiguresSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  members: z.int().min(0),
  current: periodSummarySchema,
  previous: periodSummarySchema,
  change: z.int().nullable(),
});

/** A department by the name its people give it, with the same figures as a team. */
export const departmentFiguresSchema = teamFiguresSchema.omit({ teamId: true });

/**
 * Each team and department over the last complete days beside the company (`teamBreakdown`,
 * decision 035).
 */
export const teamBreakdownSchema = z.object({
  today: z.string(),
  threshold: z.int(),
  period: z.int(),
  company: z.object({ current: periodSummarySchema, previous: periodSummarySchema }),
  teams: z.array(teamFiguresSchema),
  departments: z.array(departmentFiguresSchema),
  /** The teams that moved most, most first. */
  movers: z.array(z.string()),
  risks: z.array(z.object({ teamId: z.string(), kind: z.enum(TEAM_RISK_KINDS) })),
});

/** The company's pulse by context tag over the last four complete weeks (`tagFigures`). */
export const companyTagsSchema = z.object({
  from: z.string(),
  to: z.string(),
  tags: z.array(tagFigureSchema),
});

/** Each team's pulse by context tag beside the company's, same weeks (`tagFiguresByTeam`). */
export const teamTagsSchema = companyTagsSchema.extend({
  teams: z.array(
    z.object({
      teamId: z.string(),
      name: z.string(),
      tags: z.array(tagFigureSchema.omit({ otherPulse: true })),
    }),
  ),
});

export type CompanyTagsResponse = z.output<typeof companyTagsSchema>;
export type TeamTagsResponse = z.output<typeof teamTagsSchema>;
export type PeriodSummaryResponse = z.output<typeof periodSummarySchema>;
export type CompanyAlertResponse = z.output<typeof companyAlertSchema>;
export type AdminDashboardResponse = z.output<typeof adminDashboardSchema>;
export type CompanyAnalyticsResponse = z.output<typeof companyAnalyticsSchema>;
export type TeamBreakdownResponse = z.output<typeof teamBreakdownSchema>;
export type TeamFiguresResponse = z.output<typeof teamFiguresSchema>;
export type DepartmentFiguresResponse = z.output<typeof departmentFiguresSchema>;
