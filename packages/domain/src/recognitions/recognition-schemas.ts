import { z } from 'zod';
import { CUSTOM_POINTS_MAX, CUSTOM_POINTS_MIN } from './recognition-limits.ts';
import { levelProgressSchema } from './points-levels.ts';

/** Rules: docs/product/recognitions.md#giving */
export const RECOGNITION_CATEGORIES = [
  'teamwork',
  'innovation',
  'leadership',
  'helpfulness',
  'excellence',
] as const;
export type RecognitionCategory = (typeof RECOGNITION_CATEGORIES)[number];
export const RECOGNITION_TITLE_MAX = 100;
export const RECOGNITION_MESSAGE_MAX = 1000;

export const recognitionInputSchema = z.object({
  receiver_id: z.string().min(1, 'validation.required').max(64, 'validation.invalid'),
  category: z.enum(RECOGNITION_CATEGORIES, { error: 'validation.choose' }),
  title: z.string().trim().min(1, 'validation.required').max(RECOGNITION_TITLE_MAX, 'validation.tooLong'),
  message: z.string().trim().min(1, 'validation.required').max(RECOGNITION_MESSAGE_MAX, 'validation.tooLong'),
  points: z
    .int('validation.points')
    .min(CUSTOM_POINTS_MIN, 'validation.points')
    .max(CUSTOM_POINTS_MAX, 'validation.points')
    .nullable(),
  is_public: z.boolean(),
});
export type RecognitionInput = z.input<typeof recognitionInputSchema>;

export const recognitionSchema = z.object({
  id: z.uuid(),
  giver_id: z.string(),
  giver_name: z.string(),
  receiver_id: z.string(),
  receiver_name: z.string(),
  category: z.enum(RECOGNITION_CATEGORIES),
  title: z.string(),
  message: z.string(),
  points: z.int().nullable(),
  is_public: z.boolean(),
  created_at: z.string(),
});
export type Recognition = z.output<typeof recognitionSchema>;

export const recognitionFeedSchema = z.object({ recognitions: z.array(recognitionSchema) });

export const quarterAllowanceSchema = z.object({
  quarter_start: z.string(),
  next_quarter_start: z.string(),
  recognitions_left: z.int().nonnegative(),
  points_left: z.int().nonnegative(),
});
export type QuarterAllowanceView = z.output<typeof quarterAllowanceSchema>;

export const recognitionColleaguesSchema = z.object({
  colleagues: z.array(z.object({ id: z.string(), full_name: z.string() })),
});

export const myPointsSchema = z.object({
  progress: levelProgressSchema,
  received: z.array(recognitionSchema),
});
export type MyPoints = z.output<typeof myPointsSchema>;
