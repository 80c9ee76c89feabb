import { z } from 'zod';
import { localDateSchema } from '../checkin/checkin-schemas.ts';

/** Rules: docs/product/evaluations.md#observations */
export const OBSERVATION_TYPES = ['achievement', 'improvement', 'behaviour', 'feedback', 'other'] as const;
export type ObservationType = (typeof OBSERVATION_TYPES)[number];

/** docs/product/evaluations.md#observation-visibility */
export const OBSERVATION_VISIBILITIES = ['private', 'shared'] as const;
export type ObservationVisibility = (typeof OBSERVATION_VISIBILITIES)[number];

export const OBSERVATION_TEXT_MAX = 2_000;
export const OBSERVATION_EVIDENCE_MAX = 1_000;

/** What the leader writes; the text is optional (spec 2 §5). */
export const observationInputSchema = z.object({
  observedOn: localDateSchema,
  type: z.enum(OBSERVATION_TYPES, { error: 'validation.choose' }),
  visibility: z.enum(OBSERVATION_VISIBILITIES, { error: 'validation.choose' }),
  text: z.string().trim().max(OBSERVATION_TEXT_MAX, 'validation.tooLong'),
  evidence: z.string().trim().max(OBSERVATION_EVIDENCE_MAX, 'validation.tooLong'),
});
export type ObservationInput = z.input<typeof observationInputSchema>;

export const observationCreateSchema = observationInputSchema.extend({
  employeeId: z.string().min(1).max(64),
});

export const observationSchema = z.object({
  id: z.uuid(),
  observedOn: localDateSchema,
  type: z.enum(OBSERVATION_TYPES),
  visibility: z.enum(OBSERVATION_VISIBILITIES),
  text: z.string(),
  evidence: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }),
  author: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type Observation = z.output<typeof observationSchema>;

export const observationListSchema = z.object({ observations: z.array(observationSchema) });
export const observationResponseSchema = z.object({ observation: observationSchema });
