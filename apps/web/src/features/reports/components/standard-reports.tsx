import { useTranslation } from 'react-i18next';
import { STANDARD_REPORT_FEATURE, STANDARD_REPORTS, type AnalyticsPeriod } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { useFeatureAccess } from '../../../lib/access/use-feature-access';
import { currentLanguage } from '../../../lib/i18n';
import { reportPaths } from '../api/report-paths';
import { DownloadButtons } from './download-buttons';

/**
 * The ready-made reports of the chosen period, each in the three formats. The breakdowns by team and
 * by department are offered on plans with advancedAnalytics, as on the analytics screen.
 */
export function StandardReports({ slug, period }: { slug: string; period: AnalyticsPeriod }) {
  const { t } = useTranslation('reports');
  const { access } = useFeatureAccess('advancedAnalytics');
  const reports = STANDARD_REPORTS.filter(
    (report) => STANDARD_REPORT_FEATURE[report] !== 'advancedAnalytics' || access?.allowed === true,
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {reports.map((report) => {
        const title = t(`standard.${report}.title`);
        return (
          <Card key={report} role="region" aria-label={title}>
            <CardTitle>{title}</CardTitle>
            <CardDescription className="mb-4 mt-1">{t(`standard.${report}.description`)}</CardDescription>
            <DownloadButtons
              report={title}
              fileName={`tera-${report}-${period}d`}
              pathFor={(format) => reportPaths.standard(slug, report, format, period, currentLanguage())}
            />
          </Card>
        );
      })}
    </div>
  );
}
