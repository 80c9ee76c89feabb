import { z } from 'zod';
import { localDateSchema } from '../checkin/checkin-schemas.ts';
import { CONTEXT_TAG_GROUPS } from '../checkin/context-tags.ts';
import { WITHHELD_REASON } from '../privacy/group-safety.ts';
import { PULSE_BANDS } from './pulse-band.ts';
import { TEAM_PULSE_DEFAULT_DAYS, TEAM_PULSE_MAX_DAYS, TEAM_PULSE_MIN_DAYS } from './team-pulse-days.ts';

/** Response shapes of the TeraPulse API, parsed by the web with the same schemas. */

const pulseValue = z.int().min(0).max(100);
const bandSchema = z.enum(PULSE_BANDS);
// A one-value enum rather than a literal: a nullable literal reaches the OpenAPI 3.1 document as
// an enum without null, so every shown day would fail a client's validation.
const withheldSchema = z.enum([WITHHELD_REASON]).nullable();

export const ownPulseQuerySchema = z.object({ from: localDateSchema, to: localDateSchema });

export const ownPulseDaySchema = z.object({
  date: z.string(),
  pulse: pulseValue,
  band: bandSchema,
  energy: z.int(),
  mentalPressure: z.int(),
  personalConcerns: z.int(),
  motivation: z.int(),
});

export const ownPulseSchema = z.object({
  today: z.string(),
  streak: z.int().min(0),
  days: z.array(ownPulseDaySchema),
});

export type OwnPulse = z.output<typeof ownPulseSchema>;
export type OwnPulseDay = z.output<typeof ownPulseDaySchema>;

export const indicatorsSchema = z.object({
  energy: z.number(),
  mentalPressure: z.number(),
  personalConcerns: z.number(),
  motivation: z.number(),
});

export const teamDaySchema = z.object({
  date: z.string(),
  answered: z.int().min(0),
  counted: z.int().min(0),
  pulse: pulseValue.nullable(),
  band: bandSchema.nullable(),
  indicators: indicatorsSchema.nullable(),
  withheld: withheldSchema,
});

export const bandDistributionSchema = z.object({
  counts: z.object({ excellent: z.int(), good: z.int(), critical: z.int() }).nullable(),
  counted: z.int().min(0),
  withheld: withheldSchema,
});

export const teamTodaySchema = teamDaySchema.extend({
  teamSize: z.int().min(0),
  distribution: bandDistributionSchema,
});

export const tagFigureSchema = z.object({
  group: z.enum(CONTEXT_TAG_GROUPS),
  tag: z.string(),
  answers: z.int().nullable(),
  pulse: pulseValue.nullable(),
  otherPulse: pulseValue.nullable(),
  withheld: withheldSchema,
});

export const pulseAlertSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('team-drop'), date: z.string(), pulse: pulseValue, baselineMean: pulseValue }),
  z.object({
    kind: z.literal('person-critical'),
    userId: z.string(),
    fullName: z.string(),
    from: z.string(),
    to: z.string(),
  }),
]);

const dayPulseSchema = z.object({ date: z.string(), pulse: pulseValue, band: bandSchema });

export const teamMemberSchema = z.discriminatedUnion('sharing', [
  z.object({
    userId: z.string(),
    fullName: z.string(),
    jobTitle: z.string().nullable(),
    sharing: z.literal(false),
  }),
  z.object({
    userId: z.string(),
    fullName: z.string(),
    jobTitle: z.string().nullable(),
    sharing: z.literal(true),
    today: dayPulseSchema.nullable(),
    latest: dayPulseSchema.nullable(),
  }),
]);

export const teamPulseQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(TEAM_PULSE_MIN_DAYS)
    .max(TEAM_PULSE_MAX_DAYS)
    .default(TEAM_PULSE_DEFAULT_DAYS),
});

export const teamPulseSchema = z.object({
  today: teamTodaySchema,
  threshold: z.int(),
  trend: z.array(teamDaySchema),
  byTag: z.object({ from: z.string(), to: z.string(), tags: z.array(tagFigureSchema) }),
  alerts: z.array(pulseAlertSchema),
  members: z.array(teamMemberSchema),
});

const indicatorNameSchema = z.enum(['energy', 'mentalPressure', 'personalConcerns', 'motivation']);

export const teamFindingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('trend'),
    direction: z.enum(['up', 'down', 'flat']),
    pointsPerWeek: z.number(),
  }),
  z.object({ kind: z.literal('largest-rise'), date: z.string(), from: pulseValue, to: pulseValue }),
  z.object({ kind: z.literal('largest-drop'), date: z.string(), from: pulseValue, to: pulseValue }),
  z.object({
    kind: z.literal('indicator-change'),
    indicator: indicatorNameSchema,
    from: z.number(),
    to: z.number(),
    better: z.boolean(),
  }),
  z.object({
    kind: z.literal('tag-low'),
    group: z.enum(CONTEXT_TAG_GROUPS),
    tag: z.string(),
    difference: z.int(),
  }),
  z.object({
    kind: z.literal('tag-high'),
    group: z.enum(CONTEXT_TAG_GROUPS),
    tag: z.string(),
    difference: z.int(),
  }),
]);

export const teamAnalysisSchema = z.object({
  from: z.string(),
  to: z.string(),
  shownDays: z.int().min(0),
  meanPulse: pulseValue.nullable(),
  band: bandSchema.nullable(),
  findings: z.array(teamFindingSchema),
});

export const TEAM_ASSISTANT_QUESTION_MAX = 500;

export const teamAssistantRequestSchema = z.object({
  question: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(TEAM_ASSISTANT_QUESTION_MAX, 'validation.tooLong'),
});

export const teamAssistantAnswerSchema = z.object({ answer: z.string() });

/** The name of the Server-Sent Event that carries the team's today figures. */
export const TEAM_TODAY_EVENT = 'team-today';

export type TeamPulseResponse = z.output<typeof teamPulseSchema>;
export type TeamTodayResponse = z.output<typeof teamTodaySchema>;
export type TeamAnalysisResponse = z.output<typeof teamAnalysisSchema>;
