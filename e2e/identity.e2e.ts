import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSmtpSink } from '../apps/server/test/support/smtp-sink.ts';
import { expectAccessible } from './support/accessibility.ts';
import { launchChromium } from './support/chromium.ts';
import { BEFORE_CHECKIN_WINDOW } from './support/madrid-clock.ts';
import { freshDatabaseEnv, startTeraServer, type TeraServer } from './support/tera-server.ts';

const DEMO_PASSWORD = 'tera-demo-2026';

describe('identity: registration, company, sign-in and guards', () => {
  let server: TeraServer;
  let browser: Browser;
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = await freshDatabaseEnv();
    server = await startTeraServer({
      ...database.env,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      TERA_FIXED_NOW: BEFORE_CHECKIN_WINDOW,
    });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.dispose();
    await smtp?.stop();
  });

  /** The mails an address has received so far, as its owner's inbox shows them. */
  const inbox = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  async function openPage(path: string, width = 390): Promise<Page> {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto(server.url + path);
    return page;
  }

  async function signIn(page: Page, email: string) {
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  }

  it('registers a new person, completes the profile and creates a company they administer', async () => {
    const page = await openPage('/registration');
    await expect.poll(() => page.getByRole('heading', { name: 'Crea tu cuenta' }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByLabel('Nombre completo').fill('Paula Vega');
    await page.getByLabel('Correo electrónico').fill('paula@nueva.example');
    await page.getByLabel('Contraseña').fill('corta');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect
      .poll(() => page.getByText('La contraseña debe tener entre 12 y 128 caracteres.').count())
      .toBe(1);
    expect(await page.getByLabel('Contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('Paula Vega');
    await page.getByLabel('Contraseña').fill('una frase larga y segura');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    // Nobody is signed in until the address is confirmed from the mail.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Revisa tu correo' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText(/Te hemos enviado un enlace a paula@nueva\.example/).count()).toBe(1);
    await expectAccessible(page);
    await expect.poll(() => inbox('paula@nueva.example').length, { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: 'Enviar el correo otra vez' }).click();
    await expect
      .poll(() => page.getByText('Te hemos enviado otro enlace. Usa el más reciente.').count())
      .toBe(1);
    await expect.poll(() => inbox('paula@nueva.example').length, { timeout: 10_000 }).toBe(2);
    const mail = inbox('paula@nueva.example').at(-1)!;
    expect(mail.decoded).toContain('Subject: Confirma tu correo para empezar en Tera');
    const link = mail.decoded.match(/https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?[^\s"<>]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!.replaceAll('&amp;', '&'));

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/onboarding');
    await expect.poll(() => page.getByRole('heading', { name: 'Completa tu perfil' }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByLabel('Puesto').fill('Directora de operaciones');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/company-onboarding');
    await page.getByLabel('Nombre de la empresa').fill('Vega Logística');
    await expect.poll(() => page.getByLabel('Dirección en Tera').inputValue()).toBe('vega-logistica');
    await expect.poll(() => page.getByText(/Disponible/).count(), { timeout: 10_000 }).toBe(1);
    await page.getByLabel('Sector').selectOption('services');
    await page.getByLabel('Número de personas').selectOption('11-50');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Crear empresa' }).click();

    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/empresa/vega-logistica/admin/employees');
    await expect
      .poll(() => page.getByText('paula@nueva.example').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.context().close();
  });

  it('answers a registration with a known address as any other, and tells its owner by mail', async () => {
    const page = await openPage('/registration');
    await page.getByLabel('Nombre completo').fill('Alguien Más');
    await page.getByLabel('Correo electrónico').fill('ana@demo.tera.local');
    await page.getByLabel('Contraseña').fill('una clave que no es la suya');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Revisa tu correo' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText(/Te hemos enviado un enlace a ana@demo\.tera\.local/).count()).toBe(1);
    await expect.poll(() => inbox('ana@demo.tera.local').length, { timeout: 10_000 }).toBe(1);
    expect(inbox('ana@demo.tera.local')[0]!.decoded).toContain(
      'Subject: Alguien ha intentado crear una cuenta de Tera con tu correo',
    );
    await page.context().close();

    // Her account and password are as they were.
    const signedIn = await openPage('/auth');
    await signIn(signedIn, 'ana@demo.tera.local');
    await expect.poll(() => new URL(signedIn.url()).pathname, { timeout: 15_000 }).not.toBe('/auth');
    await signedIn.context().close();
  });

  it('returns a person to where they came from after signing in', async () => {
    const page = await openPage('/empresa/demo/admin/employees', 1280);
    // The app loads and asks who is signed in before it sends a visitor to sign in.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/auth');
    await expectAccessible(page);
    await signIn(page, 'ana@demo.tera.local');
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/empresa/demo/admin/employees');
    await expect.poll(() => page.getByRole('heading', { name: 'Gestión de empleados' }).count()).toBe(1);
    await page.goto(server.url + '/empresa/demo/no-existe');
    await expect.poll(() => page.getByRole('heading', { name: 'Página no encontrada' }).count()).toBe(1);
    await page.context().close();
  });

  it("shows an employee 'Acceso Restringido' on an admin page, with their role and the way back", async () => {
    const page = await openPage('/auth?from=%2Fempresa%2Fdemo%2Fadmin%2Femployees');
    await signIn(page, 'maria@demo.tera.local');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Acceso Restringido' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(
      await page.getByText('No tienes los permisos necesarios para acceder a esta página.').count(),
    ).toBe(1);
    expect(await page.getByText('Empleado').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Volver' }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
    await page.context().close();
  });

  it('tells an employee at /company-onboarding that they already belong to a company, and leads home', async () => {
    const page = await openPage('/auth?from=%2Fcompany-onboarding');
    await signIn(page, 'maria@demo.tera.local');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Ya formas parte de una empresa' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByText(/Tu cuenta pertenece a Tera Demo/).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Acceso Restringido' }).count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ir a mi inicio' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await page.context().close();
  });

  it('draws the company area inside the app’s one header, its way around still at hand', async () => {
    for (const width of [390, 1280]) {
      const page = await openPage('/auth?from=%2Fempresa%2Fdemo%2Fadmin%2Fanalytics', width);
      await signIn(page, 'ana@demo.tera.local');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Analítica' }).count(), { timeout: 15_000 })
        .toBe(1);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('link', { name: /^Tera/ }).count()).toBe(1);
      await expectAccessible(page);
      if (width < 640) await page.getByRole('button', { name: 'Menú' }).click();
      const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
      expect(await navigation.getByRole('link', { name: 'Administración' }).getAttribute('href')).toBe(
        '/empresa/demo/admin',
      );
      await navigation.getByRole('link', { name: 'Empleados' }).click();
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
        .toBe('/empresa/demo/admin/employees');
      await page.context().close();
    }
  });

  it("shows a person without a company 'Funcionalidad Empresarial' on a company feature", async () => {
    const page = await openPage('/auth');
    await signIn(page, 'tomas@demo.tera.local');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('link', { name: 'Panel de líder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Funcionalidad Empresarial' });
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page);
    await dialog.getByRole('link', { name: 'Crear Empresa' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/company-onboarding');
    await page.context().close();
  });

  it('keeps another company’s people out of sight', async () => {
    const page = await openPage('/auth?from=%2Fempresa%2Fdemo%2Fadmin%2Femployees');
    await page.getByLabel('Correo electrónico').fill('paula@nueva.example');
    await page.getByLabel('Contraseña').fill('una frase larga y segura');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/empresa/demo/admin/employees');
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('ana@demo.tera.local').count()).toBe(0);
    await page.context().close();
  });
});
