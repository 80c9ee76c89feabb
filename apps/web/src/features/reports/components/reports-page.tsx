import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@tera/domain';
import { FeatureGateDialog } from '../../../components/access/feature-gate-dialog';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Select } from '../../../components/ui/select';
import { useCompany } from '../../../lib/company/company-context';
import { useFeatureAccess } from '../../../lib/access/use-feature-access';
import { featureBlockOf } from '../../../lib/access/use-feature-block-dialog';
import { CustomReportForm } from './custom-report-form';
import { SavedReportsList } from './saved-reports-list';
import { StandardReports } from './standard-reports';

/** Custom reports for plans with customReports; the gate dialog of spec 1 §2 for the rest. */
function CustomReports({ slug }: { slug: string }) {
  const { t } = useTranslation('reports');
  const { access, isLoading } = useFeatureAccess('customReports');
  const block = featureBlockOf(access);
  const [dialogClosed, setDialogClosed] = useState(false);
  if (isLoading) return <Skeleton className="h-48 w-full" />;
  if (block) {
    return (
      <>
        <Alert tone="info" title={t('custom.blocked')}>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setDialogClosed(false)}>
            {t('custom.seePlans')}
          </Button>
        </Alert>
        <FeatureGateDialog block={dialogClosed ? null : block} onClose={() => setDialogClosed(true)} />
      </>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CustomReportForm slug={slug} />
      <SavedReportsList slug={slug} />
    </div>
  );
}

/** /empresa/{slug}/admin/reports: the company's figures to download, ready-made or custom. */
export function ReportsPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('reports');
  const company = useCompany();
  const [period, setPeriod] = useState<AnalyticsPeriod>(ANALYTICS_PERIODS[0]);
  const threshold = company.company?.settings.confidentialityThreshold;
  return (
    <div className="space-y-8">
      <PageTitle page="reports" />
      <PageHeader title={t('title')} lead={t('lead')} />
      {threshold !== undefined && (
        <p className="text-sm text-fg-muted">{t('privacy', { count: threshold })}</p>
      )}
      <section aria-labelledby="standard-reports" className="space-y-4">
        <h2 id="standard-reports" className="text-lg font-semibold text-fg">
          {t('standard.title')}
        </h2>
        <div className="max-w-xs">
          <label htmlFor="report-period" className="mb-1.5 block text-sm font-medium text-fg">
            {t('standardPeriod')}
          </label>
          <Select
            id="report-period"
            value={String(period)}
            onChange={(event) => setPeriod(Number(event.target.value) as AnalyticsPeriod)}
          >
            {ANALYTICS_PERIODS.map((days) => (
              <option key={days} value={String(days)}>
                {t(`periods.${days}`)}
              </option>
            ))}
          </Select>
        </div>
        <StandardReports slug={slug} period={period} />
      </section>
      <section aria-label={t('custom.title')}>
        <CustomReports slug={slug} />
      </section>
    </div>
  );
}
