import {
  CHECKIN_SLIDER_DEFAULT,
  checkinProgress,
  checkinSubmissionSchema,
  type CheckinSubmission,
  type CheckinValues,
  type DayDynamic,
  type PersonalCondition,
  type SpecialSituation,
  type WorkModality,
} from '@tera/domain';
import { useAppForm } from '../../../components/ui/form/use-app-form';

/** The context tags as their controls hold them: nothing chosen is null, or an empty list. */
export interface FormTags {
  work_modality: WorkModality | null;
  day_dynamics: DayDynamic[];
  personal_conditions: PersonalCondition[];
  special_situations: SpecialSituation[];
}

/** Every answer of the check-in, each named as the submission names it. */
export type CheckinAnswers = CheckinValues & FormTags;

// In the order the screen shows them, which is the order a server's field errors are focused in.
const START_ANSWERS: CheckinAnswers = {
  energy: CHECKIN_SLIDER_DEFAULT,
  mental_pressure: CHECKIN_SLIDER_DEFAULT,
  personal_concerns: CHECKIN_SLIDER_DEFAULT,
  motivation: CHECKIN_SLIDER_DEFAULT,
  work_modality: null,
  day_dynamics: [],
  personal_conditions: [],
  special_situations: [],
};

/** The sliders' half of the answers, which is all the live analysis reads. */
export function readingOf({
  energy,
  mental_pressure,
  personal_concerns,
  motivation,
}: CheckinAnswers): CheckinValues {
  return { energy, mental_pressure, personal_concerns, motivation };
}

/** How far along the answers are, by the domain's rule. */
export function progressOf(answers: CheckinAnswers): number {
  return checkinProgress({ values: answers, tags: answers });
}

/** Checked answers as the controls hold them again, where "nothing chosen" is an empty list. */
export function answersFrom({
  day_dynamics,
  personal_conditions,
  special_situations,
  ...rest
}: CheckinSubmission): CheckinAnswers {
  return {
    ...rest,
    day_dynamics: day_dynamics ?? [],
    personal_conditions: personal_conditions ?? [],
    special_situations: special_situations ?? [],
  };
}

/**
 * The answers so far, from `start` or from nothing; a submit receives them as the domain's
 * submission schema checked them.
 */
export function useCheckinAnswers(start: CheckinAnswers = START_ANSWERS) {
  return useAppForm({ schema: checkinSubmissionSchema, defaultValues: start });
}

export type CheckinAnswersForm = ReturnType<typeof useCheckinAnswers>;
