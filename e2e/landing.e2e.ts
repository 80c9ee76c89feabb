import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSmtpSink } from '../apps/server/test/support/smtp-sink.ts';
import { expectAccessible } from './support/accessibility.ts';
import { launchChromium } from './support/chromium.ts';
import { watchDateFormatters } from './support/date-formatters.ts';
import { freshDatabaseEnv, startTeraServer, type TeraServer } from './support/tera-server.ts';

describe('landing page', () => {
  let server: TeraServer;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = await freshDatabaseEnv({ embedded: true });
    server = await startTeraServer({
      ...database.env,
      SMTP_URL: smtp.url,
      SALES_EMAIL: 'ventas@e2e.example',
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.dispose();
    await smtp?.stop();
  });

  /**
   * Mails to the sales address: the demo company's scheduled notifications reach the same SMTP
   * peer when the run's clock passes their hour.
   */
  const toSales = () => smtp.received.filter((mail) => mail.to.includes('ventas@e2e.example'));

  async function openPage(
    path: string,
    options: {
      locale?: string;
      width?: number;
      javaScriptEnabled?: boolean;
      /** The app's code arrives only once this settles, as on a slow phone. */
      appCodeAfter?: Promise<void>;
      /** Called before the page is asked for, to watch it from its first request. */
      watch?: (page: Page) => void | Promise<void>;
    } = {},
  ): Promise<Page> {
    const context = await browser.newContext({
      locale: options.locale ?? 'es-ES',
      viewport: { width: options.width ?? 390, height: 844 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    const page = await context.newPage();
    await options.watch?.(page);
    const { appCodeAfter } = options;
    if (appCodeAfter)
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await appCodeAfter;
        await route.continue();
      });
    // Held app code would hold the load event too, if the page asks for it before loading ends.
    await page.goto(server.url + path, { waitUntil: appCodeAfter ? 'domcontentloaded' : 'load' });
    return page;
  }

  it('presents the product and the four plans in Spanish, and in English after switching', async () => {
    const page = await openPage('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Entiende cómo está tu equipo con 30 segundos al día');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    for (const plan of ['Starter', 'Professional', 'Scale Up', 'Enterprise']) {
      await expect.poll(() => page.getByRole('heading', { name: plan, exact: true }).count()).toBe(1);
    }
    for (const price of ['200 / mes', '399 / mes', '599 / mes', '999 / mes']) {
      expect(await page.getByText(price, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByText('Más popular').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    await page
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toContain('Entiende');
    await expectAccessible(page);
    await page.context().close();
  });

  it('arrives drawn, before any script runs, in the language the browser asks for', async () => {
    const pages = [
      { path: '/', locale: 'es-ES', heading: 'Entiende cómo está tu equipo con 30 segundos al día' },
      { path: '/landing', locale: 'en-GB', heading: 'Know how your team is doing in 30 seconds a day' },
      { path: '/auth', locale: 'es-ES', heading: 'Inicia sesión en Tera' },
      { path: '/auth', locale: 'en-US', heading: 'Sign in to Tera' },
    ];
    for (const { path, locale, heading } of pages) {
      const page = await openPage(path, { locale, javaScriptEnabled: false });
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(heading);
      expect(await page.locator('html').getAttribute('lang'), path).toBe(locale.slice(0, 2));
      expect(await page.title(), path).toMatch(/· Tera$/);
      // Each page has a form, the demo request below the fold included, drawn whole; until the app
      // takes the page over, the browser cannot send one with what was typed.
      const submits = await page.locator('button[type="submit"]').all();
      expect(submits.length, path).toBeGreaterThan(0);
      for (const submit of submits) {
        expect(await submit.isDisabled(), path).toBe(true);
      }
      await page.context().close();
    }
  });

  it('runs no app code until the page is used, then takes the drawn page over without redrawing it', async () => {
    const problems: string[] = [];
    const entryRequests: string[] = [];
    let dateFormatterMakers!: Awaited<ReturnType<typeof watchDateFormatters>>;
    const page = await openPage('/auth', {
      locale: 'en-US',
      width: 1280,
      watch: async (watched) => {
        dateFormatterMakers = await watchDateFormatters(watched);
        watched.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        });
        watched.on('pageerror', (error) => problems.push(error.message));
        watched.on('request', (request) => {
          if (/\/assets\/index-[^/]+\.js$/.test(request.url())) entryRequests.push(request.resourceType());
        });
      },
    });
    const drawnHeading = await page.getByRole('heading', { level: 1 }).elementHandle();
    const isTheApps = () =>
      drawnHeading?.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
    // The app's code is fetched once the page has painted, and not run.
    await expect.poll(() => entryRequests).toEqual(['other']);
    await page.waitForLoadState('networkidle');
    expect(await isTheApps()).toBe(false);
    expect(entryRequests).toEqual(['other']);
    // Nor does it load the browser's locale data, as the app's shell does in its head.
    expect(await dateFormatterMakers()).toEqual([]);
    // The head's script registers the service worker once the drawn page has loaded.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined))
      .toBe(true);
    expect(await isTheApps()).toBe(false);

    // The heading the server sent becomes the app's own: React claims the node instead of a copy.
    await page.getByLabel('E-mail').fill('nadie@example.com');
    await expect.poll(isTheApps, { timeout: 15_000 }).toBe(true);
    expect(entryRequests).toEqual(['other', 'script']);
    expect(await drawnHeading?.evaluate((node) => node.isConnected)).toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Reset your password' }).count()).toBe(1);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('presses again, once the app has started, a button pressed before, and sends a form sent while its button was disabled', async () => {
    let releaseSwitch!: () => void;
    const switchPressed = new Promise<void>((resolve) => (releaseSwitch = resolve));
    const page = await openPage('/auth', { appCodeAfter: switchPressed });
    await page
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    releaseSwitch();
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 15_000 }).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to Tera');
    await page.context().close();

    let releaseSend!: () => void;
    const sendPressed = new Promise<void>((resolve) => (releaseSend = resolve));
    const landing = await openPage('/landing', { appCodeAfter: sendPressed });
    await landing.getByLabel('Correo electrónico de trabajo').fill('no-es-un-correo');
    const send = landing.getByRole('button', { name: 'Solicitar demo' }).last();
    expect(await send.isDisabled()).toBe(true);
    // A tap on a disabled button reaches no click handler; the starter keeps it.
    await send.click({ force: true });
    releaseSend();
    await expect
      .poll(() => landing.getByText('Introduce un correo electrónico válido.').count(), { timeout: 15_000 })
      .toBe(1);
    expect(toSales()).toHaveLength(0);
    await landing.context().close();

    let releaseEnter!: () => void;
    const enterPressed = new Promise<void>((resolve) => (releaseEnter = resolve));
    const typed = await openPage('/landing', { appCodeAfter: enterPressed });
    const email = typed.getByLabel('Correo electrónico de trabajo');
    await email.fill('tampoco-es-un-correo');
    // Enter in a field sends its form, which the browser refuses while the send button is disabled.
    await email.press('Enter');
    releaseEnter();
    await expect
      .poll(() => typed.getByText('Introduce un correo electrónico válido.').count(), { timeout: 15_000 })
      .toBe(1);
    await typed.context().close();
  });

  it('starts at once, in the stored language, when the page was drawn in another', async () => {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => window.localStorage.setItem('tera.language', 'en'));
    const page = await context.newPage();
    await page.goto(server.url + '/landing');
    expect(await page.locator('#root').getAttribute('data-prerendered-language')).toBe('es');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe('Know how your team is doing in 30 seconds a day');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('keeps the place and what was typed before the app took the page over, and names each field when the demo request is incomplete', async () => {
    // The app's code is held back until the person has scrolled to the form and typed in it.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    const page = await openPage('/landing', { appCodeAfter: typed });
    // The browser's own report of anything the content security policy refused (zod's eval probe).
    const refused: string[] = [];
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') refused.push(JSON.stringify(issue.details));
    });
    await devtools.send('Audits.enable');
    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Correo electrónico de trabajo').fill('no-es-un-correo');
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(0);
    release();
    const send = page.getByRole('button', { name: 'Solicitar demo' }).last();
    await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
    await send.click();
    await expect.poll(() => page.getByText('Introduce un correo electrónico válido.').count()).toBe(1);
    expect(await page.getByText('Este campo es obligatorio.').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Ana');
    expect(toSales()).toHaveLength(0);
    expect(refused).toEqual([]);
    await expectAccessible(page);
    await page.context().close();
  });

  it('sends a demo request that reaches the sales address over SMTP', async () => {
    const page = await openPage('/', { width: 1280 });
    await page.getByLabel('Nombre', { exact: true }).fill('Marta');
    await page.getByLabel('Apellidos').fill('Ibáñez');
    await page.getByLabel('Correo electrónico de trabajo').fill('marta@cliente.example');
    await page.getByLabel('Empresa', { exact: true }).fill('Cliente SL');
    await page.getByLabel('Tamaño del equipo').selectOption('11-50');
    await page.getByLabel('Mensaje (opcional)').fill('Somos 40 personas en remoto.');
    await page.getByRole('button', { name: 'Solicitar demo' }).last().click();

    await expect.poll(() => page.getByText('¡Gracias, Marta!').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => toSales().length, { timeout: 10_000 }).toBe(1);
    const mail = toSales()[0]!;
    expect(mail.to).toEqual(['ventas@e2e.example']);
    expect(mail.decoded).toMatch(/^Reply-To: marta@cliente\.example/m);
    expect(mail.decoded).toContain('Somos 40 personas en remoto.');
    await expectAccessible(page);
    await page.context().close();
  });

  it('shows a not-found page for unknown paths, and sends a visitor of the company area to sign in first', async () => {
    const page = await openPage('/no-existe');
    await expect.poll(() => page.getByRole('heading', { name: 'Página no encontrada' }).count()).toBe(1);
    await page.goto(server.url + '/empresa/demo/no-existe');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/empresa/demo/no-existe');
    await page.context().close();
  });

  it('shows the configuration screen on request', async () => {
    const page = await openPage('/?system=details', { width: 1280 });
    await expect.poll(() => page.getByRole('heading', { name: 'Configuración del sistema' }).count()).toBe(1);
    // The screen says it is checking until the status answers, which is asked after the first paint.
    await expect
      .poll(() => page.getByRole('tab').allTextContents())
      .toEqual(['Componentes', 'Funcionalidades', 'Incidencias']);
    await page.getByRole('tab', { name: 'Incidencias' }).click();
    await expect.poll(() => page.getByText(/SMTP|Stripe|AI_BASE_URL/).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
