import { PageTitle } from '../../../components/layout/page-title';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDays, localParts, type TodayCheckin } from '@tera/domain';
import { IsolatedSection } from '../../../components/errors/isolated-section';
import { AfterFirstPaint } from '../../../components/layout/after-first-paint';
import { PageHeader } from '../../../components/layout/page-header';
import { lastDayOf, monthOf } from '../../../components/pulse/calendar-month';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { checkinKeys } from '../../../lib/checkin-keys';
import { useOwnPulse } from '../api/own-pulse';
import { pulseKeys } from '../api/pulse-keys';
import { EmotionalHistoryCard } from './emotional-history-card';
import { HelpCard } from './help-card';
import { MyDataCard } from './my-data-card';
import {
  OwnIndicatorsCard,
  OwnStreakCard,
  OwnTrendCard,
  TREND_DAYS,
  type TrendRange,
} from './own-trend-cards';
import { NotificationsCard } from './notifications-card';
import { StreakCard } from './streak-card';
import { PrivacyCard } from './privacy-card';

/**
 * Today as the page first knows it: the server's (the company's time zone) where today's check-in
 * has been read already, as it is before a dashboard opened first is drawn (FIRST_SCREEN_READS);
 * the device's date otherwise, which the server's replaces once known. Asking the device for its
 * zone costs a phone more than drawing the page's top, so it is asked only when needed.
 */
function firstKnownToday(queryClient: QueryClient, userId: string | undefined): string {
  const known = userId ? queryClient.getQueryData<TodayCheckin>(checkinKeys.today(userId))?.date : undefined;
  return known ?? localParts(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;
}

// The survey schemas it reads with are the dashboard's largest to build, and it stands below today's
// card: its code arrives once the page has painted.
const MySurveysCard = lazy(() =>
  import('./my-surveys-card').then((module) => ({ default: module.MySurveysCard })),
);

/** Today's check-in, or today's pulse once it is done: the check-in feature's card. */
export type TodayCard = ComponentType<{ onCompleted(): void }>;

/**
 * /dashboard: today's card, the person's trend, history, streak, data, privacy and notifications.
 * The router passes in the check-in feature's card, so the two features stay apart.
 */
export function dashboardScreen(TodayCard: TodayCard): ComponentType {
  return function DashboardPage() {
    return (
      <>
        <PageTitle page="dashboard" />
        <Dashboard TodayCard={TodayCard} />
      </>
    );
  };
}

/*
 * Each section reads the data it shows itself, so an answer arriving re-renders its cards alone,
 * not the whole page; the page renders once.
 */

/**
 * A card of the person's trend. The shared read is watched here too, without failing, so that a
 * retry in one trend card that brings what all three lack restores the others.
 */
function TrendSection({ label, range, children }: { label: string; range: TrendRange; children: ReactNode }) {
  const pulse = useOwnPulse(range);
  return (
    <IsolatedSection label={label} recoverKey={pulse.dataUpdatedAt}>
      {children}
    </IsolatedSection>
  );
}

/** The month shown is kept here, outside the card's section, so a retry asks for the month that failed. */
function HistorySection({ range, firstToday }: { range: TrendRange; firstToday: string }) {
  const { t } = useTranslation('dashboard');
  const pulse = useOwnPulse(range);
  const today = pulse.data?.today ?? firstToday;
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const month = chosenMonth ?? monthOf(today);
  useOwnPulse({ from: `${month}-01`, to: lastDayOf(month) });
  return (
    <IsolatedSection label={t('history.title')}>
      <EmotionalHistoryCard today={today} month={month} onMonthChange={setMonth} />
    </IsolatedSection>
  );
}

function Dashboard({ TodayCard }: { TodayCard: TodayCard }) {
  const { t } = useTranslation('dashboard');
  const { profile, session } = useAuth();
  const queryClient = useQueryClient();
  // Read once: the range below spans a day either side, so a page left open past midnight still
  // asks for the new day, and the server's today is inside it whatever the zones.
  const [firstToday] = useState(() => firstKnownToday(queryClient, session?.userId));
  const range = { from: addDays(firstToday, -TREND_DAYS), to: addDays(firstToday, 1) };
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
        {/* Below today's card on a phone. Like every part after today's card, it renders, and
            asks for its figures, once today's card has painted (its largest text, which the
            first paint should be). */}
        <AfterFirstPaint placeholder={<StreakCard streak={null} />}>
          <TrendSection label={t('streak.title')} range={range}>
            <OwnStreakCard range={range} />
          </TrendSection>
        </AfterFirstPaint>
      </div>
      <AfterFirstPaint placeholder={null}>
        <TrendSection label={t('help.title')} range={range}>
          <HelpCard range={range} />
        </TrendSection>
        <IsolatedSection label={t('surveys.title')}>
          <Suspense fallback={null}>
            <MySurveysCard />
          </Suspense>
        </IsolatedSection>
      </AfterFirstPaint>
      <div className="grid gap-6 lg:grid-cols-2 *:below-fold">
        {/* Below the fold on a phone: after today's card has painted. */}
        <AfterFirstPaint placeholder={<Skeleton className="h-96 w-full rounded-xl" />}>
          <TrendSection label={t('trend.title')} range={range}>
            <OwnTrendCard range={range} />
          </TrendSection>
          <TrendSection label={t('indicators.title')} range={range}>
            <OwnIndicatorsCard range={range} />
          </TrendSection>
        </AfterFirstPaint>
        <AfterFirstPaint placeholder={<Skeleton className="h-96 w-full rounded-xl" />}>
          <HistorySection range={range} firstToday={firstToday} />
        </AfterFirstPaint>
      </div>
      <AfterFirstPaint placeholder={<Skeleton className="h-64 w-full rounded-xl" />}>
        <div className="grid gap-6 lg:grid-cols-2 *:below-fold">
          <IsolatedSection label={t('privacy.title')}>
            <PrivacyCard />
          </IsolatedSection>
          <IsolatedSection label={t('data.title')}>
            <MyDataCard />
          </IsolatedSection>
          <IsolatedSection label={t('card.title', { ns: 'notificationPreferences' })}>
            <NotificationsCard />
          </IsolatedSection>
        </div>
      </AfterFirstPaint>
    </div>
  );
}
