import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { USAGE_PERIODS, type CompanyUsage } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ScreensCard, UsageStats, useSessionLength } from '../../../components/usage/usage-figures';
import { useCompanyUsage } from '../api/usage';
import { UsageLoadError } from './usage-load-error';

function Figures({ usage }: { usage: CompanyUsage }) {
  const { t } = useTranslation('usage');
  const length = useSessionLength(usage.averageSessionSeconds);
  if (!usage.released) return <Alert tone="info">{t('withheld')}</Alert>;
  return (
    <div className="space-y-6">
      <UsageStats
        figures={[
          { label: t('activePeople'), value: usage.activePeople },
          { label: t('sessions'), value: usage.sessions },
          { label: t('averageSession'), value: length },
        ]}
      />
      <ScreensCard screens={usage.screens} withheld={usage.withheldScreens} />
    </div>
  );
}

/** /empresa/{slug}/admin/usage: how the company uses Tera (docs/product/usage-analytics.md). */
export function CompanyUsagePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('usage');
  const [days, setDays] = useState<number>(30);
  const usage = useCompanyUsage(slug, days);
  return (
    <div className="space-y-6">
      <PageTitle page="usage" />
      <PageHeader
        title={t('title')}
        lead={
          <>
            {t('lead')} <TextLink to="/privacy/usage">{t('whatIsCollected')}</TextLink>
          </>
        }
      />
      <Tabs value={String(days)} onValueChange={(value) => setDays(Number(value))}>
        <TabsList aria-label={t('period')} className="max-w-md">
          {USAGE_PERIODS.map((period) => (
            <TabsTrigger key={period} value={String(period)}>
              {t(`periods.${period}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {USAGE_PERIODS.map((period) => (
          <TabsContent key={period} value={String(period)} className="mt-6">
            {usage.isError ? (
              <UsageLoadError error={usage.error} onRetry={() => void usage.refetch()} />
            ) : !usage.data ? (
              <div role="status" aria-label={t('loading')}>
                <Skeleton className="h-64 w-full" />
              </div>
            ) : (
              <div aria-busy={usage.isPlaceholderData}>
                <Figures usage={usage.data} />
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
