import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedReport } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeError } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { reportPaths } from '../api/report-paths';
import { useDeleteReportMutation, useSavedReports } from '../api/saved-reports';
import { DownloadButtons } from './download-buttons';

function SavedReportItem({ slug, report }: { slug: string; report: SavedReport }) {
  const { t } = useTranslation('reports');
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteReportMutation(slug);
  const summary = t('custom.summary', {
    measures: report.measures.map((measure) => t(`measures.${measure}`)).join(', '),
    grouping: t(`custom.groupedBy.${report.grouping}`),
    period: t(`periods.${report.days as 30 | 90 | 365}`),
  });

  function remove() {
    deletion.mutate(report.id, {
      onSuccess: () => notify.success(t('custom.deleted', { name: report.name })),
    });
  }

  return (
    <li className="space-y-3 border-t border-border py-4 first:border-t-0" aria-label={report.name}>
      <div>
        <p className="font-medium text-fg">{report.name}</p>
        <p className="text-sm text-fg-muted">{summary}</p>
      </div>
      <DownloadButtons
        report={report.name}
        fileName="tera-custom-report"
        pathFor={(format) => reportPaths.runSaved(slug, report.id, format, currentLanguage())}
      />
      {confirming ? (
        <div
          role="group"
          aria-label={t('custom.confirmDelete', { name: report.name })}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-sm">{t('custom.confirmDelete', { name: report.name })}</span>
          <Button variant="danger" size="sm" isLoading={deletion.isPending} onClick={remove}>
            {t('custom.confirm')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            {t('custom.cancel')}
          </Button>
        </div>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('custom.delete', { name: report.name })}
          onClick={() => setConfirming(true)}
        >
          {t('custom.deleteShort')}
        </Button>
      )}
      {deletion.isError && (
        <Alert tone="danger" role="alert" title={t('custom.deleteError')}>
          <p>{describeError(deletion.error)}</p>
        </Alert>
      )}
    </li>
  );
}

/** The company's saved custom reports: each run in any format, or deleted after a confirmation. */
export function SavedReportsList({ slug }: { slug: string }) {
  const { t } = useTranslation('reports');
  const saved = useSavedReports(slug, true);
  return (
    <Card role="region" aria-label={t('custom.listTitle')}>
      <CardTitle>{t('custom.listTitle')}</CardTitle>
      {saved.isError ? (
        <Alert tone="danger" role="alert" title={t('custom.loadError')} className="mt-4">
          <p>{describeError(saved.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void saved.refetch()}>
            {t('custom.retry')}
          </Button>
        </Alert>
      ) : !saved.data ? (
        <div role="status" aria-label={t('custom.loading')} className="mt-4">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : saved.data.reports.length === 0 ? (
        <p className="mt-4 text-sm text-fg-muted">{t('custom.empty')}</p>
      ) : (
        <ul className="mt-2">
          {saved.data.reports.map((report) => (
            <SavedReportItem key={report.id} slug={slug} report={report} />
          ))}
        </ul>
      )}
    </Card>
  );
}
