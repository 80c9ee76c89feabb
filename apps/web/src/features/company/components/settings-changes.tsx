import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  formatHourOfDay,
  normaliseLanguage,
  type SettingsChange,
  type SettingsAuditEntry,
} from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSettingsChanges } from '../api/company-settings';

type Translate = ReturnType<typeof useTranslation<'company'>>['t'];

function shownValue(
  change: SettingsChange,
  value: SettingsChange['from'],
  t: Translate,
  language: 'es' | 'en',
) {
  if (value === null || value === '') return t('settings.changes.empty_value');
  switch (change.field) {
    case 'workdayStartHour':
      return formatHourOfDay(Number(value), language);
    case 'confidentialityThreshold':
      return t('settings.thresholdOption', { count: Number(value) });
    case 'defaultLanguage':
      return value === 'en' ? t('settings.languages.en') : t('settings.languages.es');
    case 'industry':
      return t(`settings.industries.${value as 'other'}`, { defaultValue: String(value) });
    default:
      return String(value);
  }
}

function ChangeLine({ change }: { change: SettingsChange }) {
  const { t, i18n } = useTranslation('company');
  const language = normaliseLanguage(i18n.language);
  if (change.field === 'logo') {
    const key = change.to === null ? 'logoRemoved' : change.from === null ? 'logoAdded' : 'logoChanged';
    return <li>{t(`settings.changes.${key}`)}</li>;
  }
  return (
    <li>
      <span className="font-medium text-fg">{t(`settings.fields.${change.field}`)}</span>:{' '}
      <span className="break-words">{shownValue(change, change.from, t, language)}</span>
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> {language === 'es' ? 'a' : 'to'} </span>
      <span className="break-words">{shownValue(change, change.to, t, language)}</span>
    </li>
  );
}

function Entry({ entry, timeZone }: { entry: SettingsAuditEntry; timeZone: string }) {
  const { i18n } = useTranslation('company');
  const language = normaliseLanguage(i18n.language);
  return (
    <li className="border-t border-border pt-3 first:border-t-0 first:pt-0">
      <p className="text-sm text-fg-muted">
        <time dateTime={entry.changedAt}>
          {formatDateTime(new Date(entry.changedAt), language, timeZone)}
        </time>
        {' · '}
        <span className="font-medium text-fg">{entry.changedBy.name}</span>
      </p>
      <ul className="mt-1 space-y-1 text-sm text-fg-muted">
        {entry.changes.map((change) => (
          <ChangeLine key={change.field} change={change} />
        ))}
      </ul>
    </li>
  );
}

/** The latest saves of the settings: who, when and what. */
export function SettingsChanges({ slug, timeZone }: { slug: string; timeZone: string }) {
  const { t } = useTranslation('company');
  const titleId = useId();
  const changes = useSettingsChanges(slug);
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div>
        <CardTitle id={titleId} className="text-xl">
          {t('settings.changes.title')}
        </CardTitle>
        <CardDescription>{t('settings.changes.lead')}</CardDescription>
      </div>
      {changes.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : changes.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-sm text-fg">{t('settings.changes.loadError')}</p>
          <Button variant="secondary" onClick={() => void changes.refetch()}>
            {t('settings.retry')}
          </Button>
        </div>
      ) : changes.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('settings.changes.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {changes.data.map((entry) => (
            <Entry key={entry.id} entry={entry} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </Card>
  );
}
