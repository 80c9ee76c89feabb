import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { publicUrl, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DatabaseMonitor } from './db/database-monitor.ts';
import { createMailer } from './email/mailer.ts';
import type { AppDeps } from './http/app-env.ts';
import { createApp } from './http/create-app.ts';
import { createDrain } from './http/drain.ts';
import { fixedClock, systemClock } from './platform/clock.ts';
import { createLogger } from './platform/logger.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { createAuthService } from './auth/auth-service.ts';
import { createCheckinEvents } from './realtime/checkin-events.ts';
import { createPrincipalCache } from './auth/principal-cache.ts';
import { createPushSender } from './modules/notifications/push-sender.ts';
import { startRateLimitPruning } from './modules/rate-limit/rate-limit-pruning.ts';
import { startNotificationScheduler } from './modules/notifications/notification-scheduler.ts';
import { startSurveyCalendar } from './modules/surveys/settle-due-surveys.ts';
import { startUsageRetention } from './modules/usage/usage-retention.ts';
import { createUsageWriter } from './modules/usage/usage-writer.ts';
import { createCheckinWriter } from './modules/checkins/checkin-writer.ts';
import { bootstrapSuperAdmin } from './modules/super-admin/bootstrap-super-admin.ts';
import { SERVER_ROOT } from './server-root.ts';

const DEFAULT_WEB_DIST = path.join(SERVER_ROOT, '../web/dist');

/**
 * The passes that catch up on due work (reminders, survey dates, pruning) start this long after
 * the server answers: on the embedded database every query waits for the one before it, so a start
 * serves its first requests, the health check included, before it catches up (docs/PERFORMANCE.md).
 */
const HOUSEKEEPING_AFTER_MS = 5_000;

/** Starts the recurring passes; the function returned stops them and waits for any in flight. */
function startHousekeeping(deps: AppDeps): () => Promise<void> {
  const stopPruning = startRateLimitPruning({ db: deps.database.db, clock: deps.clock, logger: deps.logger });
  const stopNotifications = startNotificationScheduler(deps);
  const stopUsageRetention = startUsageRetention(deps);
  const stopSurveyCalendar = startSurveyCalendar(deps);
  return async () => {
    stopPruning();
    stopUsageRetention();
    await stopNotifications();
    await stopSurveyCalendar();
  };
}

export interface RunningServer {
  deps: AppDeps;
  server: ServerType;
  port: number;
  /** Stops taking requests, lets those in flight finish, then closes the database. */
  shutdown(): Promise<void>;
}

export async function boot(config: Config): Promise<RunningServer> {
  const logger = createLogger(config);
  const clock = config.TERA_FIXED_NOW ? fixedClock(config.TERA_FIXED_NOW) : systemClock;
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const monitor = new DatabaseMonitor(database, logger);
  const mailer = createMailer({
    db: () => database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logger,
  });
  const auth = createAuthService({ config, database, mailer, logger });
  const events = createCheckinEvents({ databaseUrl: config.DATABASE_URL, logger });
  const principals = createPrincipalCache({ database, logger });
  const push = createPushSender({ database, config, logger });
  const usage = createUsageWriter(database);
  const checkins = createCheckinWriter(database);
  const deps: AppDeps = {
    config,
    database,
    monitor,
    mailer,
    clock,
    logger,
    auth,
    events,
    principals,
    push,
    usage,
    checkins,
  };

  await monitor.start(async () => {
    logger.info({ database: database.kind }, 'database migrated');
    // The session secret is read (or made, on a new database) now, not by some first request.
    await auth.get();
    if (config.SEED_DEMO) await seedDemoData(deps, publicUrl(config));
    await bootstrapSuperAdmin(deps);
  });

  const drain = createDrain();
  const webDistDir = path.resolve(config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  const app = createApp(deps, { webDistDir, drain: drain.middleware });

  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ url: `http://localhost:${port}`, database: database.kind }, 'Tera is listening');
  let stopHousekeeping = () => Promise.resolve();
  const housekeeping = setTimeout(() => {
    stopHousekeeping = startHousekeeping(deps);
  }, HOUSEKEEPING_AFTER_MS);
  housekeeping.unref();

  return {
    deps,
    server,
    port,
    async shutdown() {
      monitor.stop();
      clearTimeout(housekeeping);
      await stopHousekeeping();
      server.close();
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      await drain.drain();
      mailer.close();
      await deps.events.close();
      await deps.principals.close();
      await database.close();
    },
  };
}
