import { describe, expect, it } from 'vitest';
import { checkinOverlap } from './checkin-overlap.ts';
import { checkAnswers } from './survey-answers.ts';
import { needsCustomSurveys } from './survey-plan.ts';
import type { SurveyContent } from './survey-questions.ts';
import { surveyDraftSchema } from './survey-schemas.ts';
import { BUILT_IN_TEMPLATE_KEYS, BUILT_IN_TEMPLATES } from './survey-templates.ts';

const content: SurveyContent = [
  {
    id: 's1',
    title: null,
    questions: [
      { id: 'q1', type: 'rating', text: { es: 'Me gusta', en: 'I like it' }, required: true },
      { id: 'q2', type: 'enps', text: { es: 'Recomendarías', en: 'Recommend' }, required: false },
      {
        id: 'q3',
        type: 'multiple',
        text: { es: 'Elige', en: 'Pick' },
        required: false,
        options: [
          { id: 'a', text: { es: 'A', en: 'A' } },
          { id: 'b', text: { es: 'B', en: 'B' } },
        ],
      },
      { id: 'q4', type: 'text', text: { es: 'Comenta', en: 'Comment' }, required: false },
    ],
  },
];

describe('a survey draft', () => {
  const draft = {
    title: { es: 'Clima', en: 'Climate' },
    description: null,
    languages: ['es', 'en'],
    mode: 'anonymous',
    content,
  };

  it('carries every text in each of its languages', () => {
    expect(surveyDraftSchema.safeParse(draft).success).toBe(true);
    const missing = surveyDraftSchema.safeParse({ ...draft, title: { es: 'Clima' } });
    expect(missing.error?.issues.map((issue) => issue.path)).toEqual([['title', 'en']]);
    expect(surveyDraftSchema.safeParse({ ...draft, title: { es: 'Clima' }, languages: ['es'] }).success).toBe(
      true,
    );
  });

  it('refuses two questions with one id', () => {
    const twice = [{ ...content[0]!, questions: [content[0]!.questions[0]!, content[0]!.questions[0]!] }];
    expect(surveyDraftSchema.safeParse({ ...draft, content: twice }).success).toBe(false);
  });
});

describe('answers', () => {
  it('must fit their questions, and every required one is answered on submitting', () => {
    expect(checkAnswers(content, { q1: 6, q3: ['a', 'c'], q9: 1 }, { submitting: false }).problems).toEqual({
      q1: 'validation.invalid',
      q3: 'validation.invalid',
      q9: 'validation.invalid',
    });
    expect(checkAnswers(content, { q2: 10 }, { submitting: true }).problems).toEqual({
      q1: 'validation.required',
    });
    expect(checkAnswers(content, { q1: 4, q4: '  ' }, { submitting: true })).toEqual({
      answers: { q1: 4 },
      problems: {},
    });
  });
});

describe('templates', () => {
  it('are the five the team wrote, each complete in Spanish and English', () => {
    expect(BUILT_IN_TEMPLATES.map((template) => template.key)).toEqual([...BUILT_IN_TEMPLATE_KEYS]);
    for (const template of BUILT_IN_TEMPLATES) {
      const parsed = surveyDraftSchema.safeParse({
        title: template.title,
        description: template.description,
        languages: ['es', 'en'],
        mode: 'anonymous',
        content: template.content,
      });
      expect(parsed.success, template.key).toBe(true);
    }
  });

  it('leave to the daily check-in what it already measures', () => {
    for (const template of BUILT_IN_TEMPLATES) {
      for (const question of template.content.flatMap((section) => section.questions)) {
        expect(checkinOverlap(question.text), question.id).toBeNull();
      }
    }
  });
});

describe('the plan', () => {
  it('lets every plan run the templates as written, and asks for professional for own questions or a repeat', () => {
    const engagement = BUILT_IN_TEMPLATES[0]!;
    expect(needsCustomSurveys({ content: engagement.content, recurrence: 'none' })).toBe(false);
    expect(needsCustomSurveys({ content: engagement.content, recurrence: 'monthly' })).toBe(true);
    expect(needsCustomSurveys({ content })).toBe(true);
  });
});

describe('the builder’s hint', () => {
  it('names the check-in measure a question asks again', () => {
    expect(checkinOverlap({ es: '¿Cuánta energía tienes al final del día?' })).toBe('energy');
    expect(checkinOverlap({ en: 'I feel too much pressure at work' })).toBe('mental_pressure');
    expect(checkinOverlap({ es: 'Me siento motivada' })).toBe('motivation');
    expect(checkinOverlap({ en: 'Something worries me' })).toBe('personal_concerns');
    expect(checkinOverlap({ es: 'Mi trabajo tiene sentido' })).toBeNull();
  });
});
