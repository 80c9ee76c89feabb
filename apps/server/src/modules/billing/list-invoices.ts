import { desc, eq } from 'drizzle-orm';
import { INVOICE_STATUSES, type Invoice } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { billingInvoices } from '../../db/schema/index.ts';

const isInvoiceStatus = (status: string): status is Invoice['status'] =>
  (INVOICE_STATUSES as readonly string[]).includes(status);

/** The company's invoices, newest first, as the provider last reported them. */
export async function listInvoices(db: Db, companyId: string): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.companyId, companyId))
    .orderBy(desc(billingInvoices.issuedAt));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    amountDue: row.amountDue,
    currency: row.currency,
    status: isInvoiceStatus(row.status) ? row.status : 'open',
    pdfUrl: row.pdfUrl,
  }));
}
