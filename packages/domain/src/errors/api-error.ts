import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';
import { REFUSAL_REASONS } from './refusal-reasons.ts';

/** The one error body the API answers with. `fields` names each invalid input on VALIDATION_ERROR. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** Which refusal it was, when a client may need to tell it from others of the same code. */
    reason: z.enum(REFUSAL_REASONS).optional(),
    /** A feature gate's refusal says why and which plan would allow it. */
    blockReason: z.enum(['no-subscription', 'individual', 'plan']).optional(),
    currentPlan: z.string().nullable().optional(),
    requiredPlan: z.string().optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
