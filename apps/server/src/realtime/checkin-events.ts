import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../platform/logger.ts';

export interface CheckinEvent {
  companyId: string;
  userId: string;
}

export interface CheckinEvents {
  publish(event: CheckinEvent): Promise<void>;
  /** Calls back for each check-in of the company, from any server instance; returns the unsubscribe. */
  subscribe(companyId: string, listener: (event: CheckinEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'tera_checkins';
/**
 * Check-ins are gathered this long and sent as one notification: NOTIFY serialises commits on a
 * global lock, one per check-in would cap submits, and panels coalesce to 100 ms anyway.
 */
const BATCH_MS = 20;
/** PostgreSQL refuses payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7000;

function isCheckinEvent(value: unknown): value is CheckinEvent {
  const event = value as Partial<CheckinEvent> | null;
  return typeof event?.companyId === 'string' && typeof event.userId === 'string';
}

/**
 * Check-in notifications for live panels. On PostgreSQL they travel through LISTEN/NOTIFY, so a
 * check-in stored by one instance reaches panels connected to any other; the embedded database
 * has one process, where an in-process emitter is the whole story.
 */
export function createCheckinEvents(options: {
  databaseUrl: string | undefined;
  logger: Logger;
}): CheckinEvents {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (event: CheckinEvent) => local.emit(event.companyId, event);

  if (!options.databaseUrl) {
    return {
      publish: async (event) => {
        deliver(event);
      },
      subscribe(companyId, listener) {
        local.on(companyId, listener);
        return () => local.off(companyId, listener);
      },
      close: async () => undefined,
    };
  }

  const publisher = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  publisher.on('error', () => undefined);
  let listener: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;

  const listen = () => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      client.on('notification', (message) => {
        try {
          const events: unknown = JSON.parse(message.payload ?? '');
          if (Array.isArray(events)) for (const event of events) if (isCheckinEvent(event)) deliver(event);
        } catch {
          // A payload not of ours is ignored.
        }
      });
      client.on('error', (error) => {
        options.logger.warn({ err: error }, 'live check-in channel lost; reconnecting');
        listener = undefined;
        connecting = undefined;
        if (!closed) setTimeout(() => void listen().catch(() => undefined), 1000);
      });
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
    })().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };

  let pending: CheckinEvent[] = [];
  let flushing: Promise<void> | undefined;

  const flush = async () => {
    const batch = pending;
    pending = [];
    flushing = undefined;
    const send = (events: string[]) =>
      publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, `[${events.join(',')}]`]);
    let payload: string[] = [];
    // Brackets and commas: the array's length is its events' lengths plus one byte per event, plus one.
    let payloadBytes = 1;
    for (const event of batch) {
      const json = JSON.stringify(event);
      if (payload.length > 0 && payloadBytes + json.length + 1 > MAX_PAYLOAD_BYTES) {
        await send(payload);
        payload = [];
        payloadBytes = 1;
      }
      payload.push(json);
      payloadBytes += json.length + 1;
    }
    if (payload.length > 0) await send(payload);
  };

  return {
    publish(event) {
      pending.push(event);
      flushing ??= new Promise((resolve) => setTimeout(resolve, BATCH_MS)).then(flush);
      return flushing;
    },
    subscribe(companyId, callback) {
      void listen().catch((error: unknown) =>
        options.logger.warn({ err: error }, 'live check-in channel unavailable'),
      );
      local.on(companyId, callback);
      return () => local.off(companyId, callback);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
