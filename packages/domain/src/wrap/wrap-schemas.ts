import { z } from 'zod';
import { CONTEXT_TAG_GROUPS } from '../checkin/context-tags.ts';
import { EXERCISE_IDS } from '../exercises/exercise-catalogue.ts';
import { WRAP_CARDS, WRAP_HISTORIES } from './tera-wrap.ts';

export const WRAP_FIRST_YEAR = 2000;

export const wrapQuerySchema = z.object({
  year: z.coerce.number().int().min(WRAP_FIRST_YEAR).max(9999).optional(),
});

const pulseValue = z.int().min(0).max(100);
const monthPulse = z.object({ month: z.int().min(1).max(12), pulse: pulseValue });

export const teraWrapSchema = z.object({
  year: z.int(),
  history: z.enum(WRAP_HISTORIES),
  checkinDays: z.int().nonnegative(),
  pulse: pulseValue.nullable(),
  months: z.array(
    z.object({
      month: z.int().min(1).max(12),
      checkins: z.int().nonnegative(),
      pulse: pulseValue.nullable(),
    }),
  ),
  best: monthPulse.nullable(),
  hardest: monthPulse.nullable(),
  goodDays: z.int().nonnegative(),
  goodDayTags: z
    .array(z.object({ group: z.enum(CONTEXT_TAG_GROUPS), tag: z.string(), goodDays: z.int().positive() }))
    .nullable(),
  exercises: z.object({
    total: z.int().nonnegative(),
    byExercise: z.record(z.enum(EXERCISE_IDS), z.int().nonnegative()),
    favourite: z.enum(EXERCISE_IDS).nullable(),
  }),
  recognitions: z.object({ received: z.int().nonnegative(), points: z.int().nonnegative() }),
  cards: z.array(z.enum(WRAP_CARDS)),
});
export type TeraWrapResponse = z.output<typeof teraWrapSchema>;
