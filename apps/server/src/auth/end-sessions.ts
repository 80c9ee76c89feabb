import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { authSessions } from '../db/schema/index.ts';
import { storedToken } from './session-token-storage.ts';

/** Signs a person out everywhere; every instance forgets them as the change commits. */
export async function endSessionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}

/** Ends one session, given its token. */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.token, storedToken(token)));
}
