import type { LocalizedText } from './survey-texts.ts';

/** What the daily check-in already measures every day, so a survey need not ask it again. */
export const CHECKIN_MEASURES = ['energy', 'mental_pressure', 'personal_concerns', 'motivation'] as const;
export type CheckinMeasure = (typeof CHECKIN_MEASURES)[number];

const WORDS: Record<CheckinMeasure, readonly string[]> = {
  energy: ['energ', 'cansad', 'agotad', 'tired', 'exhaust', 'fatig'],
  mental_pressure: [
    'presión',
    'presion',
    'pressure',
    'estrés',
    'estres',
    'stress',
    'carga de trabajo',
    'workload',
  ],
  personal_concerns: ['preocupa', 'worr', 'concern'],
  motivation: ['motiva'],
};

/**
 * The check-in measure a question's text asks about again, if any: the builder hints that the daily
 * check-in already has the answer, every day, for the same people (docs/product/surveys.md#with-the-daily-check-in).
 */
export function checkinOverlap(text: LocalizedText): CheckinMeasure | null {
  const words = `${text.es ?? ''} ${text.en ?? ''}`.toLowerCase();
  return CHECKIN_MEASURES.find((measure) => WORDS[measure].some((word) => words.includes(word))) ?? null;
}
