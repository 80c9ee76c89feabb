import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authUsers, scimUsers, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { lockCompany } from '../people/company-seats.ts';
import { deactivatePerson, reactivatePerson } from '../people/person-status.ts';
import { claimingSeat } from './claim-seat.ts';
import type { ScimCall } from './scim-call.ts';

/** What a provider's write changes of a person, in Tera's terms. */
export interface UserChanges {
  email?: string;
  fullName?: string;
  active?: boolean;
  /** null forgets the provider's id for the person. */
  externalId?: string | null;
}

export const userExists = () => new AppError('VALIDATION_ERROR', { status: 409, reason: 'SCIM_USER_EXISTS' });

/** The person, if the provider may see them: of this company and not deleted by it. */
export async function visiblePerson(tx: Db, call: ScimCall, userId: string) {
  const [person] = await tx
    .select({
      email: userProfiles.email,
      fullName: userProfiles.fullName,
      isActive: userProfiles.isActive,
      deletedAt: scimUsers.deletedAt,
    })
    .from(userProfiles)
    .leftJoin(
      scimUsers,
      and(eq(scimUsers.userId, userProfiles.id), eq(scimUsers.companyId, userProfiles.companyId)),
    )
    .where(and(eq(userProfiles.id, userId), eq(userProfiles.companyId, call.company.id)));
  if (!person || person.deletedAt) throw new AppError('RECORD_NOT_FOUND');
  return person;
}

/** Keeps what the provider calls the person, and when it last changed them. */
export async function linkUser(
  tx: Db,
  call: ScimCall,
  userId: string,
  values: { externalId?: string | null; deletedAt?: Date | null },
) {
  await tx
    .insert(scimUsers)
    .values({ userId, companyId: call.company.id, ...values, updatedAt: call.now })
    .onConflictDoUpdate({ target: scimUsers.userId, set: { ...values, updatedAt: call.now } });
}

/** A new address, unless another account has it: an address is one account's, whatever the company. */
async function changeEmail(tx: Db, userId: string, email: string, now: Date) {
  const [taken] = await tx
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(sql`lower(${authUsers.email}) = ${email}`, ne(authUsers.id, userId)));
  if (taken) throw userExists();
  await tx.update(authUsers).set({ email, updatedAt: now }).where(eq(authUsers.id, userId));
  await tx.update(userProfiles).set({ email, updatedAt: now }).where(eq(userProfiles.id, userId));
}

async function rename(tx: Db, userId: string, fullName: string, now: Date) {
  await tx.update(authUsers).set({ name: fullName, updatedAt: now }).where(eq(authUsers.id, userId));
  await tx.update(userProfiles).set({ fullName, updatedAt: now }).where(eq(userProfiles.id, userId));
}

/**
 * Applies a provider's changes to a person. Deactivating and reactivating are the admin's own
 * (`person-status.ts`): the last admin stays, and a return needs a free seat.
 */
export async function applyUserChanges(tx: Db, call: ScimCall, userId: string, changes: UserChanges) {
  const person = await visiblePerson(tx, call, userId);
  if (changes.email && changes.email !== person.email) await changeEmail(tx, userId, changes.email, call.now);
  if (changes.fullName && changes.fullName !== person.fullName)
    await rename(tx, userId, changes.fullName, call.now);
  if (changes.externalId !== undefined) await linkUser(tx, call, userId, { externalId: changes.externalId });
  if (changes.active === false && person.isActive)
    await deactivatePerson(tx, call.actor, call.company.id, userId, call.now);
  if (changes.active === true && !person.isActive)
    await claimingSeat(call, () => reactivatePerson(tx, call.actor, call.company, userId, call.now));
}

/** All of a write's changes under the company lock, or none of them. */
export async function changeUser(call: ScimCall, userId: string, changes: UserChanges): Promise<void> {
  await call.db.transaction(async (tx) => {
    await lockCompany(tx, call.company.id);
    await applyUserChanges(tx, call, userId, changes);
  });
}

/**
 * A provider's delete: the person is deactivated as an admin would, their records kept, and
 * hidden from the provider from then on (docs/product/provisioning.md#deleting).
 */
export async function deleteUser(call: ScimCall, userId: string): Promise<void> {
  await call.db.transaction(async (tx) => {
    await lockCompany(tx, call.company.id);
    const person = await visiblePerson(tx, call, userId);
    if (person.isActive) await deactivatePerson(tx, call.actor, call.company.id, userId, call.now);
    await linkUser(tx, call, userId, { deletedAt: call.now });
  });
}
