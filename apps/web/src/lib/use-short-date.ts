import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One formatter per language for the whole app: a chart formats every day it draws, a page holds
 * several, and making a formatter costs far more than using one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    formatters.set(language, format);
  }
  return format;
}

/** "23 nov" in the reader's language, for chart axes and tables. */
export function useShortDate(): (date: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return useCallback(
    (date: string) => formatterFor(language).format(new Date(`${date}T12:00:00Z`)),
    [language],
  );
}
