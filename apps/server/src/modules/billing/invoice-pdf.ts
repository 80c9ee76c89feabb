import { and, eq } from 'drizzle-orm';
import type { Language } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { billingInvoices, companies } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

const TEXTS = {
  es: {
    title: 'Factura',
    number: 'Número',
    issued: 'Fecha',
    customer: 'Cliente',
    concept: 'Concepto',
    subscription: 'Suscripción a Tera',
    amount: 'Importe',
    status: 'Estado',
    statuses: {
      draft: 'Borrador',
      open: 'Pendiente de pago',
      paid: 'Pagada',
      uncollectible: 'Incobrable',
      void: 'Anulada',
    },
    none: 'Sin número',
  },
  en: {
    title: 'Invoice',
    number: 'Number',
    issued: 'Date',
    customer: 'Customer',
    concept: 'Description',
    subscription: 'Tera subscription',
    amount: 'Amount',
    status: 'Status',
    statuses: {
      draft: 'Draft',
      open: 'Awaiting payment',
      paid: 'Paid',
      uncollectible: 'Uncollectible',
      void: 'Void',
    },
    none: 'No number',
  },
} as const satisfies Record<Language, unknown>;

/**
 * An invoice the company has on record as a PDF, for those the payment provider gave no document
 * of its own (set by hand, or before online payment): what Tera stored, in the reader's language.
 */
export async function renderInvoicePdf(
  db: Db,
  companyId: string,
  invoiceId: string,
  language: Language,
): Promise<{ body: Buffer; fileName: string }> {
  const [row] = await db
    .select({ invoice: billingInvoices, company: { name: companies.name, address: companies.address } })
    .from(billingInvoices)
    .innerJoin(companies, eq(companies.id, billingInvoices.companyId))
    .where(and(eq(billingInvoices.companyId, companyId), eq(billingInvoices.id, invoiceId)));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const { invoice, company } = row;
  const t = TEXTS[language];
  const locale = language === 'es' ? 'es-ES' : 'en-GB';
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: invoice.currency.toUpperCase(),
  }).format(invoice.amountDue / 100);
  const issued = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    invoice.issuedAt,
  );
  const status = t.statuses[invoice.status as keyof typeof t.statuses] ?? invoice.status;

  // Loaded by the first invoice, not by every start of the server (docs/PERFORMANCE.md).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t.title} ${invoice.number ?? ''}`.trim() },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(20).text('Tera');
  pdf.moveDown(0.5).fontSize(16).text(t.title);
  pdf.moveDown(1).font('Helvetica').fontSize(11);
  const line = (label: string, value: string) =>
    pdf.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  line(t.number, invoice.number ?? t.none);
  line(t.issued, issued);
  line(t.customer, company.address ? `${company.name}, ${company.address}` : company.name);
  pdf.moveDown(1);
  line(t.concept, t.subscription);
  line(t.amount, amount);
  line(t.status, status);
  pdf.end();
  const fileName = `${invoice.number ?? invoice.id}.pdf`.replace(/[^\w.-]/g, '_');
  return { body: await done, fileName };
}
