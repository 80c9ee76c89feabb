import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'postgres' | 'pglite';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** Environment for a Tera server on this database. */
  env: Record<string, string>;
  /** Set for PostgreSQL: where the raw driver load and the data generator connect. */
  url?: string;
  dispose(): Promise<void>;
}

/** The PostgreSQL server benchmarks run against, when one answers. */
export function postgresAdminUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new, empty database of the given kind, removed again by dispose. */
export async function freshDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tera-bench-'));
    return {
      kind,
      env: { DATA_DIR: dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = postgresAdminUrl();
  const name = `tera_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString() },
    url: url.toString(),
    async dispose() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
