import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { launchChromium } from './support/chromium.ts';
import { DESKTOP, newDevice, PHONE, signedInDevice } from './support/demo-session.ts';
import { BEFORE_CHECKIN_WINDOW } from './support/madrid-clock.ts';
import { freshDatabaseEnv, startTeraServer, type TeraServer } from './support/tera-server.ts';

const LANDING_EN = 'Know how your team is doing in 30 seconds a day';
const LANDING_ES = 'Entiende cómo está tu equipo con 30 segundos al día';

describe('the installed app and the pages a signed-in person has no use for', () => {
  let server: TeraServer;
  let browser: Browser;
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;

  beforeAll(async () => {
    database = await freshDatabaseEnv({ embedded: true });
    server = await startTeraServer({
      ...database.env,
      NODE_ENV: 'test',
      TERA_FIXED_NOW: BEFORE_CHECKIN_WINDOW,
    });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.dispose();
  });

  const pathname = (page: Page) => new URL(page.url()).pathname;

  /** Where the installed app opens: the manifest's start_url, as the page links it. */
  async function startUrl(page: Page): Promise<string> {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(new URL(href!, page.url()).href)).json()) as {
      start_url: string;
      scope: string;
    };
    expect(manifest.scope).toBe('/');
    return new URL(manifest.start_url, server.url).href;
  }

  it('opens a signed-in person’s home, from the start_url, / and /auth alike; /landing still shows the landing', async () => {
    const { context, page } = await signedInDevice(browser, server.url, 'maria@demo.tera.local', {
      locale: 'en-GB',
      viewport: DESKTOP,
    });
    const start = await startUrl(page);

    for (const address of [start, `${server.url}/`, `${server.url}/auth`]) {
      await page.goto(address);
      await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/dashboard');
      await expect.poll(() => page.getByRole('button', { name: 'Your account' }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: LANDING_EN }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Sign in to Tera' }).count()).toBe(0);
    }

    await page.goto(`${server.url}/landing`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: LANDING_EN }).count()).toBe(1);
    expect(pathname(page)).toBe('/landing');
    await expectAccessible(page);
    await context.close();
  });

  it('opens the landing for someone signed out, and sign-in at /auth', async () => {
    const context = await newDevice(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.url}/landing`);
    await page.goto(await startUrl(page));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: LANDING_ES }).count()).toBe(1);
    expect(pathname(page)).toBe('/');
    await expectAccessible(page);

    await page.goto(`${server.url}/auth`);
    await expect.poll(() => page.getByRole('heading', { name: 'Inicia sesión en Tera' }).count()).toBe(1);
    await context.close();
  });
});
