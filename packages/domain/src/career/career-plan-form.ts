import { z } from 'zod';
import { careerPlanInputSchema } from './career-plan-schemas.ts';

/**
 * The plan form: the timeline is a select's text and the skills one line each; the rules are the
 * API's own.
 */
export const careerPlanFormSchema = careerPlanInputSchema.extend({
  targetTimeframeMonths: z.preprocess(
    (value) => (value === '' ? null : typeof value === 'string' ? Number(value) : value),
    careerPlanInputSchema.shape.targetTimeframeMonths,
  ),
  assignedSkills: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== '')
        : value,
    careerPlanInputSchema.shape.assignedSkills,
  ),
});
