import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../src/db/database.ts';

/**
 * One database per test file: PGlite in memory by default, or a private schema on the PostgreSQL
 * server named by TEST_DATABASE_URL (dropped again by `dispose`).
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const schemaName = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = openDatabase({
    url,
    schemaName,
    poolSize: 10,
    loadDataDir: url ? undefined : await migratedPgliteTemplate(),
  });
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
 * An embedded database dumped right after the migrations, shared by every test file through the
 * temp folder: starting from it skips PGlite's own initialisation and the migrations, seconds per
 * file. The name carries a hash of the migrations, so a new one makes a new template.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(await readFile(path.join(MIGRATIONS_FOLDER, name)));
  }
  const file = path.join(tmpdir(), `tera-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const database = openDatabase({});
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    // Written aside then renamed, so a file running at the same time never reads half a template.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
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
