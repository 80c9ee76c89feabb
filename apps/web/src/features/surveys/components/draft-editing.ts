import type { Question, QuestionType, SupportedLanguage, SurveyDraft, SurveySection } from '@tera/domain';

/** A key unique within the survey, for a new section, question or option. */
export const newKey = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

export function newQuestion(type: QuestionType): Question {
  const base = { id: newKey('q'), text: {}, required: true };
  if (type === 'single' || type === 'multiple') {
    return {
      ...base,
      type,
      options: [
        { id: newKey('o'), text: {} },
        { id: newKey('o'), text: {} },
      ],
    };
  }
  return { ...base, type };
}

export const newSection = (): SurveySection => ({ id: newKey('s'), title: null, questions: [] });

export const emptyDraft = (): SurveyDraft => ({
  title: {},
  description: null,
  languages: ['es', 'en'] satisfies SupportedLanguage[],
  mode: 'anonymous',
  content: [newSection()],
});

/** The list with the item at `from` moved one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Each question's number across the whole survey, counted through its sections. */
export function questionNumbers(content: readonly SurveySection[]): Map<string, number> {
  return new Map(content.flatMap((section) => section.questions).map((question, i) => [question.id, i + 1]));
}
