import type { Cell, ReportDocument } from './report-document.ts';

/** A field quoted as RFC 4180 asks when it holds a comma, quote or line break. */
const field = (cell: Cell) => {
  const text = cell === null ? '' : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The report as CSV: the header and rows only, CRLF between records, with a byte-order mark so a
 * spreadsheet opens its accents as UTF-8.
 */
export function writeCsv(document: ReportDocument): Buffer {
  const lines = [document.header, ...document.rows].map((cells) => cells.map(field).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
