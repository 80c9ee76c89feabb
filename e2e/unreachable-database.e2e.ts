import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { launchChromium } from './support/chromium.ts';
import { freePort, startTeraServer, type TeraServer } from './support/tera-server.ts';

describe('a DATABASE_URL that cannot be reached', () => {
  let server: TeraServer;
  let browser: Browser;

  beforeAll(async () => {
    const closedPort = await freePort();
    server = await startTeraServer(
      { DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/tera` },
      '/api/health',
    );
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps the server up but not ready', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
  });

  it('serves the configuration guide the screen links to, from the compiled server', async () => {
    const guide = await fetch(`${server.url}/docs/configuration`);
    expect(guide.status).toBe(200);
    expect(await guide.text()).toContain('DATABASE_URL');
  });

  it('shows the configuration screen instead of the app', async () => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(server.url + '/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Configuración del sistema' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByText('Entiende cómo está tu equipo').count()).toBe(0);
    await page.getByRole('tab', { name: 'Incidencias' }).click();
    await expect.poll(() => page.getByText(/La base de datos no responde/).count()).toBe(1);
    await expectAccessible(page);
    await context.close();
  });
});
