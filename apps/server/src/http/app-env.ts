import type { Language } from '@tera/domain';
import type { AuthService } from '../auth/auth-service.ts';
import type { Principal } from '../auth/principal.ts';
import type { PrincipalCache } from '../auth/principal-cache.ts';
import type { CheckinEvents } from '../realtime/checkin-events.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { DatabaseMonitor } from '../db/database-monitor.ts';
import type { Mailer } from '../email/mailer.ts';
import type { PushSender } from '../modules/notifications/push-sender.ts';
import type { CheckinWriter } from '../modules/checkins/checkin-writer.ts';
import type { UsageWriter } from '../modules/usage/usage-writer.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import type { ServerMessageKey } from './server-messages.ts';

/** Everything a request handler may reach; built once at start and shared by all requests. */
export interface AppDeps {
  config: Config;
  database: Database;
  monitor: DatabaseMonitor;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  auth: AuthService;
  events: CheckinEvents;
  principals: PrincipalCache;
  push: PushSender;
  usage: UsageWriter;
  checkins: CheckinWriter;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    language: Language;
    t: (key: ServerMessageKey) => string;
    /** Undefined until resolved; null when nobody is signed in. */
    principal: Principal | null | undefined;
  };
}
