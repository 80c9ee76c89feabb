import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, type CompanyAnalyticsResponse } from '@tera/domain';
import { IsolatedSection } from '../../../components/errors/isolated-section';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { IndicatorsCard } from '../../../components/pulse/indicators-card';
import { PulseTrendCard } from '../../../components/pulse/pulse-trend-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useFeatureAccess } from '../../../lib/access/use-feature-access';
import { featureBlockOf } from '../../../lib/access/use-feature-block-dialog';
import { isApiError } from '../../../lib/api-error';
import { useCompanyAnalytics } from '../api/company-analytics';
import { CompanyTagsCard } from './company-tags-card';
import { FeatureBlocked } from './feature-blocked';
import { FiguresState } from './figures-state';
import { PeriodComparisonCard } from './period-comparison-card';
import { TeamBreakdownCard } from './team-breakdown-card';

function Figures({
  slug,
  period,
  analytics,
}: {
  slug: string;
  period: AnalyticsPeriod;
  analytics: CompanyAnalyticsResponse;
}) {
  const { t } = useTranslation('companyAdmin');
  const points = analytics.days.map((day) => ({
    date: day.date,
    pulse: day.pulse,
    energy: day.indicators?.energy ?? null,
    mentalPressure: day.indicators?.mentalPressure ?? null,
    personalConcerns: day.indicators?.personalConcerns ?? null,
    motivation: day.indicators?.motivation ?? null,
  }));
  const emptyText = t('analytics.empty');
  return (
    <div className="space-y-6">
      <p className="text-sm text-fg-muted">{t('privacy', { count: analytics.threshold })}</p>
      <IsolatedSection label={t('analytics.comparisonTitle')}>
        <PeriodComparisonCard analytics={analytics} />
      </IsolatedSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <IsolatedSection label={t('analytics.trendTitle')}>
          <PulseTrendCard
            title={t('analytics.trendTitle')}
            description={t('analytics.trendDescription', { count: analytics.threshold })}
            points={points}
            emptyText={emptyText}
            missingText={t('pulse.missing')}
          />
        </IsolatedSection>
        <IsolatedSection label={t('analytics.indicatorsTitle')}>
          <IndicatorsCard
            title={t('analytics.indicatorsTitle')}
            description={t('analytics.indicatorsDescription')}
            points={points}
            emptyText={emptyText}
            missingText={t('pulse.missing')}
          />
        </IsolatedSection>
      </div>
      <IsolatedSection label={t('tags.title')}>
        <CompanyTagsCard slug={slug} threshold={analytics.threshold} />
      </IsolatedSection>
      <IsolatedSection label={t('teams.title')}>
        <TeamBreakdownCard
          slug={slug}
          period={period}
          companyPeople={analytics.activePeople}
          groups="teams"
        />
      </IsolatedSection>
      <IsolatedSection label={t('departments.title')}>
        <TeamBreakdownCard
          slug={slug}
          period={period}
          companyPeople={analytics.activePeople}
          groups="departments"
        />
      </IsolatedSection>
    </div>
  );
}

/** /empresa/{slug}/admin/analytics: the company's evolution over 30, 90 or 365 days (basicAnalytics). */
export function AnalyticsPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('companyAdmin');
  const [period, setPeriod] = useState<AnalyticsPeriod>(ANALYTICS_PERIODS[0]);
  const { access } = useFeatureAccess('basicAnalytics');
  const analytics = useCompanyAnalytics(slug, period, access?.allowed === true);
  // The server's own gate may refuse what the company's cached plan allowed.
  const block =
    featureBlockOf(access) ?? (isApiError(analytics.error) ? (analytics.error.featureBlock ?? null) : null);
  return (
    <div className="space-y-6">
      <PageTitle page="analytics" />
      <PageHeader title={t('analytics.title')} lead={t('analytics.lead')} />
      {block ? (
        <FeatureBlocked block={block} message={t('analytics.blocked')} openAtFirst />
      ) : (
        <>
          <Tabs value={String(period)} onValueChange={(value) => setPeriod(Number(value) as AnalyticsPeriod)}>
            <TabsList aria-label={t('analytics.period')} className="max-w-md">
              {ANALYTICS_PERIODS.map((days) => (
                <TabsTrigger key={days} value={String(days)}>
                  {t(`analytics.periods.${days}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {ANALYTICS_PERIODS.map((days) => (
              <TabsContent key={days} value={String(days)} className="mt-6">
                <FiguresState query={analytics} skeletonClassName="h-64 w-full">
                  {(data) => (
                    <div aria-busy={analytics.isPlaceholderData}>
                      <Figures slug={slug} period={period} analytics={data} />
                    </div>
                  )}
                </FiguresState>
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </div>
  );
}
