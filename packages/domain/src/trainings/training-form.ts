import { z } from 'zod';
import { trainingHoursSchema, trainingInputSchema } from './training-catalogue.ts';
import { trainingAssignmentInputSchema } from './training-assignment.ts';

/** A number field holds text; empty means none. */
const hoursFromText = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : Number(value.replace(',', '.'))) : value;

/** The catalogue form: the same rules as the API, read from what the fields hold. */
export const trainingFormSchema = trainingInputSchema.extend({
  durationHours: z.preprocess(hoursFromText, trainingHoursSchema.nullable()),
});

/** The assignment form: hours are required there, so empty reads as missing. */
export const trainingAssignmentFormSchema = trainingAssignmentInputSchema.extend({
  trainingId: z.preprocess((value) => (value === '' ? null : value), z.uuid().nullable()),
  durationHours: z.preprocess((value) => hoursFromText(value) ?? undefined, trainingHoursSchema),
});
