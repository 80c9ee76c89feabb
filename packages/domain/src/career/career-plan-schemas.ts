import { z } from 'zod';

/** Rules: docs/product/trainings-and-careers.md#career-plan */
export const CAREER_TIMEFRAMES_MONTHS = [3, 6, 12, 18, 24, 36] as const;
export type CareerTimeframe = (typeof CAREER_TIMEFRAMES_MONTHS)[number];
export const CAREER_POSITION_MAX = 120;
export const CAREER_SKILLS_MAX = 20;
export const CAREER_SKILL_MAX = 60;
export const CAREER_TEXT_MAX = 4_000;

const position = z.string().trim().max(CAREER_POSITION_MAX, 'validation.tooLong');
const longText = z.string().trim().max(CAREER_TEXT_MAX, 'validation.tooLong');

/** What the person's leader, that leader's leader or an admin writes; any part may still be empty. */
export const careerPlanInputSchema = z.object({
  currentPosition: position,
  targetPosition: position,
  targetTimeframeMonths: z
    .union(
      CAREER_TIMEFRAMES_MONTHS.map((months) => z.literal(months)),
      'validation.choose',
    )
    .nullable(),
  assignedSkills: z
    .array(z.string().trim().min(1, 'validation.required').max(CAREER_SKILL_MAX, 'validation.tooLong'))
    .max(CAREER_SKILLS_MAX, 'validation.tooMany'),
  developmentGoals: longText,
  managerNotes: longText,
});
export type CareerPlanInput = z.input<typeof careerPlanInputSchema>;
export type CareerPlanContent = z.output<typeof careerPlanInputSchema>;

export const careerPlanSchema = careerPlanInputSchema.extend({
  employee: z.object({ id: z.string(), name: z.string() }),
  /** Null until someone first saves the plan. */
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Whether the reader may change it and ask for recommendations. */
  canWrite: z.boolean(),
});
export type CareerPlan = z.output<typeof careerPlanSchema>;
export const careerPlanResponseSchema = z.object({ plan: careerPlanSchema });
