import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USAGE_PERIODS, type PlatformUsage } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ScreensCard, UsageStats, useSessionLength } from '../../../components/usage/usage-figures';
import { describeError } from '../../../lib/error-message';
import { usePlatformUsage } from '../api/platform-usage';

function Companies({ usage }: { usage: PlatformUsage }) {
  const { t } = useTranslation('usage');
  return (
    <Card className="space-y-3">
      <CardTitle>{t('platform.companiesTitle')}</CardTitle>
      {usage.companies.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('platform.noCompanies')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-fg-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('platform.company')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('activePeople')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('sessions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {usage.companies.map((company) => (
              <tr key={company.companyId} className="border-t border-border">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {company.name}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{company.activePeople}</td>
                <td className="py-2 text-right tabular-nums">{company.sessions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {usage.withheldCompanies > 0 ? (
        <p className="text-sm text-fg-muted">
          {t('platform.companiesWithheld', { count: usage.withheldCompanies })}
        </p>
      ) : null}
    </Card>
  );
}

function Figures({ usage }: { usage: PlatformUsage }) {
  const { t } = useTranslation('usage');
  const length = useSessionLength(usage.averageSessionSeconds);
  return (
    <div className="space-y-6">
      <UsageStats
        figures={[
          { label: t('platform.activeCompanies'), value: usage.activeCompanies },
          { label: t('activePeople'), value: usage.activePeople },
          { label: t('sessions'), value: usage.sessions },
          { label: t('averageSession'), value: length },
        ]}
      />
      <Companies usage={usage} />
      <ScreensCard screens={usage.screens} withheld={usage.withheldScreens} />
    </div>
  );
}

/** The platform's usage: companies and people active, sessions and screens (docs/product/usage-analytics.md). */
export function UsageTab() {
  const { t } = useTranslation('usage');
  const [days, setDays] = useState<number>(30);
  const usage = usePlatformUsage(days);
  return (
    <section aria-labelledby="platform-usage" className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="platform-usage" className="text-xl font-semibold text-fg">
          {t('platform.title')}
        </h2>
        <div role="group" aria-label={t('period')} className="flex gap-2">
          {USAGE_PERIODS.map((period) => (
            <Button
              key={period}
              size="sm"
              variant={period === days ? 'primary' : 'secondary'}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
            >
              {t(`periods.${period}`)}
            </Button>
          ))}
        </div>
      </div>
      {usage.isError ? (
        <Alert tone="danger" role="alert" title={t('loadError')}>
          <p>{describeError(usage.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void usage.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !usage.data ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <div aria-busy={usage.isPlaceholderData}>
          <Figures usage={usage.data} />
        </div>
      )}
    </section>
  );
}
