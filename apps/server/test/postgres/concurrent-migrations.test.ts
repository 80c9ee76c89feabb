import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.ts';

const url = process.env.TEST_DATABASE_URL ?? '';
const schemaName = `t_${randomBytes(6).toString('hex')}`;

describe('instances starting together on one database', () => {
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await admin.end();
  });

  it('migrate once between them, without failing', async () => {
    const instances = Array.from({ length: 4 }, () => openDatabase({ url, schemaName, poolSize: 2 }));
    try {
      const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const applied = await admin.query(
        `SELECT count(*)::int AS n FROM "${schemaName}".__drizzle_migrations`,
      );
      const migrationFiles = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } }))
        .default.entries.length;
      expect(applied.rows[0].n).toBe(migrationFiles);
      await admin.end();
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
