import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dailyCheckins } from '../../db/schema/index.ts';

/** Erases every check-in of the caller; nobody else's rows can be named here. */
export async function deleteOwnCheckins(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(dailyCheckins)
    .where(eq(dailyCheckins.userId, userId))
    .returning({ id: dailyCheckins.id });
  return deleted.length;
}
