import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { launchChromium } from './support/chromium.ts';
import { freshDatabaseEnv, startTeraServer, type TeraServer } from './support/tera-server.ts';

const DEMO_PASSWORD = 'tera-demo-2026';
const SUPER_ADMIN = 'super@demo.tera.local';
const EMPLOYEE = 'javier@demo.tera.local';
// Made at start from the configuration, beside the demo seed's own super-admin.
const CONFIGURED_ADMIN = { email: 'operaciones@tera.test', password: 'clave de operaciones 2026' };
const DEMO_MAIL_SUBJECT = 'Solicitud de demo: Cliente Uno (11-50)';

describe('platform administration', () => {
  let server: TeraServer;
  let browser: Browser;
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
  // better-auth trusts the public URL, which names localhost; the page must come from there.
  let appUrl: string;

  beforeAll(async () => {
    database = await freshDatabaseEnv();
    server = await startTeraServer({
      ...database.env,
      SUPER_ADMIN_EMAIL: CONFIGURED_ADMIN.email,
      SUPER_ADMIN_PASSWORD: CONFIGURED_ADMIN.password,
    });
    appUrl = server.url.replace('127.0.0.1', 'localhost');
    browser = await launchChromium();
    // Without SMTP the sales mail of a demo request stays in the outbox for the super-admin.
    const request = await fetch(`${appUrl}/api/v1/demo-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Marta',
        lastName: 'Ibáñez',
        email: 'marta@cliente.example',
        company: 'Cliente Uno',
        teamSize: '11-50',
        message: 'Somos 40 personas en remoto.',
      }),
    });
    expect(request.status).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.dispose();
  });

  async function openPage(path: string, width: number, height = 800): Promise<Page> {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(appUrl + path);
    return page;
  }

  async function signInAtSuperAdmin(page: Page, email: string, password = DEMO_PASSWORD) {
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Administración de la plataforma' }).count())
      .toBe(1);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Entrar al panel' }).click();
  }

  /** Dialogs and toasts fade in; axe must judge their colours once they are final. */
  async function settled(page: Page, name: string) {
    const dialog = page.getByRole('dialog', { name });
    await expect.poll(() => dialog.count()).toBe(1);
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    return dialog;
  }

  async function planOnServer(page: Page): Promise<string | undefined> {
    const response = await page.request.get(`${appUrl}/api/v1/admin/subscriptions?search=demo`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { items: Array<{ companySlug: string; planType: string }> };
    return body.items.find((item) => item.companySlug === 'demo')?.planType;
  }

  async function choosePlan(page: Page, plan: string, label: string) {
    await page.getByRole('combobox', { name: 'Plan de Tera Demo' }).selectOption(plan);
    const dialog = await settled(page, 'Cambiar el plan');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cambiar el plan' }).click();
    await expect.poll(() => page.getByText(`Tera Demo tiene ahora el plan ${label}.`).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Plan de Tera Demo' }).inputValue())
      .toBe(plan);
  }

  it('lets the super-admin in on a phone, change the demo company plan and back, and read the outbox', async () => {
    const page = await openPage('/super-admin', 360);
    await expectAccessible(page);
    await signInAtSuperAdmin(page, SUPER_ADMIN);

    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Panel de la plataforma' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/super-admin/dashboard');
    await expect.poll(() => page.getByText('Tera Demo', { exact: true }).count()).toBe(1);
    // On a phone the rows are cards, not a table that would need sideways scrolling.
    expect(await page.getByRole('table').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await choosePlan(page, 'starter', 'Starter');
    expect(await planOnServer(page)).toBe('starter');
    await choosePlan(page, 'professional', 'Professional');
    expect(await planOnServer(page)).toBe('professional');

    await page.getByRole('tab', { name: 'Correos' }).click();
    await page.getByRole('button', { name: `Leer el correo «${DEMO_MAIL_SUBJECT}»` }).click();
    const mail = await settled(page, DEMO_MAIL_SUBJECT);
    await expect.poll(() => mail.getByText(/Somos 40 personas en remoto\./).count()).toBe(1);
    expect(await mail.getByText('marta@cliente.example', { exact: true }).count()).toBe(1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => mail.count()).toBe(0);

    await page.getByRole('tab', { name: 'Solicitudes de demo' }).click();
    await expect.poll(() => page.getByText('Cliente Uno', { exact: true }).count()).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it('shows all seven tabs on a phone, the open one among them', async () => {
    const phone = { width: 390, height: 844 };
    const page = await openPage('/super-admin', phone.width, phone.height);
    await signInAtSuperAdmin(page, SUPER_ADMIN);
    await expect.poll(() => page.getByRole('tab').count(), { timeout: 15_000 }).toBe(7);
    const onScreen = async (name: string) => {
      const box = await page.getByRole('tab', { name }).boundingBox();
      return (
        box !== null && box.x >= 0 && box.x + box.width <= phone.width && box.y + box.height <= phone.height
      );
    };
    for (const name of [
      'Empresas',
      'Personas',
      'Suscripciones',
      'Correos',
      'Solicitudes de demo',
      'Uso',
      'Soporte',
    ])
      expect(await onScreen(name), name).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // A link to the last tab opens with that tab chosen and in sight.
    await page.goto(`${appUrl}/super-admin/dashboard?tab=support`);
    const last = page.getByRole('tab', { name: 'Soporte' });
    await expect.poll(() => last.getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');
    expect(await onScreen('Soporte')).toBe(true);
    await last.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Empresas' }).getAttribute('aria-selected'))
      .toBe('true');
    await expectAccessible(page);
    await page.context().close();
  });

  it('lets in the administrator named in the configuration, with tables on a wide screen', async () => {
    const page = await openPage('/super-admin', 1280);
    await signInAtSuperAdmin(page, CONFIGURED_ADMIN.email, CONFIGURED_ADMIN.password);
    const companies = page.getByRole('table', { name: 'Empresas de la plataforma' });
    await expect.poll(() => companies.count(), { timeout: 15_000 }).toBe(1);

    await page.getByRole('tab', { name: 'Empresas' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('table', { name: 'Personas de la plataforma' }).count()).toBe(1);
    await page.getByLabel('Buscar personas por nombre, correo o empresa').fill('javier');
    await expect.poll(() => page.getByText('1 resultado').count()).toBe(1);
    expect(await page.getByText(EMPLOYEE).count()).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it('turns away an employee who tries the platform sign-in, and signs them out again', async () => {
    const page = await openPage('/super-admin', 390);
    await signInAtSuperAdmin(page, EMPLOYEE);
    await expect
      .poll(() =>
        page
          .getByText('Esta cuenta no es de un administrador de la plataforma. Hemos cerrado la sesión.')
          .count(),
      )
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/super-admin');
    expect((await page.request.get(`${appUrl}/api/v1/me`)).status()).toBe(401);
    expect((await page.request.get(`${appUrl}/api/v1/admin/companies`)).status()).toBe(401);
    await expectAccessible(page);
    await page.context().close();
  });

  it('refuses the dashboard to an employee signed in elsewhere', async () => {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const signIn = await page.request.post(`${appUrl}/api/auth/sign-in/email`, {
      data: { email: EMPLOYEE, password: DEMO_PASSWORD },
      headers: { Origin: appUrl },
    });
    expect(signIn.status()).toBe(200);
    expect((await page.request.get(`${appUrl}/api/v1/admin/people`)).status()).toBe(403);
    await page.goto(`${appUrl}/super-admin/dashboard`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Acceso Restringido' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByText('Tera Demo', { exact: true }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
