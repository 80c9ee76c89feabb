import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '@tera/domain';
import type { Db } from '../db/database.ts';
import { authAccounts, authUsers } from '../db/schema/index.ts';
import { hashPassword } from './password-hashing.ts';
import { ensureProfile } from './principal.ts';

/**
 * An account whose address was proven another way than the confirmation link (an invitation came
 * to it, the operator named it, or the company's identity provider vouches for it): made
 * confirmed, so it is never asked to confirm, together with its profile. Sign-up is the only way to
 * an unconfirmed account. Without a password it has none until its person sets one through a
 * reset link, which reaches only the address.
 */
export async function createVerifiedAccount(
  db: Db,
  account: { email: string; name: string; password?: string; language?: Language },
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = account.email.trim().toLowerCase();
  const password = account.password === undefined ? undefined : await hashPassword(account.password);
  await db.transaction(async (tx) => {
    await tx.insert(authUsers).values({ id, email, name: account.name, emailVerified: true });
    if (password) {
      await tx
        .insert(authAccounts)
        .values({ id: randomUUID(), userId: id, accountId: id, providerId: 'credential', password });
    }
    await ensureProfile(tx, { id, email, name: account.name }, account.language);
  });
  return { id, email };
}

/** The person proved they read mail at the account's address, by a link only it received. */
export async function markAddressVerified(db: Db, userId: string): Promise<void> {
  await db
    .update(authUsers)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(authUsers.id, userId));
}
