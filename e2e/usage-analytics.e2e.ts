import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_CHECKIN_STORAGE_KEY, companyUsageSchema, type CompanyUsage } from '@tera/domain';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE, signedInByApi } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const WAIT = { timeout: 15_000 };
const VISITED = ['/dashboard', '/notes', '/privacy/usage'];

describe('usage analytics', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
    const page = await signedInByApi(tera.browser, tera.server.url, email, { viewport, clockAt: FIXED_NOW });
    page.context().setDefaultTimeout(WAIT.timeout);
    await page
      .context()
      .addInitScript((key) => window.localStorage.setItem(key, 'true'), SKIP_CHECKIN_STORAGE_KEY);
    return page;
  }

  async function companyUsage(admin: Page): Promise<CompanyUsage> {
    const response = await admin.request.get(`${tera.server.url}/api/v1/companies/demo/usage?days=7`);
    return companyUsageSchema.parse(await response.json());
  }
  const viewsOf = (usage: CompanyUsage, screen: string) =>
    usage.screens.find((row) => row.screen === screen)?.views ?? 0;

  it("records an employee's screens as they browse, sends them as the page goes, and the admin sees them counted", async () => {
    const admin = await signedIn('ana@demo.tera.local', PHONE);
    const before = await companyUsage(admin);

    const employee = await signedIn('javier@demo.tera.local');
    for (const screen of VISITED) {
      await employee.goto(`${tera.server.url}${screen}`);
      await employee.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    }
    await employee
      .getByText('Nada de lo que escribes, ningún valor, etiqueta o nota de tu check-in', { exact: false })
      .waitFor(WAIT);
    // Leaving the page hides it: what is queued leaves by beacon, with the session's end.
    await employee.goto('about:blank');

    await expect
      .poll(async () => {
        const after = await companyUsage(admin);
        return VISITED.map((screen) => viewsOf(after, screen) - viewsOf(before, screen));
      }, WAIT)
      .toEqual([1, 1, 1]);
    await employee.context().close();

    await admin.goto(`${tera.server.url}/empresa/demo/admin/usage`);
    await admin.getByRole('heading', { level: 1, name: 'Uso de Tera' }).waitFor(WAIT);
    const table = admin.getByRole('table');
    await table.getByRole('rowheader', { name: '/privacy/usage' }).waitFor(WAIT);
    await expectAccessible(admin);
    await admin.getByRole('link', { name: 'Qué se recoge y por qué' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Qué uso de Tera se recoge' }).waitFor(WAIT);
    await admin.getByText('El uso se borra pasados 90 días.').waitFor(WAIT);
    await admin.context().close();
  });
});
