import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useFeatureAccess } from '../../../lib/access/use-feature-access';
import { featureBlockOf } from '../../../lib/access/use-feature-block-dialog';
import { isApiError } from '../../../lib/api-error';
import { useTeamBreakdown } from '../api/team-breakdown';
import { ExecutiveReport } from './executive-report';
import { FeatureBlocked } from './feature-blocked';
import { FiguresLoadError } from './figures-load-error';

/** Laid out for A4 portrait; only while this page is shown, so other pages print as the browser likes. */
const PRINT_PAGE = '@page { size: A4 portrait; margin: 12mm; }';

/** /empresa/{slug}/admin/executive: one page for leadership, to read or print (enterpriseAnalytics). */
export function ExecutivePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('companyAdmin');
  const [period, setPeriod] = useState<AnalyticsPeriod>(ANALYTICS_PERIODS[0]);
  const { access } = useFeatureAccess('enterpriseAnalytics');
  const breakdown = useTeamBreakdown(slug, period, access?.allowed === true);
  // The server's own gate may refuse what the company's cached plan allowed.
  const block =
    featureBlockOf(access) ?? (isApiError(breakdown.error) ? (breakdown.error.featureBlock ?? null) : null);
  return (
    <div className="space-y-6 print:space-y-4">
      <PageTitle page="executive" />
      <style>{PRINT_PAGE}</style>
      <PageHeader title={t('executive.title')} lead={t('executive.lead')} />
      {block ? (
        <FeatureBlocked block={block} message={t('executive.blocked')} openAtFirst />
      ) : (
        <Tabs value={String(period)} onValueChange={(value) => setPeriod(Number(value) as AnalyticsPeriod)}>
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            <TabsList aria-label={t('analytics.period')} className="w-full max-w-md">
              {ANALYTICS_PERIODS.map((days) => (
                <TabsTrigger key={days} value={String(days)}>
                  {t(`analytics.periods.${days}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <Button variant="secondary" onClick={() => window.print()}>
              {t('executive.print')}
            </Button>
          </div>
          {ANALYTICS_PERIODS.map((days) => (
            <TabsContent key={days} value={String(days)} className="mt-6 print:mt-0">
              {breakdown.isError ? (
                <FiguresLoadError error={breakdown.error} onRetry={() => void breakdown.refetch()} />
              ) : !breakdown.data ? (
                <div role="status" aria-label={t('loading')} className="space-y-6">
                  <Skeleton className="h-32 w-full" />
                  <Skeleton className="h-64 w-full" />
                </div>
              ) : (
                <div aria-busy={breakdown.isPlaceholderData}>
                  <ExecutiveReport slug={slug} breakdown={breakdown.data} />
                </div>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
