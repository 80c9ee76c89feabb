import { z } from 'zod';
import { localDateSchema } from '../checkin/checkin-schemas.ts';
import { EVALUATION_STATUSES } from './evaluation-status.ts';
import { evaluationPeriodSchema } from './evaluation-schemas.ts';

/** Rules: docs/product/evaluations.md#evaluation-cycles */
export const EVALUATION_CYCLE_PEOPLE_MAX = 1_000;

/** A cycle for a period; no people named means everyone in the company who has a leader. */
export const evaluationCycleCreateSchema = z.object({
  period: evaluationPeriodSchema,
  dueOn: localDateSchema,
  employeeIds: z.array(z.string().min(1).max(64)).max(EVALUATION_CYCLE_PEOPLE_MAX, 'validation.tooMany'),
});
export type EvaluationCycleCreate = z.output<typeof evaluationCycleCreateSchema>;

/** Who a cycle opened on screen covers: everyone with a leader, or the people the admin ticks. */
export const EVALUATION_CYCLE_AUDIENCES = ['everyone', 'chosen'] as const;

/** The cycle form: choosing people means naming at least one. */
export const evaluationCycleFormSchema = evaluationCycleCreateSchema
  .extend({ audience: z.enum(EVALUATION_CYCLE_AUDIENCES) })
  .refine((form) => form.audience === 'everyone' || form.employeeIds.length > 0, {
    message: 'validation.choosePeople',
    path: ['employeeIds'],
  })
  .transform(({ audience, ...cycle }) => ({
    ...cycle,
    employeeIds: audience === 'everyone' ? [] : cycle.employeeIds,
  }));

export const evaluationCycleSchema = z.object({
  id: z.uuid(),
  period: z.string(),
  dueOn: localDateSchema,
  createdAt: z.string(),
  /** How many of the cycle's evaluations are in each status. */
  completion: z.record(z.enum(EVALUATION_STATUSES), z.int().nonnegative()),
  total: z.int().nonnegative(),
});
export type EvaluationCycle = z.output<typeof evaluationCycleSchema>;

export const evaluationCycleListSchema = z.object({ cycles: z.array(evaluationCycleSchema) });
export const evaluationCycleResponseSchema = z.object({ cycle: evaluationCycleSchema });
