import { z } from 'zod';
import { localDateSchema } from '../checkin/checkin-schemas.ts';
import { ownWellbeingSummarySchema } from './own-wellbeing-summary.ts';
import { EVALUATION_SCORE_MAX, EVALUATION_SCORE_MIN } from './evaluation-scores.ts';
import { EVALUATION_STATUSES } from './evaluation-status.ts';

/** Rules: docs/product/evaluations.md#the-six-scores */
export const EVALUATION_PERIOD_MAX = 40;
export const EVALUATION_TEXT_MAX = 4_000;
export const ACKNOWLEDGEMENT_COMMENT_MAX = 2_000;
export const REJECTION_REASON_MAX = 2_000;

const score = z
  .int('validation.choose')
  .min(EVALUATION_SCORE_MIN, 'validation.choose')
  .max(EVALUATION_SCORE_MAX, 'validation.choose')
  .nullable();
const longText = z.string().trim().max(EVALUATION_TEXT_MAX, 'validation.tooLong');
export const evaluationPeriodSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(EVALUATION_PERIOD_MAX, 'validation.tooLong');

/** What the leader writes; a draft may leave scores unset, a submission needs all six. */
export const evaluationContentSchema = z.object({
  goals: score,
  teamwork: score,
  commitment: score,
  adaptability: score,
  problemSolving: score,
  communication: score,
  achievements: longText,
  improvements: longText,
  nextSteps: longText,
  notes: longText,
});
export type EvaluationContent = z.output<typeof evaluationContentSchema>;
export type EvaluationContentInput = z.input<typeof evaluationContentSchema>;

/** A leader starts an evaluation of one of their people for a period. */
export const evaluationCreateSchema = z.object({
  employeeId: z.string().min(1).max(64),
  period: evaluationPeriodSchema,
});

export const selfAssessmentSchema = z.object({
  selfAssessment: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(EVALUATION_TEXT_MAX, 'validation.tooLong'),
  /** The person's choice to show their own wellbeing summary beside it; off unless they say so. */
  attachWellbeing: z.boolean().default(false),
});
export type SelfAssessment = z.output<typeof selfAssessmentSchema>;

export const acknowledgementSchema = z.object({
  comment: z.string().trim().max(ACKNOWLEDGEMENT_COMMENT_MAX, 'validation.tooLong'),
});

export const evaluationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: z.string().trim().min(1, 'validation.required').max(REJECTION_REASON_MAX, 'validation.tooLong'),
  }),
]);
export type EvaluationDecision = z.output<typeof evaluationDecisionSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

/**
 * An evaluation as its reader may see it: `content` and `overallRating` are null for the evaluated
 * person until it is completed (docs/product/evaluations.md#what-the-person-sees).
 */
export const evaluationSchema = z.object({
  id: z.uuid(),
  period: z.string(),
  status: z.enum(EVALUATION_STATUSES),
  employee: personSchema,
  evaluator: personSchema.nullable(),
  cycleId: z.uuid().nullable(),
  dueOn: localDateSchema.nullable(),
  content: evaluationContentSchema.nullable(),
  overallRating: z.number().nullable(),
  selfAssessment: z.string().nullable(),
  /** Present only when the person attached it, to those who read their self-assessment. */
  selfWellbeing: ownWellbeingSummarySchema.nullable(),
  rejectionReason: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgementComment: z.string().nullable(),
  updatedAt: z.string(),
  /** Who leads the person and the evaluator now: what the screens need to ask `can(...)`. */
  employeeReportsTo: z.string().nullable(),
  evaluatorReportsTo: z.string().nullable(),
  companyId: z.uuid(),
});
export type Evaluation = z.output<typeof evaluationSchema>;

export const evaluationListSchema = z.object({ evaluations: z.array(evaluationSchema) });
export type EvaluationList = z.output<typeof evaluationListSchema>;

export const evaluationResponseSchema = z.object({ evaluation: evaluationSchema });
