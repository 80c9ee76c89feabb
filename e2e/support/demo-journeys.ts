import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSmtpSink } from '../../apps/server/test/support/smtp-sink.ts';
import { launchChromium } from './chromium.ts';
import { freshDatabaseEnv, startTeraServer, type TeraServer } from './tera-server.ts';

type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

export interface DemoJourneys {
  readonly server: TeraServer;
  readonly browser: Browser;
  /** The mail server the demo sends to, when the file asked for one with `mail: true`. */
  readonly smtp: SmtpSink;
}

/**
 * The production server on a fresh database with the demo company, its clock fixed at `fixedNow`,
 * and one browser, shared by the journeys of a file. Read `server` and `browser` inside tests and
 * hooks: they exist once the file's setup has run.
 */
export function demoJourneys(options: {
  fixedNow: string;
  embedded?: boolean;
  mail?: boolean;
  /** More of the server's environment, read when it starts (after the file's earlier hooks). */
  env?: () => Record<string, string>;
}): DemoJourneys {
  let server: TeraServer | undefined;
  let browser: Browser | undefined;
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>> | undefined;
  let smtp: SmtpSink | undefined;

  beforeAll(async () => {
    if (options.mail) smtp = await startSmtpSink();
    database = await freshDatabaseEnv({ embedded: options.embedded });
    server = await startTeraServer({
      ...database.env,
      ...(smtp ? { SMTP_URL: smtp.url } : {}),
      NODE_ENV: 'test',
      TERA_FIXED_NOW: options.fixedNow,
      ...options.env?.(),
    });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.dispose();
    await smtp?.stop();
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
    get smtp() {
      if (!smtp) throw new Error('the mail server starts in the file’s setup, with `mail: true`');
      return smtp;
    },
  };
}
