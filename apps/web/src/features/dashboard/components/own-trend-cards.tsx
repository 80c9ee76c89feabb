import { useTranslation } from 'react-i18next';
import { addDays, type OwnPulse } from '@tera/domain';
import { IndicatorsCard } from '../../../components/pulse/indicators-card';
import { PulseTrendCard } from '../../../components/pulse/pulse-trend-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOwnPulse } from '../api/own-pulse';
import { StreakCard } from './streak-card';

export const TREND_DAYS = 30;

export interface TrendRange {
  from: string;
  to: string;
}

/** The last TREND_DAYS days up to the server's today, with a gap for each day without a check-in. */
function lastDays(pulse: OwnPulse) {
  const byDate = new Map(pulse.days.map((day) => [day.date, day]));
  return Array.from({ length: TREND_DAYS }, (_, i) => {
    const date = addDays(pulse.today, i - (TREND_DAYS - 1));
    const day = byDate.get(date);
    return {
      date,
      pulse: day?.pulse ?? null,
      energy: day?.energy ?? null,
      mentalPressure: day?.mentalPressure ?? null,
      personalConcerns: day?.personalConcerns ?? null,
      motivation: day?.motivation ?? null,
    };
  });
}

function LoadingCard() {
  const { t } = useTranslation('dashboard');
  return (
    <div role="status" aria-label={t('loading')}>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/*
 * The three cards of the person's own trend read one request each in their own section, so a
 * failure of that request shows in each of them and leaves the rest of the dashboard alone.
 */

export function OwnStreakCard({ range }: { range: TrendRange }) {
  const pulse = useOwnPulse(range, { inSection: true });
  return <StreakCard streak={pulse.data?.streak ?? null} />;
}

export function OwnTrendCard({ range }: { range: TrendRange }) {
  const { t } = useTranslation('dashboard');
  const pulse = useOwnPulse(range, { inSection: true });
  if (!pulse.data) return <LoadingCard />;
  return (
    <PulseTrendCard
      title={t('trend.title')}
      description={t('trend.description')}
      points={lastDays(pulse.data)}
      emptyText={t('trend.empty')}
      missingText={t('table.noCheckin')}
    />
  );
}

export function OwnIndicatorsCard({ range }: { range: TrendRange }) {
  const { t } = useTranslation('dashboard');
  const pulse = useOwnPulse(range, { inSection: true });
  if (!pulse.data) return <LoadingCard />;
  return (
    <IndicatorsCard
      title={t('indicators.title')}
      description={t('indicators.description')}
      points={lastDays(pulse.data)}
      emptyText={t('trend.empty')}
      missingText={t('table.noCheckin')}
    />
  );
}
