import { desc, eq } from 'drizzle-orm';
import { INVOICE_STATUSES, type Invoice } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { billingInvoices } from '../../db/schema/index.ts';

const isInvoiceStatus = (status: string): status is Invoice['status'] =>
  (INVOICE_STATUSES as readonly string[]).includes(status);

/** Where Tera renders an invoice the provider gave no document for (`invoice-pdf.ts`). */
export const invoicePdfPath = (slug: string, invoiceId: string) =>
  `/api/v1/companies/${slug}/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`;

/** The company's invoices, newest first, as the provider last reported them. */
export async function listInvoices(db: Db, company: { id: string; slug: string }): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.companyId, company.id))
    .orderBy(desc(billingInvoices.issuedAt));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    amountDue: row.amountDue,
    currency: row.currency,
    status: isInvoiceStatus(row.status) ? row.status : 'open',
    pdfUrl: row.pdfUrl ?? invoicePdfPath(company.slug, row.id),
  }));
}
