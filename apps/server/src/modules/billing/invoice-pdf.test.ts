import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@tera/domain';
import { billingInvoices, companies } from '../../db/schema/index.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { ensurePoppler } from '../../../test/support/poppler.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

describe('invoices on record as PDF', () => {
  let app: TestApp;
  let admin: TestPerson;
  let employee: TestPerson;
  let otherAdmin: TestPerson;
  const pdfPath = '/api/v1/companies/acme/billing/invoices/manual_1/pdf';

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUp(app, { email: 'admin@acme.test' });
    await createCompanyAs(app, admin, 'acme', 'Acme Labs');
    employee = await joinCompany(app, admin, 'acme', { email: 'eva@acme.test' });
    otherAdmin = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, otherAdmin, 'globex');
    const db = app.deps.database.db;
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme'));
    await db.insert(billingInvoices).values([
      {
        id: 'manual_1',
        companyId: acme!.id,
        number: 'TERA-0007',
        amountDue: 3_990,
        currency: 'eur',
        status: 'paid',
        pdfUrl: null,
        issuedAt: new Date('2026-02-01T09:00:00Z'),
      },
      {
        id: 'in_provider',
        companyId: acme!.id,
        number: 'TERA-0008',
        amountDue: 3_990,
        currency: 'eur',
        status: 'open',
        pdfUrl: 'https://pay.example/in_provider.pdf',
        issuedAt: new Date('2026-03-01T09:00:00Z'),
      },
    ]);
  }, 60_000);
  afterAll(() => app.dispose());

  it('links each invoice to the provider’s document, or else to Tera’s own', async () => {
    const response = await app.request('/api/v1/companies/acme/billing/invoices', as(admin));
    const { invoices } = (await response.json()) as { invoices: Invoice[] };
    expect(invoices.map((invoice) => [invoice.number, invoice.pdfUrl])).toEqual([
      ['TERA-0008', 'https://pay.example/in_provider.pdf'],
      ['TERA-0007', pdfPath],
    ]);
  });

  it('renders what is on record, in the reader’s language', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tera-invoice-'));
    const { pdftotext } = ensurePoppler();
    const read = async (language: string) => {
      const response = await app.request(pdfPath, as(admin, { headers: { 'accept-language': language } }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const file = join(folder, `${language}.pdf`);
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      return execFileSync(pdftotext, ['-layout', file, '-']).toString();
    };
    const spanish = await read('es');
    for (const text of ['Factura', 'TERA-0007', '1 de febrero de 2026', 'Acme Labs', '39,90 €', 'Pagada']) {
      expect(spanish).toContain(text);
    }
    const english = await read('en');
    for (const text of ['Invoice', 'TERA-0007', '1 February 2026', '€39.90', 'Paid'])
      expect(english).toContain(text);
  });

  it('is the company’s admins’ alone', async () => {
    expect((await app.request(pdfPath, as(employee))).status).toBe(403);
    expect((await app.request(pdfPath, as(otherAdmin))).status).toBe(404);
    expect(
      (await app.request('/api/v1/companies/globex/billing/invoices/manual_1/pdf', as(otherAdmin))).status,
    ).toBe(404);
    expect((await app.request(pdfPath)).status).toBe(401);
  });
});
