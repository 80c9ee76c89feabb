import { useTranslation } from 'react-i18next';
import { STANDARD_REPORTS, type AnalyticsPeriod } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { currentLanguage } from '../../../lib/i18n';
import { reportPaths } from '../api/report-paths';
import { DownloadButtons } from './download-buttons';

/** The ready-made reports of the chosen period, each in the three formats. */
export function StandardReports({ slug, period }: { slug: string; period: AnalyticsPeriod }) {
  const { t } = useTranslation('reports');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {STANDARD_REPORTS.map((report) => {
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
