import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { freshDatabaseEnv, startTeraServer, type TeraServer } from './tera-server.ts';

export interface DemoJourneys {
  readonly server: TeraServer;
  readonly browser: Browser;
}

/**
 * The production server on a fresh database with the demo company, its clock fixed at `fixedNow`,
 * and one browser, shared by the journeys of a file. Read `server` and `browser` inside tests and
 * hooks: they exist once the file's setup has run.
 */
export function demoJourneys(options: { fixedNow: string; embedded?: boolean }): DemoJourneys {
  let server: TeraServer | undefined;
  let browser: Browser | undefined;
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>> | undefined;

  beforeAll(async () => {
    database = await freshDatabaseEnv({ embedded: options.embedded });
    server = await startTeraServer({ ...database.env, NODE_ENV: 'test', TERA_FIXED_NOW: options.fixedNow });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.dispose();
  });

  return {
    get server() {
      if (!server) throw new Error('the demo server starts in the file’s setup');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in the file’s setup');
      return browser;
    },
  };
}
