import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_CHECKIN_STORAGE_KEY } from '@tera/domain';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DEMO_PASSWORD, DESKTOP, PHONE } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

// Inside the check-in window, after the demo company's 9:00 workday start: the prompt is due.
const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const ADMIN = 'ana@demo.tera.local';
const LEADER = 'carlos@demo.tera.local';
// The seed leaves Javier without today's check-in.
const EMPLOYEE = 'javier@demo.tera.local';

const TEXTS = {
  es: {
    locale: 'es-ES',
    admin: 'Administración',
    settings: 'Configuración de la empresa',
    changes: 'Cambios recientes',
    workdayStart: 'Inicio de la jornada',
    save: 'Guardar cambios',
    saved: 'Configuración guardada',
  },
  en: {
    locale: 'en-GB',
    admin: 'Administration',
    settings: 'Company settings',
    changes: 'Recent changes',
    workdayStart: 'Workday start',
    save: 'Save changes',
    saved: 'Settings saved',
  },
} as const;

const PROMPT = 'Es hora de tu Check-in Diario';

describe("the company's home and settings", () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  /**
   * A device signed in as `email`, its clock at the server's. The admin's own prompt is skipped,
   * so her pages are what stands on screen; the employee's is what the journey watches.
   */
  async function signedIn(
    email: string,
    options: { language?: keyof typeof TEXTS; viewport?: typeof PHONE; prompted?: boolean } = {},
  ): Promise<Page> {
    const context = await tera.browser.newContext({
      locale: TEXTS[options.language ?? 'es'].locale,
      viewport: options.viewport ?? PHONE,
    });
    await context.clock.setFixedTime(new Date(FIXED_NOW));
    if (!options.prompted) {
      await context.addInitScript(
        (key) => window.localStorage.setItem(key, 'true'),
        SKIP_CHECKIN_STORAGE_KEY,
      );
    }
    const page = await context.newPage();
    const response = await page.request.post(`${tera.server.url}/api/auth/sign-in/email`, {
      data: { email, password: DEMO_PASSWORD },
      headers: { Origin: tera.server.url },
    });
    expect(response.status(), await response.text()).toBe(200);
    return page;
  }

  const heading = (page: Page, name: string) =>
    expect.poll(() => page.getByRole('heading', { level: 1, name }).count(), { timeout: 15_000 }).toBe(1);

  for (const language of ['es', 'en'] as const) {
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`the demo admin opens the company home and its settings, ${language}, on a ${device}`, async () => {
        const texts = TEXTS[language];
        const page = await signedIn(ADMIN, { language, viewport });

        await page.goto(`${tera.server.url}/empresa/demo`);
        await heading(page, 'Tera Demo');
        await expect.poll(() => page.getByRole('img', { name: /Tera Demo/ }).count()).toBe(1);
        // The home's own card; on a desktop the header names the same screen.
        await page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(texts.admin) })
          .waitFor();
        await expectAccessible(page);

        await page.goto(`${tera.server.url}/empresa/demo/admin/settings`);
        await heading(page, texts.settings);
        const changes = page.getByRole('region', { name: texts.changes });
        // The seed's history of the demo's settings, with who made each change.
        await expect
          .poll(() => changes.getByText('Ana García').count(), { timeout: 15_000 })
          .toBeGreaterThan(0);
        await expectAccessible(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow).toBe(false);
        await page.context().close();
      }, 90_000);
    }
  }

  it("moves the employee's check-in prompt when the admin moves the workday start", async () => {
    const before = await signedIn(EMPLOYEE, { prompted: true });
    await before.goto(`${tera.server.url}/dashboard`);
    await before.getByRole('dialog', { name: PROMPT }).waitFor({ timeout: 15_000 });
    await before.context().close();

    const admin = await signedIn(ADMIN, { viewport: DESKTOP });
    await admin.goto(`${tera.server.url}/empresa/demo/admin/settings`);
    await heading(admin, TEXTS.es.settings);
    await admin.getByLabel(TEXTS.es.workdayStart).selectOption('11');
    await admin.getByRole('button', { name: TEXTS.es.save }).click();
    await admin.getByText(TEXTS.es.saved).waitFor({ timeout: 15_000 });
    const changes = admin.getByRole('region', { name: TEXTS.es.changes });
    await expect.poll(() => changes.getByText('11:00').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // At 10:00 the prompt now waits for 11:00; the dashboard stands without it.
    const after = await signedIn(EMPLOYEE, { prompted: true });
    await after.goto(`${tera.server.url}/dashboard`);
    await after.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await after.waitForLoadState('networkidle');
    expect(await after.getByRole('dialog', { name: PROMPT }).count()).toBe(0);
    const today = (await (await after.request.get(`${tera.server.url}/api/v1/checkins/today`)).json()) as {
      workdayStartHour: number;
    };
    expect(today.workdayStartHour).toBe(11);

    await admin.getByLabel(TEXTS.es.workdayStart).selectOption('9');
    await admin.getByRole('button', { name: TEXTS.es.save }).click();
    await admin.getByText(TEXTS.es.saved).first().waitFor();
    await admin.context().close();
    await after.context().close();
  }, 120_000);

  it('shows the API tab’s plan gate on the demo’s professional trial, in Spanish on a phone', async () => {
    const page = await signedIn(ADMIN);
    await page.goto(`${tera.server.url}/empresa/demo/admin/settings`);
    await heading(page, TEXTS.es.settings);
    await page.getByRole('tab', { name: 'API' }).click();
    await page.getByText('Las claves de API forman parte del plan Enterprise.').waitFor();
    await page.getByRole('button', { name: 'Ver planes' }).click();
    await page.getByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('on the enterprise plan, the admin creates a key, an integration uses it, and revoking stops it', async () => {
    const platform = await signedIn('super@demo.tera.local');
    const [demo] = (
      (await (
        await platform.request.get(`${tera.server.url}/api/v1/admin/companies?search=demo`)
      ).json()) as {
        items: { id: string; slug: string }[];
      }
    ).items.filter((company) => company.slug === 'demo');
    const planned = await platform.request.put(`${tera.server.url}/api/v1/admin/companies/${demo!.id}/plan`, {
      data: { planType: 'enterprise' },
      headers: { Origin: tera.server.url },
    });
    expect(planned.status()).toBe(200);
    await platform.context().close();

    const page = await signedIn(ADMIN, { language: 'en', viewport: DESKTOP });
    await page.goto(`${tera.server.url}/empresa/demo/admin/settings`);
    await heading(page, TEXTS.en.settings);
    await page.getByRole('tab', { name: 'API' }).click();
    await page.getByText('No keys yet. Create the first to connect a system.').waitFor();
    await page.getByLabel('Name').fill('Payroll');
    await page.getByRole('button', { name: 'Create key' }).click();
    // Nothing is sent without a resource, and the name typed stays.
    await page.getByText('Choose at least one resource.').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Payroll');
    await page.getByRole('checkbox', { name: 'People and invitations' }).check();
    await page.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your key now' });
    await shown.waitFor();
    const secret = await shown.getByLabel('Key for “Payroll”').inputValue();
    expect(secret).toMatch(/^tera_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page);
    // Escape does not lose the key; only saying it is saved closes the dialog.
    await page.keyboard.press('Escape');
    expect(await shown.isVisible()).toBe(true);
    await shown.getByRole('button', { name: 'I have saved it' }).click();
    await expect.poll(() => page.getByText(secret).count()).toBe(0);

    // The integration: no cookie, no browser, only the key.
    const integration = await tera.browser.newContext();
    const asKey = (path: string) =>
      integration.request.get(`${tera.server.url}/api/v1${path}`, {
        headers: { authorization: `Bearer ${secret}` },
      });
    expect((await asKey('/companies/demo/people')).status()).toBe(200);
    expect((await asKey('/checkins/today')).status()).toBe(403);

    await page.reload();
    await page.getByRole('tab', { name: 'API' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Payroll' });
    await card.getByText('Read: People and invitations').waitFor();
    expect(await card.getByText('Never').count()).toBe(0);
    await card.getByRole('button', { name: 'Show calls' }).click();
    await card.getByText('GET /companies/{slug}/people').waitFor();
    await card.getByText('GET /checkins/today').waitFor();

    await card.getByRole('button', { name: 'Revoke the key “Payroll”' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke “Payroll”?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await page.getByText('Key “Payroll” revoked.').waitFor();
    await card.getByText(/^Revoked on /).waitFor();
    expect((await asKey('/companies/demo/people')).status()).toBe(401);
    await expectAccessible(page);
    await integration.close();
    await page.context().close();
  }, 90_000);

  it('moves the company to a new address, and its old links lead there', async () => {
    const admin = await signedIn(ADMIN, { viewport: DESKTOP });
    const path = () => new URL(admin.url()).pathname;
    await admin.goto(`${tera.server.url}/empresa/demo/admin/settings`);
    await heading(admin, TEXTS.es.settings);
    await admin.getByLabel('Dirección en Tera').fill('tera-demo');
    await admin.getByRole('button', { name: TEXTS.es.save }).click();
    await expect.poll(path, { timeout: 15_000 }).toBe('/empresa/tera-demo/admin/settings');
    await heading(admin, TEXTS.es.settings);

    const employee = await signedIn(EMPLOYEE);
    await employee.goto(`${tera.server.url}/empresa/demo`);
    await expect.poll(() => new URL(employee.url()).pathname, { timeout: 15_000 }).toBe('/empresa/tera-demo');
    await heading(employee, 'Tera Demo');
    await employee.context().close();

    await admin.getByLabel('Dirección en Tera').fill('demo');
    await admin.getByRole('button', { name: TEXTS.es.save }).click();
    await expect.poll(path, { timeout: 15_000 }).toBe('/empresa/demo/admin/settings');
    await admin.context().close();
  }, 90_000);

  it('a leader meets Acceso Restringido on the settings', async () => {
    const page = await signedIn(LEADER);
    await page.goto(`${tera.server.url}/empresa/demo/admin/settings`);
    await heading(page, 'Acceso Restringido');
    await page.context().close();
  }, 60_000);
});
