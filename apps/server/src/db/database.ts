import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SERVER_ROOT } from '../server-root.ts';
import * as schema from './schema/index.ts';
import {
  listenOnPglite,
  listenOnPostgres,
  type ChannelHandlers,
  type ChannelSubscription,
} from './database-notifications.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
/** PGlite's cluster before any migration, written by the server's build (scripts/build.mjs). */
const EMPTY_CLUSTER = path.join(SERVER_ROOT, 'dist/empty-cluster.tar');

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it an embedded PGlite database is opened. */
  url?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  /** A dumped embedded database to start from, so tests begin already migrated. */
  loadDataDir?: Blob | undefined;
  /** Postgres schema to work in, so test files can share one server without sharing tables. */
  schemaName?: string;
  poolSize?: number;
}

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  ping(timeoutMs?: number): Promise<void>;
  /** Hears what any instance NOTIFYs on a channel once it commits, this one's own commits included. */
  listen(channel: string, handlers: ChannelHandlers): ChannelSubscription;
  /** Raw client access for LISTEN/NOTIFY and benchmarks; undefined for the other kind. */
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

/** Any fixed number shared by every instance; it names Tera's migration lock in pg_locks. */
const MIGRATION_LOCK_KEY = 7_432_001;

export function openDatabase(options: DatabaseOptions): Database {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    ...(options.schemaName ? { options: `-c search_path=${options.schemaName}` } : {}),
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async migrate() {
      // Instances started together must not migrate at once: the first applies, the rest wait
      // on the lock and then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        if (options.schemaName) await client.query(`CREATE SCHEMA IF NOT EXISTS "${options.schemaName}"`);
        await migratePg(drizzlePg(client, { schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
          migrationsSchema: options.schemaName ?? 'drizzle',
        });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: (timeoutMs = 2000) => pingWithin(() => db.execute(sql`select 1`), timeoutMs),
    listen: (channel, handlers) => listenOnPostgres(url, pool, channel, handlers),
    close: () => pool.end(),
  };
}

/**
 * What a new embedded database starts from: the build's empty cluster, which is what PGlite's
 * initdb would make (docs/decisions/048-embedded-cluster-made-at-build.md). Without a build,
 * initdb runs.
 */
function startingCluster(clusterDir: string): Blob | undefined {
  if (existsSync(path.join(clusterDir, 'PG_VERSION')) || !existsSync(EMPTY_CLUSTER)) return undefined;
  return new Blob([readFileSync(EMPTY_CLUSTER)]);
}

function openPglite(options: DatabaseOptions): Database {
  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.resolve(dataDir), { recursive: true });
  const clusterDir = inMemory ? dataDir : path.resolve(dataDir, 'pglite');
  const client = new PGlite(clusterDir, {
    loadDataDir: options.loadDataDir ?? (inMemory ? undefined : startingCluster(clusterDir)),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: (timeoutMs = 2000) => pingWithin(() => db.execute(sql`select 1`), timeoutMs),
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

async function pingWithin(query: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([query(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
