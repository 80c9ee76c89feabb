import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query-rows.ts';
import type { TestApp } from './test-app.ts';

/**
 * How many rows each table holds, in one statement: a request runs it twice, and one count per
 * table and round trip would take most of a fuzz suite's time as the tables grow. Tables a refused
 * request writes on purpose (its rate limit, a key's audit) are left out.
 */
export async function rowCounter(
  app: TestApp,
  writtenByRefusals: ReadonlySet<string>,
): Promise<() => Promise<Record<string, number>>> {
  const { db } = app.deps.database;
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const counted = tables
    .map(({ table_name: table }) => table)
    .filter((table) => !writtenByRefusals.has(table));
  const statement = sql.join(
    counted.map((table) => sql`select ${table} as name, count(*)::int as n from ${sql.identifier(table)}`),
    sql` union all `,
  );
  return async () => {
    const rows = await queryRows<{ name: string; n: number }>(db, statement);
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
  };
}
