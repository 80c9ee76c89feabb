import { z } from 'zod';
import { localizedTextSchema, SURVEY_LONG_TEXT_MAX } from './survey-texts.ts';

/**
 * The kinds of question a survey asks (docs/product/surveys.md#questions): agreement on a 1–5 scale,
 * the 0–10 "would you recommend" of eNPS, one or several of the listed options, and free text.
 */
export const QUESTION_TYPES = ['rating', 'enps', 'single', 'multiple', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const ENPS_MIN = 0;
export const ENPS_MAX = 10;
export const MAX_OPTIONS = 20;
export const MAX_QUESTIONS = 60;
export const MAX_SECTIONS = 12;
export const ANSWER_TEXT_MAX = SURVEY_LONG_TEXT_MAX;

const keySchema = z.string().trim().min(1).max(64);

export const choiceOptionSchema = z.object({ id: keySchema, text: localizedTextSchema() });
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

const questionBase = {
  id: keySchema,
  text: localizedTextSchema(),
  required: z.boolean(),
};

const optionsSchema = z
  .array(choiceOptionSchema)
  .min(2, 'validation.tooFewOptions')
  .max(MAX_OPTIONS, 'validation.tooMany')
  .refine(
    (options) => new Set(options.map((option) => option.id)).size === options.length,
    'validation.invalid',
  );

export const questionSchema = z.discriminatedUnion('type', [
  z.object({ ...questionBase, type: z.literal('rating') }),
  z.object({ ...questionBase, type: z.literal('enps') }),
  z.object({ ...questionBase, type: z.literal('single'), options: optionsSchema }),
  z.object({ ...questionBase, type: z.literal('multiple'), options: optionsSchema }),
  z.object({ ...questionBase, type: z.literal('text') }),
]);
export type Question = z.infer<typeof questionSchema>;

export const sectionSchema = z.object({
  id: keySchema,
  title: localizedTextSchema().nullable(),
  questions: z.array(questionSchema).max(MAX_QUESTIONS, 'validation.tooMany'),
});
export type SurveySection = z.infer<typeof sectionSchema>;

/** Sections in order, each with its questions in order; question ids unique across the survey. */
export const surveyContentSchema = z
  .array(sectionSchema)
  .min(1, 'validation.required')
  .max(MAX_SECTIONS, 'validation.tooMany')
  .refine((sections) => {
    const ids = sections.flatMap((section) => section.questions.map((question) => question.id));
    return ids.length <= MAX_QUESTIONS && new Set(ids).size === ids.length;
  }, 'validation.invalid');
export type SurveyContent = z.infer<typeof surveyContentSchema>;

export const questionsOf = (content: SurveyContent): Question[] =>
  content.flatMap((section) => section.questions);

/** Questions whose answers are scores: a distribution and a mean can be shown for them. */
export const isScored = (question: Question) => question.type === 'rating' || question.type === 'enps';
