import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSmtpSink } from '../apps/server/test/support/smtp-sink.ts';
import { launchChromium } from './support/chromium.ts';
import { newDevice, signedInDevice } from './support/demo-session.ts';
import { BEFORE_CHECKIN_WINDOW } from './support/madrid-clock.ts';
import { freshDatabaseEnv, startTeraServer, type TeraServer } from './support/tera-server.ts';

const EMPLOYEE = 'javier@demo.tera.local';

describe('the language read: tab titles, the profile, the mails', () => {
  let server: TeraServer;
  let browser: Browser;
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = await freshDatabaseEnv({ embedded: true });
    server = await startTeraServer({
      ...database.env,
      SMTP_URL: smtp.url,
      SALES_EMAIL: 'ventas@e2e.example',
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

  const inbox = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it('names each screen in the tab, and renames it when the person switches to English', async () => {
    const { page } = await signedInDevice(browser, server.url, EMPLOYEE);
    await expect.poll(() => page.title()).toBe('Tu espacio · Tera');
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.title()).toBe('Your space · Tera');
    await page.goto(`${server.url}/no-such-page`);
    await expect.poll(() => page.title()).toBe('Page not found · Tera');
  });

  it('keeps the switch in the profile: the reset mail, asked for in Spanish, comes in English', async () => {
    const device = await newDevice(browser);
    const page = await device.newPage();
    await page.goto(`${server.url}/reset-password`);
    await expect.poll(() => page.title()).toBe('Restablecer la contraseña · Tera');
    await page.getByLabel('Correo electrónico').fill(EMPLOYEE);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => inbox(EMPLOYEE).length, { timeout: 10_000 }).toBe(1);
    expect(inbox(EMPLOYEE)[0]!.decoded).toContain('Subject: Reset your Tera password');
  });

  it('mails sales an English demo request in English, dated in the requester’s zone', async () => {
    const device = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
    const page = await device.newPage();
    await page.goto(`${server.url}/landing`);
    await expect.poll(() => page.title()).toBe('Team emotional wellbeing · Tera');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^Tera: a 30-second/,
    );
    await page.getByLabel(/^First name/).fill('Lucy');
    await page.getByLabel(/^Last name/).fill('Martin');
    await page.getByLabel(/^Work email/).fill('lucy@acme.example');
    await page.getByLabel(/^Company/).fill('Acme');
    await page.getByLabel(/^Team size/).selectOption('11-50');
    await page.getByRole('button', { name: 'Request a demo' }).click();
    await expect.poll(() => inbox('ventas@e2e.example').length, { timeout: 10_000 }).toBe(1);
    const mail = inbox('ventas@e2e.example')[0]!.decoded;
    expect(mail).toContain('New demo request');
    expect(mail).toMatch(/Date: \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M \(America\/New_York\)/);
  });
});
