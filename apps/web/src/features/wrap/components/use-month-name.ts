import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A month's name (1–12) in the language being read. */
export function useMonthName(): (month: number, width: 'long' | 'narrow') => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return useCallback(
    (month, width) =>
      new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, month - 1, 15)),
      ),
    [language],
  );
}
