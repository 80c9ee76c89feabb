import { z } from 'zod';
import type { SupportedLanguage } from '../i18n/languages.ts';
import { questionsOf, surveyContentSchema, type SurveyContent } from './survey-questions.ts';
import { SURVEY_MODES, SURVEY_RECURRENCES, surveyAudienceSchema } from './survey-launch.ts';
import { SURVEY_STATUSES } from './survey-status.ts';
import {
  hasTextIn,
  localizedTextSchema,
  SURVEY_LONG_TEXT_MAX,
  surveyLanguagesSchema,
  type LocalizedText,
} from './survey-texts.ts';

/** Every text the survey shows, with where it sits, so a missing translation points at its field. */
function textsOf(draft: { title: LocalizedText; description: LocalizedText | null; content: SurveyContent }) {
  const texts: { path: (string | number)[]; text: LocalizedText | null }[] = [
    { path: ['title'], text: draft.title },
  ];
  draft.content.forEach((section, s) => {
    if (section.title) texts.push({ path: ['content', s, 'title'], text: section.title });
    section.questions.forEach((question, q) => {
      texts.push({ path: ['content', s, 'questions', q, 'text'], text: question.text });
      if (question.type === 'single' || question.type === 'multiple') {
        question.options.forEach((option, o) =>
          texts.push({ path: ['content', s, 'questions', q, 'options', o, 'text'], text: option.text }),
        );
      }
    });
  });
  return texts;
}

/** A survey as the builder saves it; every text in each of its languages. */
export const surveyDraftSchema = z
  .object({
    title: localizedTextSchema(),
    description: localizedTextSchema(SURVEY_LONG_TEXT_MAX).nullable(),
    languages: surveyLanguagesSchema,
    mode: z.enum(SURVEY_MODES),
    content: surveyContentSchema,
  })
  .superRefine((draft, context) => {
    for (const language of draft.languages as SupportedLanguage[]) {
      for (const { path, text } of textsOf(draft)) {
        if (!hasTextIn(text, language)) {
          context.addIssue({ code: 'custom', path: [...path, language], message: 'validation.required' });
        }
      }
    }
  });
export type SurveyDraft = z.infer<typeof surveyDraftSchema>;

export const surveySummarySchema = z.object({
  id: z.string(),
  title: localizedTextSchema(),
  languages: surveyLanguagesSchema,
  mode: z.enum(SURVEY_MODES),
  status: z.enum(SURVEY_STATUSES),
  questionCount: z.int(),
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
  recurrence: z.enum(SURVEY_RECURRENCES),
  respondents: z.int().nullable(),
  invited: z.int().nullable(),
  updatedAt: z.string(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

export const surveyListSchema = z.object({ surveys: z.array(surveySummarySchema) });

export const surveyDetailSchema = surveySummarySchema.extend({
  description: localizedTextSchema(SURVEY_LONG_TEXT_MAX).nullable(),
  content: surveyContentSchema,
  audience: surveyAudienceSchema.nullable(),
  thresholds: z.object({ scores: z.int(), comments: z.int() }),
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

export const countQuestions = (content: SurveyContent) => questionsOf(content).length;

export const surveyTemplateSchema = z.object({
  /** A built-in template's key, or a saved one's id. */
  id: z.string(),
  builtIn: z.boolean(),
  title: localizedTextSchema(),
  description: localizedTextSchema(SURVEY_LONG_TEXT_MAX).nullable(),
  languages: surveyLanguagesSchema,
  content: surveyContentSchema,
});
export type SurveyTemplate = z.infer<typeof surveyTemplateSchema>;

export const surveyTemplatesSchema = z.object({ templates: z.array(surveyTemplateSchema) });

/** An open survey as the person asked sees it in their list. */
export const mySurveySchema = z.object({
  id: z.string(),
  title: localizedTextSchema(),
  languages: surveyLanguagesSchema,
  mode: z.enum(SURVEY_MODES),
  closesOn: z.string(),
  questionCount: z.int(),
  started: z.boolean(),
});
export type MySurvey = z.infer<typeof mySurveySchema>;
export const mySurveysSchema = z.object({ surveys: z.array(mySurveySchema) });

/** A survey to answer, with the answers saved so far. */
export const surveyToAnswerSchema = z.object({
  survey: mySurveySchema.omit({ started: true }).extend({
    description: localizedTextSchema(SURVEY_LONG_TEXT_MAX).nullable(),
    content: surveyContentSchema,
  }),
  answers: z.record(z.string(), z.union([z.int(), z.string(), z.array(z.string())])),
});
export type SurveyToAnswer = z.infer<typeof surveyToAnswerSchema>;
