import { z } from 'zod';
import { EVALUATION_SCORE_KEYS } from './evaluation-scores.ts';

/** The ten diamond profile levels of spec 2 §4 (docs/product/evaluations.md#diamond-profile). */
export const DIAMOND_LEVELS = [
  'autonomous',
  'needsFollowUp',
  'futureLeader',
  'goodLeader',
  'multipotential',
  'goodWorkEnvironment',
  'emotionalLevelling',
  'outstandingPerformance',
  'inDevelopment',
  'potentialMentor',
] as const;
export type DiamondLevel = (typeof DIAMOND_LEVELS)[number];

/** Where the person stands out, named by the evaluation's six competencies; at most three. */
export const DIAMOND_CATEGORIES = EVALUATION_SCORE_KEYS;
export type DiamondCategory = (typeof DIAMOND_CATEGORIES)[number];
export const DIAMOND_CATEGORIES_MAX = 3;

export const diamondProfileInputSchema = z.object({
  level: z.enum(DIAMOND_LEVELS, { error: 'validation.choose' }),
  categories: z
    .array(z.enum(DIAMOND_CATEGORIES, { error: 'validation.choose' }))
    .max(DIAMOND_CATEGORIES_MAX, 'validation.tooMany')
    .refine((categories) => new Set(categories).size === categories.length, 'validation.invalid'),
});
export type DiamondProfileInput = z.output<typeof diamondProfileInputSchema>;

export const diamondProfileSchema = z.object({
  employee: z.object({ id: z.string(), name: z.string() }),
  level: z.enum(DIAMOND_LEVELS),
  categories: z.array(z.enum(DIAMOND_CATEGORIES)),
  setBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type DiamondProfile = z.output<typeof diamondProfileSchema>;

export const diamondProfileListSchema = z.object({ profiles: z.array(diamondProfileSchema) });
export const diamondProfileResponseSchema = z.object({ profile: diamondProfileSchema });
