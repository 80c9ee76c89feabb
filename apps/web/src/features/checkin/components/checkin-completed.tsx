import { useTranslation } from 'react-i18next';
import { CHECKIN_INDICATORS, type DailyCheckin } from '@tera/domain';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { CheckinStateCard } from './checkin-state-card';

/** Today is done: says so, and shows what was recorded so the person can see their own answer. */
export function CheckinCompleted({ checkin }: { checkin: DailyCheckin | null }) {
  const { t } = useTranslation('checkin');
  return (
    <CheckinStateCard
      role="status"
      icon={<CheckCircleIcon className="size-7" />}
      title={t('completed.title')}
    >
      <p className="text-fg-muted">{t('completed.description')}</p>
      {checkin && (
        <dl className="mt-2 grid w-full max-w-md grid-cols-2 gap-2 text-left">
          {CHECKIN_INDICATORS.map((indicator) => (
            <div key={indicator} className="rounded-lg bg-surface-muted px-3 py-2">
              <dt className="text-xs text-fg-muted">{t(`indicator.${indicator}.label`)}</dt>
              <dd className="font-semibold text-fg tabular-nums">{checkin[indicator]}/10</dd>
            </div>
          ))}
        </dl>
      )}
    </CheckinStateCard>
  );
}
