import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'tera-demo-2026';

interface DeviceOptions {
  locale?: string;
  viewport?: { width: number; height: number };
  /** The browser's clock: fixed at this moment, or running from it when `running`. */
  clockAt?: string;
  running?: boolean;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A fresh browser context, as a new device would be. */
export async function newDevice(browser: Browser, options: DeviceOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: options.locale ?? 'es-ES',
    viewport: options.viewport ?? PHONE,
  });
  if (options.clockAt) {
    const at = new Date(options.clockAt);
    await (options.running ? context.clock.install({ time: at }) : context.clock.setFixedTime(at));
  }
  return context;
}

/** Signs in on /auth with the demo password, in whichever language the page speaks. */
export async function signInOnPage(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^(Correo electrónico|E-mail)/).fill(email);
  await page.getByLabel(/^(Contraseña|Password)/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Iniciar sesión|Sign in)$/ }).click();
}

/** A new device where `email` has just signed in and landed on the dashboard. */
export async function signedInDevice(
  browser: Browser,
  serverUrl: string,
  email: string,
  options: DeviceOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newDevice(browser, options);
  const page = await context.newPage();
  await page.goto(`${serverUrl}/auth`);
  await signInOnPage(page, email);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
  return { context, page };
}

/**
 * A new device signed in as `email` through the sign-in API, not the form: for journeys about the
 * pages behind sign-in. The page is blank until the journey opens one.
 */
export async function signedInByApi(
  browser: Browser,
  serverUrl: string,
  email: string,
  options: DeviceOptions = {},
): Promise<Page> {
  const page = await (await newDevice(browser, options)).newPage();
  const response = await page.request.post(`${serverUrl}/api/auth/sign-in/email`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { Origin: serverUrl },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/**
 * Ends the device's session from elsewhere, as signing out on another device or revoking the
 * session does: its own cookie, signed out by a request from outside the page.
 */
export async function endSessionElsewhere(browser: Browser, serverUrl: string, device: BrowserContext) {
  const elsewhere = await browser.newContext();
  await elsewhere.addCookies(await device.cookies());
  const response = await elsewhere.request.post(`${serverUrl}/api/auth/sign-out`, {
    headers: { origin: serverUrl },
    data: {},
  });
  expect(response.status()).toBe(200);
  await elsewhere.close();
}

/**
 * Makes the page one that opens without a connection: the service worker installed, and the page
 * loaded again under it, as the next visit after installing is.
 */
export async function untilWorksOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}
