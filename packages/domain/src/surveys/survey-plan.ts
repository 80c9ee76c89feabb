import type { FeatureFlag } from '../plans/plan-catalogue.ts';
import type { SurveyRecurrence } from './survey-launch.ts';
import { questionsOf, type Question, type SurveyContent } from './survey-questions.ts';
import { BUILT_IN_TEMPLATES } from './survey-templates.ts';

/**
 * Surveys come with every plan; writing one's own questions and repeating a survey come with the
 * plan that brings custom reports (professional), through the same gate and upgrade dialog.
 * See docs/decisions/019-surveys.md.
 */
export const CUSTOM_SURVEYS_FEATURE: FeatureFlag = 'customReports';

const fingerprint = (question: Question) =>
  JSON.stringify({
    type: question.type,
    text: question.text,
    options: 'options' in question ? question.options : null,
  });

const TEMPLATE_QUESTIONS = new Set(
  BUILT_IN_TEMPLATES.flatMap((template) => questionsOf(template.content)).map(fingerprint),
);

/** A question is the team's when it is word for word one of the built-in templates' (required or not). */
export const isTemplateQuestion = (question: Question) => TEMPLATE_QUESTIONS.has(fingerprint(question));

export function needsCustomSurveys(survey: {
  content: SurveyContent;
  recurrence?: SurveyRecurrence;
}): boolean {
  return (
    (survey.recurrence !== undefined && survey.recurrence !== 'none') ||
    !questionsOf(survey.content).every(isTemplateQuestion)
  );
}
