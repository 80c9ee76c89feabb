import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { launchChromium } from './support/chromium.ts';
import { watchDateFormatters } from './support/date-formatters.ts';
import { madridToday } from './support/madrid-clock.ts';
import { freshDatabaseEnv, startTeraServer, type TeraServer } from './support/tera-server.ts';

// Inside the check-in window, so today's check-in can be made.
const FIXED_NOW = `${madridToday()}T18:00:00+01:00`;
const DEMO_PASSWORD = 'tera-demo-2026';
// An individual the seed leaves without today's check-in; no other journey of this file uses him.
const PERSON = 'tomas@demo.tera.local';

const LANGUAGES = {
  es: { locale: 'es-ES', indicators: 'Tus cuatro indicadores' },
  en: { locale: 'en-GB', indicators: 'Your four indicators' },
} as const;

/** The calendar's month as each language writes it, only the first letter upper-cased. */
function monthHeading(language: keyof typeof LANGUAGES): string {
  const title = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  }).format(new Date(FIXED_NOW));
  return title.charAt(0).toUpperCase() + title.slice(1);
}

describe('own charts for someone whose only check-in is today', () => {
  let server: TeraServer;
  let browser: Browser;
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;

  beforeAll(async () => {
    database = await freshDatabaseEnv();
    server = await startTeraServer({ ...database.env, NODE_ENV: 'test', TERA_FIXED_NOW: FIXED_NOW });
    browser = await launchChromium();

    // Every seeded check-in erased, then today's alone, with energy at its lowest.
    const page = await signedIn('es', 1280);
    const headers = { Origin: server.url };
    const erased = await page.request.delete(`${server.url}/api/v1/checkins`, { headers });
    expect(erased.status(), await erased.text()).toBe(200);
    const put = await page.request.put(`${server.url}/api/v1/checkins/today`, {
      data: {
        energy: 1,
        mental_pressure: 6,
        personal_concerns: 4,
        motivation: 8,
        submission_id: randomUUID(),
      },
      headers,
    });
    expect(put.status(), await put.text()).toBe(201);
    await page.context().close();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.dispose();
  });

  async function signedIn(language: keyof typeof LANGUAGES, width: number): Promise<Page> {
    const phone = width < 600;
    const context = await browser.newContext({
      locale: LANGUAGES[language].locale,
      viewport: { width, height: phone ? 844 : 800 },
      // A phone's browser widens its layout to whatever overflows, where a desktop's scrolls.
      isMobile: phone,
      hasTouch: phone,
    });
    await context.clock.setFixedTime(new Date(FIXED_NOW));
    const page = await context.newPage();
    const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: PERSON, password: DEMO_PASSWORD },
      headers: { Origin: server.url },
    });
    expect(response.status(), await response.text()).toBe(200);
    return page;
  }

  it('draws a card below the fold once it nears the screen, and keeps its text for screen readers meanwhile (390px)', async () => {
    const page = await signedIn('es', 390);
    await page.goto(`${server.url}/dashboard?skipCheckin&lng=es`);
    const privacy = page.getByRole('region', { name: 'Privacidad', exact: true });
    await expect.poll(() => privacy.count(), { timeout: 15_000 }).toBe(1);
    const share = privacy.getByRole('switch');
    await expect.poll(() => share.count()).toBe(1);
    const drawn = () => share.evaluate((control) => control.checkVisibility({ contentVisibilityAuto: true }));
    // Until the cards above have their figures they are short, and the privacy card sits near the screen.
    await expect.poll(drawn, { timeout: 15_000 }).toBe(false);
    // Cards not yet drawn keep the column's width: one wider than the phone would let the page pan
    // sideways, and would bring the charts below it on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    expect(await page.locator('.recharts-wrapper').count()).toBe(0);
    await privacy.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await page.context().close();
  });

  it('installs the service worker, which downloads the whole app, only once the first screen has settled (390px)', async () => {
    const page = await signedIn('es', 390);
    let answerFigures!: () => void;
    const figuresAnswered = new Promise<void>((resolve) => (answerFigures = resolve));
    await page.route(/\/api\/v1\/pulse\/me\?/, async (route) => {
      await figuresAnswered;
      await route.continue();
    });
    await page.goto(`${server.url}/dashboard?skipCheckin&lng=es`);
    await expect
      .poll(() => page.getByRole('region', { name: 'Privacidad', exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    const registered = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    // Drawn and loaded, but the cards' figures are still on their way.
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    expect(await registered()).toBe(false);
    answerFigures();
    await expect.poll(registered, { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.context().close();
  });

  it("has the browser's locale data loaded by the page's head, before the app formats its first date (390px)", async () => {
    const page = await signedIn('es', 390);
    const makers = await watchDateFormatters(page);
    await page.goto(`${server.url}/dashboard?skipCheckin&lng=es`);
    await expect
      .poll(() => page.getByRole('region', { name: 'Privacidad', exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    // The first formatter, which makes the browser load the data, is the head's; the app's own come after.
    const made = await makers();
    expect(made[0]).toBe('inline');
    expect(made.slice(1)).toContain(null);
    await page.context().close();
  });

  for (const [language, width] of [
    ['es', 390],
    ['en', 1280],
  ] as const) {
    it(`shows today's answers as visible points above the axis, and the month as ${language} writes it (${width}px)`, async () => {
      const page = await signedIn(language, width);
      await page.goto(`${server.url}/dashboard?skipCheckin&lng=${language}`);
      const region = page.getByRole('region', { name: LANGUAGES[language].indicators, exact: true });
      // A chart is drawn once it is on screen, as a person scrolling to it finds it.
      await region.scrollIntoViewIfNeeded();
      const chart = region.locator('.recharts-wrapper > svg.recharts-surface');
      const dots = chart.locator('circle');
      await expect.poll(() => dots.count(), { timeout: 15_000 }).toBe(4);

      const axis = await chart.locator('.recharts-xAxis line').first().boundingBox();
      const plot = await chart.boundingBox();
      expect(axis).not.toBeNull();
      for (const dot of await dots.all()) {
        const box = (await dot.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(6);
        expect(await dot.evaluate((circle) => getComputedStyle(circle).visibility)).toBe('visible');
        // The lowest (energy at 1) included: whole, above the x-axis, inside the chart.
        expect(box.y + box.height).toBeLessThanOrEqual(axis!.y);
        expect(box.x + box.width).toBeLessThanOrEqual(plot!.x + plot!.width);
      }

      // innerText is what the reader sees, after any CSS text-transform.
      const heading = page.getByRole('heading', { name: monthHeading(language), exact: true });
      await expect.poll(() => heading.count(), { timeout: 15_000 }).toBe(1);
      expect(await heading.evaluate((element) => (element as HTMLElement).innerText)).toBe(
        monthHeading(language),
      );
      await expectAccessible(page);
      await page.context().close();
    });
  }
});
