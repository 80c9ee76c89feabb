export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'es';
export const LANGUAGE_STORAGE_KEY = 'tera.language';
export const LANGUAGE_DETECTION_ORDER = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
] as const;

/** Only Spanish and English exist; any other tag, or none, falls back to Spanish. */
export function normaliseLanguage(input: string | null | undefined): SupportedLanguage {
  const primary = (input ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/** The supported language a tag names ('en-GB' → 'en'), or null when it names another one. */
export function supportedLanguageOf(input: string | null | undefined): SupportedLanguage | null {
  const primary = (input ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary) ?? null;
}
