import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { PulseIcon } from '../../../components/ui/icons';

/** Days in a row with a check-in, up to today (or yesterday while today is still open). */
export function StreakCard({ streak }: { streak: number | null }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={streak === null || undefined}>
      <div className="flex items-center gap-2">
        <PulseIcon className="text-primary" />
        <CardTitle id={titleId}>{t('streak.title')}</CardTitle>
      </div>
      {streak === null ? (
        <Skeleton className="mt-3 h-10 w-24" />
      ) : (
        <>
          <p className="mt-2 text-4xl font-extrabold tabular-nums text-fg">
            {t('streak.days', { count: streak })}
          </p>
          <p className="mt-1 text-sm text-fg-muted">
            {streak === 0 ? t('streak.none') : t('streak.keepGoing')}
          </p>
        </>
      )}
    </Card>
  );
}
