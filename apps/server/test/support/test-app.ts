import { configSchema, type Config } from '../../src/config.ts';
import { DatabaseMonitor } from '../../src/db/database-monitor.ts';
import { createMailer } from '../../src/email/mailer.ts';
import type { AppDeps } from '../../src/http/app-env.ts';
import { createApp } from '../../src/http/create-app.ts';
import { createAuthService } from '../../src/auth/auth-service.ts';
import { createCheckinEvents } from '../../src/realtime/checkin-events.ts';
import { createPrincipalCache } from '../../src/auth/principal-cache.ts';
import { createPushSender } from '../../src/modules/notifications/push-sender.ts';
import { createUsageWriter } from '../../src/modules/usage/usage-writer.ts';
import { createCheckinWriter } from '../../src/modules/checkins/checkin-writer.ts';
import { fixedClock } from '../../src/platform/clock.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createTestDatabase } from './test-database.ts';
import { responseContractFor, type ResponseContract } from './response-contract.ts';
import { API_BASE } from '../../src/http/api-document.ts';

export const TEST_NOW = '2026-03-02T10:00:00.000Z';

export interface TestApp {
  deps: AppDeps;
  request(path: string, init?: RequestInit): Promise<Response>;
  dispose(): Promise<void>;
}

/** The real app on a real database, called in-process through its fetch handler. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config: Config = configSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  const database = await createTestDatabase();
  const logger = createLogger(config);
  const monitor = new DatabaseMonitor(database, logger);
  await monitor.start(async () => undefined);
  const mailer = createMailer({
    db: () => database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logger,
  });
  const auth = createAuthService({ config, database, mailer, logger });
  const events = createCheckinEvents({ databaseUrl: undefined, logger });
  const deps: AppDeps = {
    config,
    database,
    monitor,
    mailer,
    clock: fixedClock(TEST_NOW),
    logger,
    auth,
    events,
    principals: createPrincipalCache({ database, logger }),
    push: createPushSender({ database, config, logger }),
    usage: createUsageWriter(database),
    checkins: createCheckinWriter(database),
  };
  await auth.get();
  const app = createApp(deps);
  let contract: ResponseContract | undefined;
  return {
    deps,
    async request(path, init) {
      contract ??= responseContractFor(await (await app.request(`${API_BASE}/openapi.json`)).text());
      const response = await app.request(path, init);
      // An answer off the document fails the test that asked for it.
      await contract.check(init?.method ?? 'GET', path, response);
      return response;
    },
    async dispose() {
      mailer.close();
      await deps.principals.close();
      await database.dispose();
    },
  };
}

export function jsonRequest(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
