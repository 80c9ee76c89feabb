import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../i18n/languages.ts';

export const SURVEY_TEXT_MAX = 300;
export const SURVEY_LONG_TEXT_MAX = 2000;

/**
 * A text of a survey in each language it carries. A survey may carry both languages, and then
 * every text must be written in both (docs/product/surveys.md#languages).
 */
export const localizedTextSchema = (max = SURVEY_TEXT_MAX) =>
  z.object({
    es: z.string().trim().max(max, 'validation.tooLong').optional(),
    en: z.string().trim().max(max, 'validation.tooLong').optional(),
  });
export type LocalizedText = z.infer<ReturnType<typeof localizedTextSchema>>;

export const surveyLanguagesSchema = z
  .array(z.enum(SUPPORTED_LANGUAGES))
  .min(1, 'validation.required')
  .refine((languages) => new Set(languages).size === languages.length, 'validation.invalid');

export const hasTextIn = (text: LocalizedText | null | undefined, language: SupportedLanguage) =>
  Boolean(text?.[language]?.trim());

/** The text in the reader's language, else in the survey's first language that has it. */
export function textIn(
  text: LocalizedText | null | undefined,
  language: SupportedLanguage,
  languages: readonly SupportedLanguage[] = SUPPORTED_LANGUAGES,
): string {
  if (!text) return '';
  if (hasTextIn(text, language)) return text[language] ?? '';
  const other = languages.find((candidate) => hasTextIn(text, candidate));
  return other ? (text[other] ?? '') : '';
}
