import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "4 de diciembre" / "4 December" in the reader's language, for a calendar day of the coming weeks. */
export function useDayOfMonth(): (date: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return useCallback(
    (date: string) =>
      new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${date.slice(0, 10)}T12:00:00Z`),
      ),
    [language],
  );
}
