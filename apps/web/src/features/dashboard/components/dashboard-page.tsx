import type { ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDays, localParts, type OwnPulse } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { IndicatorsCard } from '../../../components/pulse/indicators-card';
import { PulseTrendCard } from '../../../components/pulse/pulse-trend-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { describeError } from '../../../lib/error-message';
import { useOwnPulse } from '../api/own-pulse';
import { pulseKeys } from '../api/pulse-keys';
import { EmotionalHistoryCard } from './emotional-history-card';
import { MyDataCard } from './my-data-card';
import { PrivacyCard } from './privacy-card';
import { StreakCard } from './streak-card';

const TREND_DAYS = 30;

/** The device's date; the server's "today" (the company's time zone) replaces it once known. */
function deviceToday(): string {
  return localParts(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;
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

function TrendSections({ pulse }: { pulse: OwnPulse }) {
  const { t } = useTranslation('dashboard');
  const points = lastDays(pulse);
  return (
    <>
      <PulseTrendCard
        title={t('trend.title')}
        description={t('trend.description')}
        points={points}
        emptyText={t('trend.empty')}
        missingText={t('table.noCheckin')}
      />
      <IndicatorsCard
        title={t('indicators.title')}
        description={t('indicators.description')}
        points={points}
        emptyText={t('trend.empty')}
        missingText={t('table.noCheckin')}
      />
      <EmotionalHistoryCard today={pulse.today} />
    </>
  );
}

/** Today's check-in, or today's pulse once it is done: the check-in feature's card. */
export type TodayCard = ComponentType<{ onCompleted(): void }>;

/**
 * /dashboard: today's card, the person's trend, history, streak, data and privacy. The router
 * passes in the check-in feature's card, so the two features stay apart.
 */
export function dashboardScreen(TodayCard: TodayCard): ComponentType {
  return function DashboardPage() {
    return <Dashboard TodayCard={TodayCard} />;
  };
}

function Dashboard({ TodayCard }: { TodayCard: TodayCard }) {
  const { t } = useTranslation('dashboard');
  const { profile } = useAuth();
  const queryClient = useQueryClient();
  const today = deviceToday();
  // A day either side of the device's date, so the server's today is inside whatever the zones.
  const pulse = useOwnPulse({ from: addDays(today, -TREND_DAYS), to: addDays(today, 1) });

  return (
    <div className="space-y-6">
      <PageHeader
        title={profile ? t('title', { name: profile.fullName.split(' ')[0] }) : t('titlePlain')}
        lead={t('lead')}
      />
      {/* Top-aligned: the check-in beside it is far taller than the streak. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          {/* A new check-in changes the person's figures. */}
          <TodayCard onCompleted={() => void queryClient.invalidateQueries({ queryKey: pulseKeys.all })} />
        </div>
        <StreakCard streak={pulse.data?.streak ?? null} />
      </div>
      {pulse.isError ? (
        <Alert tone="danger" role="alert" title={t('loadError')}>
          <p>{describeError(pulse.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void pulse.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : pulse.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <TrendSections pulse={pulse.data} />
        </div>
      ) : (
        <div role="status" aria-label={t('loading')} className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <PrivacyCard />
        <MyDataCard />
      </div>
    </div>
  );
}
