import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "23 nov" in the reader's language, for chart axes and tables. */
export function useShortDate(): (date: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return useCallback(
    (date: string) =>
      new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${date}T12:00:00Z`),
      ),
    [language],
  );
}
