import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeraWrapResponse, WrapCard } from '@tera/domain';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useMonthName } from './use-month-name';

/** What one card of the wrap says (docs/product/personal-wellbeing.md#terawrap). */
export function WrapCardContent({ card, wrap }: { card: WrapCard; wrap: TeraWrapResponse }) {
  const { t } = useTranslation(['wrap', 'contextTags']);
  const monthName = useMonthName();
  const year = wrap.year;
  switch (card) {
    case 'first_checkin':
      return (
        <>
          <h2 className="text-2xl font-bold">{t('cards.first_checkin.title', { year })}</h2>
          <p>{t('cards.first_checkin.body')}</p>
          <Link to="/dashboard" className={buttonClasses({ variant: 'primary' })}>
            {t('cards.first_checkin.action')}
          </Link>
        </>
      );
    case 'intro':
      return (
        <>
          <h2 className="text-3xl font-bold">{t('cards.intro.title', { year })}</h2>
          <p>{t('cards.intro.body')}</p>
        </>
      );
    case 'checkins':
      return (
        <>
          <h2 className="text-2xl font-bold">{t('cards.checkins.title', { count: wrap.checkinDays })}</h2>
          {wrap.pulse !== null ? <p>{t('cards.checkins.pulse', { pulse: wrap.pulse })}</p> : null}
          {wrap.history === 'short' ? <p>{t('cards.checkins.short')}</p> : null}
        </>
      );
    case 'months':
      return (
        <>
          <h2 className="text-2xl font-bold">{t('cards.months.title')}</h2>
          <ul className="flex h-40 items-end gap-1" aria-describedby="wrap-months-hint">
            {wrap.months.map(({ month, pulse }) => {
              const label =
                pulse === null
                  ? t('cards.months.notEnough', { month: monthName(month, 'long') })
                  : t('cards.months.month', { month: monthName(month, 'long'), pulse });
              return (
                <li
                  key={month}
                  aria-label={label}
                  className="flex h-full flex-1 flex-col items-center justify-end gap-1"
                >
                  <div
                    className={
                      pulse === null
                        ? 'w-full rounded-t bg-current opacity-20'
                        : 'w-full rounded-t bg-current'
                    }
                    style={{ height: `${Math.max(pulse ?? 4, 4)}%` }}
                  />
                  <span aria-hidden="true" className="text-xs">
                    {monthName(month, 'narrow')}
                  </span>
                </li>
              );
            })}
          </ul>
          <p id="wrap-months-hint" className="text-sm">
            {t('cards.months.hint')}
          </p>
        </>
      );
    case 'periods':
      return (
        <>
          <h2 className="text-2xl font-bold">{t('cards.periods.title')}</h2>
          {wrap.best ? (
            <p>
              {t('cards.periods.best', { month: monthName(wrap.best.month, 'long'), pulse: wrap.best.pulse })}
            </p>
          ) : null}
          {wrap.hardest ? (
            <p>
              {t('cards.periods.hardest', {
                month: monthName(wrap.hardest.month, 'long'),
                pulse: wrap.hardest.pulse,
              })}
            </p>
          ) : null}
        </>
      );
    case 'tags':
      return (
        <>
          <h2 className="text-2xl font-bold">{t('cards.tags.title')}</h2>
          <p>{t('cards.tags.lead', { count: wrap.goodDays })}</p>
          <ul className="list-disc space-y-1 pl-5">
            {(wrap.goodDayTags ?? []).map(({ group, tag, goodDays }) => (
              <li key={`${group}:${tag}`}>
                {t('cards.tags.tag', {
                  tag: t(`contextTags:options.${tag}` as 'contextTags:options.calm_day'),
                  count: goodDays,
                })}
              </li>
            ))}
          </ul>
        </>
      );
    case 'recognitions':
      return (
        <>
          <h2 className="text-2xl font-bold">
            {t('cards.recognitions.title', { count: wrap.recognitions.received })}
          </h2>
          {wrap.recognitions.points > 0 ? (
            <p>{t('cards.recognitions.points', { count: wrap.recognitions.points })}</p>
          ) : null}
        </>
      );
    case 'exercises':
      return (
        <>
          <h2 className="text-2xl font-bold">
            {t('cards.exercises.title', { count: wrap.exercises.total })}
          </h2>
          {wrap.exercises.favourite ? (
            <p>{t('cards.exercises.favourite', { name: t(`exercises.${wrap.exercises.favourite}`) })}</p>
          ) : null}
        </>
      );
    case 'closing':
      return (
        <>
          <h2 className="text-2xl font-bold">{t('cards.closing.title')}</h2>
          <p>{t('cards.closing.body')}</p>
        </>
      );
  }
}
