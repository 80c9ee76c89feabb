import { z } from 'zod';
import { localDateSchema } from '../checkin/checkin-schemas.ts';
import { EXERCISE_IDS } from './exercise-catalogue.ts';

/** A completed session, sent once; the id makes a retried send land as one row. */
export const exerciseSessionInputSchema = z.object({
  session_id: z.uuid(),
  exercise: z.enum(EXERCISE_IDS),
});
export type ExerciseSessionInput = z.input<typeof exerciseSessionInputSchema>;

export const exerciseSessionSchema = z.object({
  id: z.uuid(),
  exercise: z.enum(EXERCISE_IDS),
  completed_on: localDateSchema,
  completed_at: z.string(),
});
export type ExerciseSessionRecord = z.output<typeof exerciseSessionSchema>;

export const exerciseSessionListSchema = z.object({ sessions: z.array(exerciseSessionSchema) });
