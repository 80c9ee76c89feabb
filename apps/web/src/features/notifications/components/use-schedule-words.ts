import { useTranslation } from 'react-i18next';
import {
  formatTimeOfDay,
  normaliseLanguage,
  WEEKDAYS,
  WORKING_DAYS,
  type RecipientsFilter,
  type Team,
} from '@tera/domain';
import { useRoleLabel } from '../../../lib/people/use-role-label';

// 2024-01-01 was a Monday: ISO weekday n is n - 1 days after it.
const weekdayDate = (day: number) => Date.UTC(2024, 0, day);

const sameDays = (days: readonly number[], expected: readonly number[]) =>
  days.length === expected.length && expected.every((day) => days.includes(day));

/** A schedule's when and whom as a sentence reads them, in the reader's language. */
export function useScheduleWords() {
  const { t, i18n } = useTranslation('notifications');
  const language = normaliseLanguage(i18n.language);
  const roleLabel = useRoleLabel();
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);

  const weekday = (day: number, width: 'long' | 'short' = 'long') =>
    new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(weekdayDate(day));

  const time = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    return formatTimeOfDay(new Date(Date.UTC(2000, 0, 1, hours, minutes)), language, 'UTC');
  };

  const days = (chosen: readonly number[]) => {
    if (sameDays(chosen, WEEKDAYS)) return t('days.everyDay');
    if (sameDays(chosen, WORKING_DAYS)) return t('days.workingDays');
    return list([...chosen].sort().map((day) => weekday(day)));
  };

  const recipients = (filter: RecipientsFilter, teams: readonly Team[]) => {
    switch (filter.kind) {
      case 'everyone':
        return t('recipients.summary.everyone');
      case 'teams':
        return t('recipients.summary.teams', {
          names: list(filter.teamIds.map((id) => teams.find((team) => team.id === id)?.name ?? '—')),
        });
      case 'departments':
        return t('recipients.summary.departments', { names: list(filter.departments) });
      case 'roles':
        return t('recipients.summary.roles', { names: list(filter.roles.map(roleLabel)) });
    }
  };

  return { weekday, time, days, recipients };
}
