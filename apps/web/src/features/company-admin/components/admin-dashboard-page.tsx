import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardResponse } from '@tera/domain';
import { IsolatedSection } from '../../../components/errors/isolated-section';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { PulseTrendCard } from '../../../components/pulse/pulse-trend-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { useAdminDashboard } from '../api/admin-dashboard';
import { CompanyAlertsCard } from './company-alerts-card';
import { CompanyPulseCard } from './company-pulse-card';
import { FiguresLoadError } from './figures-load-error';
import { InvitationsCard } from './invitations-card';
import { ParticipationCard } from './participation-card';
import { PeopleCard } from './people-card';
import { SubscriptionCard } from './subscription-card';

function Dashboard({ slug, dashboard }: { slug: string; dashboard: AdminDashboardResponse }) {
  const { t } = useTranslation('companyAdmin');
  return (
    <div className="space-y-6">
      <p className="text-sm text-fg-muted">{t('privacy', { count: dashboard.threshold })}</p>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <IsolatedSection label={t('participation.title')}>
            <ParticipationCard
              slug={slug}
              participation={dashboard.participation}
              threshold={dashboard.threshold}
            />
          </IsolatedSection>
          <IsolatedSection label={t('pulse.trendTitle')}>
            <PulseTrendCard
              title={t('pulse.trendTitle')}
              description={t('pulse.trendDescription')}
              points={dashboard.pulse.trend}
              emptyText={t('withheld', { count: dashboard.threshold })}
              missingText={t('pulse.missing')}
            />
          </IsolatedSection>
        </div>
        <div className="space-y-6">
          <IsolatedSection label={t('alerts.title')}>
            <CompanyAlertsCard slug={slug} alerts={dashboard.alerts} />
          </IsolatedSection>
          <IsolatedSection label={t('pulse.title')}>
            <CompanyPulseCard pulse={dashboard.pulse} />
          </IsolatedSection>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <IsolatedSection label={t('people.title')}>
          <PeopleCard slug={slug} people={dashboard.people} />
        </IsolatedSection>
        <IsolatedSection label={t('subscription.title')}>
          <SubscriptionCard slug={slug} subscription={dashboard.subscription} />
        </IsolatedSection>
        <IsolatedSection label={t('invitations.title')}>
          <InvitationsCard slug={slug} invitations={dashboard.invitations} />
        </IsolatedSection>
      </div>
    </div>
  );
}

/** /empresa/{slug}/admin: the company at a glance, every card leading to where it is acted on. */
export function AdminDashboardPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('companyAdmin');
  const dashboard = useAdminDashboard(slug);
  return (
    <div className="space-y-6">
      <PageTitle page="adminDashboard" />
      <PageHeader title={t('dashboard.title')} lead={t('dashboard.lead')} />
      <nav aria-label={t('dashboard.areas')} className="flex flex-wrap gap-x-6 gap-y-2">
        <TextLink to={`/empresa/${slug}/admin/analytics`}>{t('dashboard.analytics')}</TextLink>
        <TextLink to={`/empresa/${slug}/admin/executive`}>{t('dashboard.executive')}</TextLink>
        <TextLink to={`/empresa/${slug}/admin/reports`}>{t('dashboard.reports')}</TextLink>
        <TextLink to={`/empresa/${slug}/admin/settings`}>{t('dashboard.settings')}</TextLink>
        <TextLink to={`/empresa/${slug}/admin/notifications`}>{t('dashboard.notifications')}</TextLink>
        <TextLink to={`/empresa/${slug}/admin/surveys`}>{t('dashboard.surveys')}</TextLink>
        <TextLink to={`/empresa/${slug}/admin/billing`}>{t('dashboard.billing')}</TextLink>
      </nav>
      {dashboard.isError ? (
        <FiguresLoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : !dashboard.data ? (
        <div role="status" aria-label={t('loading')} className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-64 w-full lg:col-span-2" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <Dashboard slug={slug} dashboard={dashboard.data} />
      )}
    </div>
  );
}
