import type { Cell, ReportDocument } from './report-document.ts';

const MARGIN = 36;
const FONT_SIZE = 8;
const PADDING = 3;
const DATE_WIDTH = 58;
const FIGURE_WIDTH = 74;

const text = (cell: Cell) => (cell === null ? '—' : String(cell));

/**
 * The report as an A4 landscape PDF: title, facts and privacy line, then the table, its header
 * repeated on every page and each row as tall as its note needs.
 */
export async function writePdf(document: ReportDocument): Promise<Buffer> {
  // Loaded by the first export, not by every start of the server (docs/PERFORMANCE.md).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: document.title },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  const figures = document.header.length - 3;
  const widths = [DATE_WIDTH, DATE_WIDTH, ...Array<number>(figures).fill(FIGURE_WIDTH)];
  widths.push(width - widths.reduce((sum, w) => sum + w, 0));
  const bottom = pdf.page.height - MARGIN;

  const drawRow = (cells: readonly string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    const height =
      Math.max(...cells.map((cell, i) => pdf.heightOfString(cell, { width: widths[i]! - 2 * PADDING }))) +
      2 * PADDING;
    if (pdf.y + height > bottom) {
      pdf.addPage();
      if (!bold) drawRow(document.header, true);
    }
    const top = pdf.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      pdf.text(cell, x + PADDING, top + PADDING, { width: widths[i]! - 2 * PADDING });
      x += widths[i]!;
    });
    pdf
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.3)
      .strokeColor('#999')
      .stroke();
    pdf.x = MARGIN;
    pdf.y = top + height;
  };

  pdf.font('Helvetica-Bold').fontSize(16).text(document.title);
  pdf.moveDown(0.5).font('Helvetica').fontSize(10);
  for (const [label, value] of document.facts) pdf.text(`${label}: ${value}`);
  pdf.moveDown(0.5).fontSize(9).fillColor('#444').text(document.privacy).fillColor('#000');
  pdf.moveDown(1);
  drawRow(document.header, true);
  for (const row of document.rows) drawRow(row.map(text), false);
  pdf.end();
  return done;
}
