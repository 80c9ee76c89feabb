import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ChannelHandlers {
  onMessage(payload: string): void;
  /** Notifications may have been missed: the connection that receives them was lost or is new. */
  onGap(): void;
}

export interface ChannelSubscription {
  /** True while every notification on the channel reaches this process. */
  readonly isListening: boolean;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on PostgreSQL. A dedicated connection hears what other instances commit. Every pooled
 * connection listens too, because PostgreSQL hands a session its own notifications before it
 * answers the commit: a change this instance makes is heard before the request that made it
 * returns, with no race against the dedicated connection.
 */
export function listenOnPostgres(
  url: string,
  pool: pg.Pool,
  channel: string,
  handlers: ChannelHandlers,
): ChannelSubscription {
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  const listenStatement = `LISTEN ${pg.escapeIdentifier(channel)}`;
  const forward = (message: pg.Notification) => {
    if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
  };

  const pooled = new WeakSet<pg.PoolClient>();
  const onAcquire = (pooledClient: pg.PoolClient) => {
    if (pooled.has(pooledClient)) return;
    pooled.add(pooledClient);
    pooledClient.on('notification', forward);
    // Queued ahead of whatever the borrower sends next, so it runs first.
    void pooledClient.query(listenStatement).catch(() => undefined);
  };
  pool.on('acquire', onAcquire);

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      listening = false;
      handlers.onGap();
      if (!closed) setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('notification', forward);
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(listenStatement);
      if (client !== next) return;
      // Whatever was cached before this connection heard anything is suspect.
      handlers.onGap();
      listening = true;
    } catch {
      lost();
      await next.end().catch(() => undefined);
    }
  };
  void connect();

  return {
    get isListening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      pool.off('acquire', onAcquire);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/** The embedded database is this one process: its notifications arrive with the commit. */
export function listenOnPglite(
  pglite: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): ChannelSubscription {
  let listening = false;
  const unlisten = pglite
    .listen(channel, (payload) => handlers.onMessage(payload))
    .then((stop) => {
      listening = true;
      return stop;
    });
  return {
    get isListening() {
      return listening;
    },
    async close() {
      listening = false;
      const stop = await unlisten.catch(() => undefined);
      await stop?.().catch(() => undefined);
    },
  };
}
