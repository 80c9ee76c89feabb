import { useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDays, localParts } from '@tera/domain';
import { IsolatedSection } from '../../../components/errors/isolated-section';
import { PageHeader } from '../../../components/layout/page-header';
import { monthOf } from '../../../components/pulse/calendar-month';
import { useAuth } from '../../../lib/auth/auth-context';
import { useOwnPulse } from '../api/own-pulse';
import { pulseKeys } from '../api/pulse-keys';
import { EmotionalHistoryCard } from './emotional-history-card';
import { MyDataCard } from './my-data-card';
import { OwnIndicatorsCard, OwnStreakCard, OwnTrendCard, TREND_DAYS } from './own-trend-cards';
import { PrivacyCard } from './privacy-card';

/** The device's date; the server's "today" (the company's time zone) replaces it once known. */
function deviceToday(): string {
  return localParts(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;
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
  const device = deviceToday();
  // A day either side of the device's date, so the server's today is inside whatever the zones.
  const range = { from: addDays(device, -TREND_DAYS), to: addDays(device, 1) };
  // Read here too, without failing, for the server's today and for when a retry in one trend card
  // has brought what all three lack.
  const pulse = useOwnPulse(range);
  const today = pulse.data?.today ?? device;
  const [historyMonth, setHistoryMonth] = useState<string | null>(null);
  const trendRecovered = pulse.dataUpdatedAt;
  return (
    <div className="space-y-6">
      <PageHeader
        title={profile ? t('title', { name: profile.fullName.split(' ')[0] }) : t('titlePlain')}
        lead={t('lead')}
      />
      {/* Top-aligned: the check-in beside it is far taller than the streak. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          <IsolatedSection label={t('today.title')}>
            {/* A new check-in changes the person's figures. */}
            <TodayCard onCompleted={() => void queryClient.invalidateQueries({ queryKey: pulseKeys.all })} />
          </IsolatedSection>
        </div>
        <IsolatedSection label={t('streak.title')} recoverKey={trendRecovered}>
          <OwnStreakCard range={range} />
        </IsolatedSection>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <IsolatedSection label={t('trend.title')} recoverKey={trendRecovered}>
          <OwnTrendCard range={range} />
        </IsolatedSection>
        <IsolatedSection label={t('indicators.title')} recoverKey={trendRecovered}>
          <OwnIndicatorsCard range={range} />
        </IsolatedSection>
        <IsolatedSection label={t('history.title')}>
          <EmotionalHistoryCard
            today={today}
            month={historyMonth ?? monthOf(today)}
            onMonthChange={setHistoryMonth}
          />
        </IsolatedSection>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <IsolatedSection label={t('privacy.title')}>
          <PrivacyCard />
        </IsolatedSection>
        <IsolatedSection label={t('data.title')}>
          <MyDataCard />
        </IsolatedSection>
      </div>
    </div>
  );
}
