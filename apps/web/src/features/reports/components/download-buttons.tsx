import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, type ReportFormat } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/error-message';
import { downloadFile } from '../api/download-file';

interface DownloadButtonsProps {
  /** The report's name, read in each button's label. */
  report: string;
  pathFor: (format: ReportFormat) => string;
  fileName: string;
}

/** A report's three downloads; one at a time per report, its failure told beside them. */
export function DownloadButtons({ report, pathFor, fileName }: DownloadButtonsProps) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function download(format: ReportFormat) {
    setBusy(format);
    setError(null);
    try {
      await downloadFile(pathFor(format), `${fileName}.${format}`);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {REPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            isLoading={busy === format}
            loadingText={t('downloading')}
            disabled={busy !== null && busy !== format}
            aria-label={t('download', { report, format: t(`formats.${format}`) })}
            onClick={() => void download(format)}
          >
            {t(`formats.${format}`)}
          </Button>
        ))}
      </div>
      {error !== null && (
        <Alert tone="danger" role="alert" title={t('downloadError')}>
          <p>{describeError(error)}</p>
        </Alert>
      )}
    </div>
  );
}
