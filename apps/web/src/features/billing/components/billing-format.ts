import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Money and dates in the reader's language; the currency comes from the server's configuration. */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const money = useCallback(
    (amount: number, currency: string) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: currency.toUpperCase(),
        maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount),
    [language],
  );
  const date = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(language, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(iso)),
    [language],
  );
  return { money, date };
}
