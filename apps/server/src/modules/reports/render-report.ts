import type { ReportFormat } from '@tera/domain';
import type { ReportDocument } from './report-document.ts';
import { writeCsv } from './write-csv.ts';
import { writePdf } from './write-pdf.ts';
import { writeXlsx } from './write-xlsx.ts';

export const REPORT_MEDIA_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

const writers: Record<ReportFormat, (document: ReportDocument) => Buffer | Promise<Buffer>> = {
  csv: writeCsv,
  xlsx: writeXlsx,
  pdf: writePdf,
};

/** A report file and the headers that make the browser save it under a readable name. */
export async function renderReport(document: ReportDocument, format: ReportFormat, baseName: string) {
  const body = await writers[format](document);
  const fileName = `${baseName}.${format}`;
  return {
    body,
    headers: {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : REPORT_MEDIA_TYPES[format],
      'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'no-store',
    },
  };
}
