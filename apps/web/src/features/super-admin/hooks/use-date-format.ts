import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '@tera/domain';

/** Dates and times as the reader's language writes them. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    date: (iso: string) => day.format(new Date(iso)),
    dateTime: (iso: string) => moment.format(new Date(iso)),
  };
}
