import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Rows of a hand-written query. Both drivers answer `{ rows }`, but the shared database type
 * cannot say so, since each driver names its result type differently.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
