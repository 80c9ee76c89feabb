import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { Logger } from '../../platform/logger.ts';
import { resolveVapidKeys, vapidSubject, type VapidKeys } from './vapid-keys.ts';

/** What the app's service worker shows: docs/product/notifications.md#push. */
export interface PushMessage {
  title: string;
  body: string;
  /** Where tapping the notification leads. */
  url: string;
  /** A newer message with the same tag replaces the older one, on the phone and in the push service. */
  tag: string;
}

export interface PushOutcome {
  /** How many of the person's devices the push services accepted it for. */
  delivered: number;
  /** Why some device could not be reached, when one could not; a gone device is no failure. */
  failed: string | null;
}

export interface PushSender {
  publicKey(): Promise<string>;
  sendToPerson(userId: string, message: PushMessage): Promise<PushOutcome>;
}

/** A reminder that waits longer than this in the push service is stale: the day has moved on. */
const TIME_TO_LIVE_SECONDS = 4 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;
/** Push services answer these for a subscription that no longer exists. */
const GONE_STATUSES = new Set([404, 410]);

/** A push service accepts a topic of at most 32 URL-safe characters; any other tag is hashed to one. */
function topicFor(tag: string): string {
  return /^[A-Za-z0-9_-]{1,32}$/.test(tag)
    ? tag
    : createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

export function createPushSender({
  database,
  config,
  logger,
  agent,
}: {
  database: Database;
  config: Config;
  logger: Logger;
  /** Only for a push service whose certificate a test signs itself. */
  agent?: Agent;
}): PushSender {
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= resolveVapidKeys(database.db).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const subject = vapidSubject(config);

  return {
    async publicKey() {
      return (await vapidKeys()).publicKey;
    },

    async sendToPerson(userId, message) {
      const db = database.db;
      const subscriptions = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      if (subscriptions.length === 0) return { delivered: 0, failed: null };
      const { publicKey, privateKey } = await vapidKeys();
      // Loaded by the first push, not by every start of the server (docs/PERFORMANCE.md).
      const { default: webpush } = await import('web-push');
      const payload = JSON.stringify({
        title: message.title,
        body: message.body,
        url: message.url,
        tag: message.tag,
      });
      const results = await Promise.allSettled(
        subscriptions.map((subscription) =>
          webpush.sendNotification(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            payload,
            {
              vapidDetails: { subject, publicKey, privateKey },
              TTL: TIME_TO_LIVE_SECONDS,
              urgency: 'normal',
              topic: topicFor(message.tag),
              timeout: REQUEST_TIMEOUT_MS,
              ...(agent ? { agent } : {}),
            },
          ),
        ),
      );
      const gone: string[] = [];
      const failures: string[] = [];
      let delivered = 0;
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') {
          delivered += 1;
          return;
        }
        const status = result.reason instanceof webpush.WebPushError ? result.reason.statusCode : null;
        if (status !== null && GONE_STATUSES.has(status)) {
          gone.push(subscriptions[index]!.id);
          return;
        }
        const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
        failures.push(status === null ? reason : `${status} ${reason}`);
      });
      if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      if (failures.length > 0) logger.warn({ userId, failures }, 'push not delivered');
      return { delivered, failed: failures[0] ?? null };
    },
  };
}
