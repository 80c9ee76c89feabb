import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** The one error body the API answers with. `fields` names each invalid input on VALIDATION_ERROR. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    reason: z.string().optional(),
    /** A feature gate's refusal says why and which plan would allow it (spec 1 §4 and §6). */
    blockReason: z.enum(['no-subscription', 'individual', 'plan']).optional(),
    currentPlan: z.string().nullable().optional(),
    requiredPlan: z.string().optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
