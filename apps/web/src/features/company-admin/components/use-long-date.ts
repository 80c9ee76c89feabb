import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "24 nov 2026" in the reader's language, for dates a year away or more (trial and period ends). */
export function useLongDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)),
    [language],
  );
}
