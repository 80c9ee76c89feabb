import { z } from 'zod';
import {
  ANSWER_TEXT_MAX,
  ENPS_MAX,
  ENPS_MIN,
  questionsOf,
  RATING_MAX,
  RATING_MIN,
  type Question,
  type SurveyContent,
} from './survey-questions.ts';

export const answerValueSchema = z.union([
  z.int(),
  z.string().max(ANSWER_TEXT_MAX, 'validation.tooLong'),
  z.array(z.string().max(64)).max(20),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** Answers by question id; a question left out is unanswered. */
export const surveyAnswersSchema = z.record(z.string().max(64), answerValueSchema);
export type SurveyAnswers = z.infer<typeof surveyAnswersSchema>;

export const surveyProgressSchema = z.object({ answers: surveyAnswersSchema });
export const surveySubmissionSchema = z.object({ answers: surveyAnswersSchema });

const isBlank = (value: AnswerValue | undefined) =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function fits(question: Question, value: AnswerValue): boolean {
  switch (question.type) {
    case 'rating':
      return typeof value === 'number' && value >= RATING_MIN && value <= RATING_MAX;
    case 'enps':
      return typeof value === 'number' && value >= ENPS_MIN && value <= ENPS_MAX;
    case 'single':
      return typeof value === 'string' && question.options.some((option) => option.id === value);
    case 'multiple':
      return (
        Array.isArray(value) &&
        new Set(value).size === value.length &&
        value.every((id) => question.options.some((option) => option.id === id))
      );
    case 'text':
      return typeof value === 'string';
  }
}

export type AnswerProblem = 'validation.required' | 'validation.invalid';

/**
 * What is wrong with a set of answers, by question id: an answer that does not fit its question, an
 * unknown question, and, when submitting, a required question left blank. Saved progress may be
 * incomplete. Blank answers are dropped.
 */
export function checkAnswers(
  content: SurveyContent,
  answers: SurveyAnswers,
  { submitting }: { submitting: boolean },
): { answers: SurveyAnswers; problems: Record<string, AnswerProblem> } {
  const questions = new Map(questionsOf(content).map((question) => [question.id, question]));
  const problems: Record<string, AnswerProblem> = {};
  const kept: SurveyAnswers = {};
  for (const [id, value] of Object.entries(answers)) {
    const question = questions.get(id);
    if (!question) problems[id] = 'validation.invalid';
    else if (isBlank(value)) continue;
    else if (!fits(question, value)) problems[id] = 'validation.invalid';
    else kept[id] = typeof value === 'string' ? value.trim() : value;
  }
  if (submitting) {
    for (const question of questions.values()) {
      if (question.required && kept[question.id] === undefined && !problems[question.id]) {
        problems[question.id] = 'validation.required';
      }
    }
  }
  return { answers: kept, problems };
}
