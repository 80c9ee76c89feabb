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
