import { z } from 'zod';
import { localDateSchema } from '../checkin/checkin-schemas.ts';
import { addDays } from '../pulse/calendar-dates.ts';
import { addMonths } from './survey-calendar.ts';

/** Anonymous answers are unlinkable to anyone; confidential ones are named to the company's admins. */
export const SURVEY_MODES = ['anonymous', 'confidential'] as const;
export type SurveyMode = (typeof SURVEY_MODES)[number];
export const DEFAULT_SURVEY_MODE: SurveyMode = 'anonymous';

export const SURVEY_RECURRENCES = ['none', 'monthly', 'quarterly'] as const;
export type SurveyRecurrence = (typeof SURVEY_RECURRENCES)[number];

export const MAX_SURVEY_DAYS = 90;

/** Who is asked: everyone active in the company, or the people of some teams or departments. */
export const surveyAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('teams'), teamIds: z.array(z.uuid()).min(1, 'validation.required').max(200) }),
  z.object({
    kind: z.literal('departments'),
    departments: z.array(z.string().trim().min(1).max(100)).min(1, 'validation.required').max(200),
  }),
]);
export type SurveyAudience = z.infer<typeof surveyAudienceSchema>;

/**
 * Launching: the days it opens and closes, both whole days in the company's zone, at most
 * MAX_SURVEY_DAYS apart; the audience and its teams and departments are frozen then.
 */
export const surveyLaunchSchema = z
  .object({
    audience: surveyAudienceSchema,
    opensOn: localDateSchema,
    closesOn: localDateSchema,
    recurrence: z.enum(SURVEY_RECURRENCES),
  })
  .refine((launch) => launch.closesOn >= launch.opensOn, {
    path: ['closesOn'],
    message: 'validation.closesBeforeOpens',
  })
  .refine((launch) => launch.closesOn <= addDays(launch.opensOn, MAX_SURVEY_DAYS), {
    path: ['closesOn'],
    message: 'validation.tooLong',
  });
export type SurveyLaunch = z.infer<typeof surveyLaunchSchema>;

export const surveyReopenSchema = z.object({ closesOn: localDateSchema });

const MONTHS: Record<Exclude<SurveyRecurrence, 'none'>, number> = { monthly: 1, quarterly: 3 };

/** The next run of a recurring survey: the same length, a month or a quarter later. */
export function nextOccurrence(
  run: { opensOn: string; closesOn: string },
  recurrence: SurveyRecurrence,
): { opensOn: string; closesOn: string } | null {
  if (recurrence === 'none') return null;
  return {
    opensOn: addMonths(run.opensOn, MONTHS[recurrence]),
    closesOn: addMonths(run.closesOn, MONTHS[recurrence]),
  };
}
