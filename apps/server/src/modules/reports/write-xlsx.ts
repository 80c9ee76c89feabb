import type { ReportDocument } from './report-document.ts';

/** The report as a workbook of one sheet: its facts, then the table with a frozen, bold header. */
export async function writeXlsx(document: ReportDocument): Promise<Buffer> {
  // Loaded by the first export, not by every start of the server (docs/PERFORMANCE.md).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tera';
  const sheet = workbook.addWorksheet(document.title.slice(0, 31));
  sheet.addRow([document.title]).font = { bold: true, size: 14 };
  for (const fact of document.facts) sheet.addRow(fact);
  sheet.addRow([document.privacy]);
  sheet.addRow([]);
  const headerRow = sheet.addRow(document.header);
  headerRow.font = { bold: true };
  sheet.addRows(document.rows);
  sheet.views = [{ state: 'frozen', ySplit: headerRow.number }];
  sheet.columns.forEach((column, i) => {
    column.width = i === document.header.length - 1 ? 60 : 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
