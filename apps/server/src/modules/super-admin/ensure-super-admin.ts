import { and, eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password-hashing.ts';
import { ensureProfile } from '../../auth/principal.ts';
import { createVerifiedAccount, markAddressVerified } from '../../auth/verified-account.ts';
import type { Db } from '../../db/database.ts';
import { authAccounts, authUsers, userProfiles } from '../../db/schema/index.ts';

export type SuperAdminOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * An existing account that is not yet a platform administrator, named with a password that is not
 * its own. Sign-up does not prove who owns an address, so anyone could have registered it first:
 * only the account's own password may turn it into a platform administrator.
 */
export class SuperAdminPasswordMismatch extends Error {
  constructor(readonly email: string) {
    super(`${email} already has an account with another password; it was not made a platform administrator`);
  }
}

interface Target {
  email: string;
  password: string;
}

async function findUser(db: Db, email: string) {
  const [user] = await db
    .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  return user;
}

/** Whether the address has an account yet, and whether it already administers the platform. */
export async function superAdminStatus(db: Db, email: string): Promise<'missing' | 'member' | 'super-admin'> {
  const [row] = await db
    .select({ isSuperAdmin: userProfiles.isSuperAdmin })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.id, authUsers.id))
    .where(eq(authUsers.email, email.trim().toLowerCase()));
  if (!row) return 'missing';
  return row.isSuperAdmin ? 'super-admin' : 'member';
}

async function isOwnPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  return account?.hash ? verifyPassword({ hash: account.hash, password }) : false;
}

async function markSuperAdmin(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(userProfiles)
    .set({ isSuperAdmin: true, updatedAt: now })
    .where(eq(userProfiles.id, userId));
}

/**
 * Makes sure the named account exists and is a platform administrator. A missing account is
 * created with the password given; an existing one keeps its password whatever is given. Either
 * way its address counts as confirmed: the operator named it, and no mail may be needed to reach
 * the platform's administration.
 */
export async function ensureSuperAdmin(
  { db, now }: { db: Db; now: Date },
  target: Target,
): Promise<{ userId: string; outcome: SuperAdminOutcome }> {
  const email = target.email.trim().toLowerCase();
  let user = await findUser(db, email);
  if (!user) {
    try {
      const created = await createVerifiedAccount(db, {
        email,
        password: target.password,
        name: email.split('@')[0] ?? email,
      });
      await markSuperAdmin(db, created.id, now);
      return { userId: created.id, outcome: 'created' };
    } catch (error) {
      // Another instance starting at the same moment may have created it first.
      user = await findUser(db, email);
      if (!user) throw error;
    }
  }
  await ensureProfile(db, user);
  const [profile] = await db
    .select({ isSuperAdmin: userProfiles.isSuperAdmin })
    .from(userProfiles)
    .where(eq(userProfiles.id, user.id));
  if (profile?.isSuperAdmin) return { userId: user.id, outcome: 'unchanged' };
  if (!(await isOwnPassword(db, user.id, target.password))) throw new SuperAdminPasswordMismatch(email);
  await markAddressVerified(db, user.id);
  await markSuperAdmin(db, user.id, now);
  return { userId: user.id, outcome: 'promoted' };
}
