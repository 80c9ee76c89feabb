import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamPulseResponse } from '@tera/domain';
import { IsolatedSection } from '../../../components/errors/isolated-section';
import { AfterFirstPaint } from '../../../components/layout/after-first-paint';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { UsersIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeError } from '../../../lib/error-message';
import { useAuth } from '../../../lib/auth/auth-context';
import { IndicatorsCard } from '../../../components/pulse/indicators-card';
import { PulseTrendCard } from '../../../components/pulse/pulse-trend-card';
import { useTeamPulse } from '../api/team-pulse';
import { useTeamLiveUpdates, type LiveState } from '../hooks/use-team-live-updates';
import { IndividualTeamPanel } from './individual-team-panel';
import { NotALeader } from './not-a-leader';
import { PulseByTagCard } from './pulse-by-tag-card';
import { TeamAlertsCard } from './team-alerts-card';
import { TeamAnalysisCard } from './team-analysis-card';
import { TeamCalendarCard } from './team-calendar-card';
import { TeamMembersCard } from './team-members-card';
import { TeamTodayCard } from './team-today-card';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';

// The assistant's form (with its form and validation code) is the panel's only one, and stands
// below the fold: its code arrives once the panel has painted.
const TeamAssistantCard = lazy(() =>
  import('./team-assistant-card').then((module) => ({ default: module.TeamAssistantCard })),
);

function TeamPanel({ team, live }: { team: TeamPulseResponse; live: LiveState }) {
  const { t } = useTranslation('leaderPanel');
  const points = team.trend.map((day) => ({
    date: day.date,
    pulse: day.pulse,
    energy: day.indicators?.energy ?? null,
    mentalPressure: day.indicators?.mentalPressure ?? null,
    personalConcerns: day.indicators?.personalConcerns ?? null,
    motivation: day.indicators?.motivation ?? null,
  }));
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <IsolatedSection label={t('today.title')}>
            <TeamTodayCard today={team.today} threshold={team.threshold} live={live} />
          </IsolatedSection>
        </div>
        <IsolatedSection label={t('alerts.title')}>
          <TeamAlertsCard alerts={team.alerts} />
        </IsolatedSection>
      </div>
      {/* Below the fold on a phone: after today's figures have painted. */}
      <AfterFirstPaint placeholder={<Skeleton className="h-96 w-full rounded-xl" />}>
        <div className="grid gap-6 lg:grid-cols-2 *:below-fold">
          <IsolatedSection label={t('trend.title')}>
            <PulseTrendCard
              title={t('trend.title')}
              description={t('trend.description', { count: team.threshold })}
              points={points}
              emptyText={t('trend.empty', { count: team.threshold })}
              missingText={t('trend.missing')}
            />
          </IsolatedSection>
          <IsolatedSection label={t('indicators.title')}>
            <IndicatorsCard
              title={t('indicators.title')}
              description={t('indicators.description')}
              points={points}
              emptyText={t('trend.empty', { count: team.threshold })}
              missingText={t('trend.missing')}
            />
          </IsolatedSection>
          <IsolatedSection label={t('calendar.title')}>
            <TeamCalendarCard trend={team.trend} today={team.today.date} />
          </IsolatedSection>
          <IsolatedSection label={t('tags.title')}>
            <PulseByTagCard byTag={team.byTag} />
          </IsolatedSection>
          <IsolatedSection label={t('analysis.title')}>
            <TeamAnalysisCard />
          </IsolatedSection>
          <IsolatedSection label={t('assistant.title')}>
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
              <TeamAssistantCard />
            </Suspense>
          </IsolatedSection>
        </div>
        <IsolatedSection label={t('members.title')}>
          <TeamMembersCard members={team.members} className="below-fold" />
        </IsolatedSection>
      </AfterFirstPaint>
    </>
  );
}

function LeaderPanel() {
  const { t } = useTranslation('leaderPanel');
  const team = useTeamPulse();
  const live = useTeamLiveUpdates();
  if (team.isError) {
    return (
      <Alert tone="danger" role="alert" title={t('loadError')}>
        <p>{describeError(team.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void team.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!team.data) {
    return (
      <div role="status" aria-label={t('loading')} className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 w-full lg:col-span-2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (team.data.today.teamSize === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 py-10 text-center">
        <UsersIcon className="size-8 text-fg-muted" />
        <h2 className="text-lg font-semibold text-fg">{t('emptyTeam.title')}</h2>
        <p className="max-w-md text-fg-muted">{t('emptyTeam.body')}</p>
      </Card>
    );
  }
  return <TeamPanel team={team.data} live={live} />;
}

/** /panel-lider: the leader's direct reports, live, with every figure kept anonymous. */
export function LeaderPanelPage() {
  return (
    <>
      <PageTitle page="leaderPanel" />
      <LeaderPanelForPerson />
    </>
  );
}

function LeaderPanelForPerson() {
  const { t } = useTranslation('leaderPanel');
  const auth = useAuth();
  if (auth.companyId === null) return <IndividualTeamPanel />;
  if (!auth.isLeader) return <NotALeader />;
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <LeaderPanel />
    </div>
  );
}
