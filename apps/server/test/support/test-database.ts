import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database.ts';

/**
 * One database per test file: PGlite in memory by default, or a private schema on the PostgreSQL
 * server named by TEST_DATABASE_URL (dropped again by `dispose`).
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const schemaName = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = openDatabase({ url, schemaName, poolSize: 10 });
  await database.migrate();
  return Object.assign(database, {
    async dispose() {
      await database.close();
      if (url && schemaName) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
        await admin.end();
      }
    },
  });
}

/**
 * A whole new database on the PostgreSQL server named by TEST_DATABASE_URL, for tests that start
 * server processes of their own on it; `drop` ends their connections and removes it.
 */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
