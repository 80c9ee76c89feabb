import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport as ImportReportData } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

interface ImportReportProps {
  report: ImportReportData;
  onSeatLimit: (rowsLeftOut: number) => void;
}

/** One line per row of the file: invited, or why not. */
export function ImportReport({ report, onSeatLimit }: ImportReportProps) {
  const { t } = useTranslation('invitations');
  const titleId = useId();
  const invited = report.rows.filter((row) => row.status === 'invited').length;
  const leftOut = report.rows.filter((row) => row.error === 'seatLimit').length;
  return (
    <section aria-labelledby={titleId} className="mt-6 space-y-3">
      <h3 id={titleId} className="text-lg font-semibold text-fg">
        {t('import.report')}
      </h3>
      <p role="status" className="text-sm text-fg-muted">
        {t('import.summary', { invited, failed: report.rows.length - invited })}
      </p>
      {leftOut > 0 && (
        <Alert tone="warning" title={t('import.seatLimitNote')}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => onSeatLimit(leftOut)}>
            {t('import.upgrade')}
          </Button>
        </Alert>
      )}
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('import.report')}</caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('import.line')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('import.email')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('import.result')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {report.rows.map((row) => (
              <tr key={row.line}>
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <td className="px-3 py-2 break-all">{row.email}</td>
                <td className="px-3 py-2">
                  {row.status === 'invited' ? (
                    <Badge tone="success">{t('import.invited')}</Badge>
                  ) : (
                    <Badge tone="danger">{t(`import.errors.${row.error ?? 'malformedRow'}`)}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
