import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { serverSecrets } from '../db/schema/index.ts';

const SECRET_NAME = 'auth_secret';

/**
 * AUTH_SECRET when configured; otherwise one generated on the first start and kept in the
 * database, so restarts and every instance on that database sign sessions alike.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The session secret could not be stored');
  return row.value;
}
