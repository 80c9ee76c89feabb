import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { canAddEmployees, emailDomain, type Language, type RefusalReason } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { authAccounts, authUsers, userProfiles } from '../../db/schema/index.ts';
import { createVerifiedAccount } from '../../auth/verified-account.ts';
import { companyOfSlug, countSeats, lockCompany } from '../people/company-seats.ts';
import { joinByInvitation, pendingInvitationFor } from '../invitations/accept-invitation.ts';
import type { StoredConnection } from './connection-store.ts';

/** What the provider said of the person, once their ID token has been verified. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  name: string;
}

export class SsoRefusal extends Error {
  constructor(readonly reason: RefusalReason) {
    super(reason);
  }
}

/** The account each company's provider is recorded under: one provider per company. */
export const providerIdOf = (companyId: string) => `sso:${companyId}`;

async function linkedUser(db: Db, companyId: string, subject: string) {
  const [row] = await db
    .select({ userId: authAccounts.userId })
    .from(authAccounts)
    .where(and(eq(authAccounts.providerId, providerIdOf(companyId)), eq(authAccounts.accountId, subject)));
  return row?.userId ?? null;
}

async function userByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}

async function membershipOf(db: Db, userId: string) {
  const [row] = await db
    .select({ companyId: userProfiles.companyId, isActive: userProfiles.isActive })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId));
  return row ?? { companyId: null, isActive: true };
}

async function link(db: Db, userId: string, companyId: string, subject: string) {
  await db
    .insert(authAccounts)
    .values({ id: randomUUID(), userId, accountId: subject, providerId: providerIdOf(companyId) })
    .onConflictDoNothing();
}

/** A person the company chose to let in at their first sign-in: an employee, if a seat is free. */
async function provision(db: Db, userId: string, slug: string, now: Date) {
  await db.transaction(async (tx) => {
    const company = await companyOfSlug(tx, slug);
    await lockCompany(tx, company.id);
    const seats = await countSeats(tx, company, now);
    if (!canAddEmployees(seats.max, seats.used, 0, 1)) throw new SsoRefusal('COMPANY_FULL');
    await tx
      .update(userProfiles)
      .set({
        companyId: company.id,
        role: 'employee',
        joinDate: now.toISOString().slice(0, 10),
        isActive: true,
        updatedAt: now,
      })
      .where(eq(userProfiles.id, userId));
  });
}

/**
 * Who a verified identity signs in as (docs/product/single-sign-on.md#who-gets-in): the person
 * already linked to it; else the company's own person with that address, linked now; else a
 * person the company invited, who joins; else, if the company lets its provider decide, a new
 * employee. Nobody else: not a domain the company does not cover, not another company's person,
 * not a deactivated one.
 */
export async function personFor(
  db: Db,
  connection: StoredConnection,
  companySlug: string,
  identity: ProviderIdentity,
  language: Language,
  now: Date,
): Promise<string> {
  if (!connection.domains.includes(emailDomain(identity.email))) throw new SsoRefusal('SSO_FOREIGN_DOMAIN');
  const { companyId } = connection;
  const userId =
    (await linkedUser(db, companyId, identity.subject)) ?? (await userByEmail(db, identity.email));
  const membership = userId ? await membershipOf(db, userId) : { companyId: null, isActive: true };
  if (membership.companyId && membership.companyId !== companyId) throw new SsoRefusal('SSO_OTHER_COMPANY');
  if (userId && membership.companyId === companyId) {
    if (!membership.isActive) throw new SsoRefusal('SSO_UNKNOWN_PERSON');
    await link(db, userId, companyId, identity.subject);
    return userId;
  }
  const invitation = await pendingInvitationFor(db, companyId, identity.email, now);
  if (!invitation && connection.unknownPeople === 'refuse') throw new SsoRefusal('SSO_UNKNOWN_PERSON');
  const person =
    userId ?? (await createVerifiedAccount(db, { email: identity.email, name: identity.name, language })).id;
  if (invitation) await joinByInvitation(db, person, invitation.invitation, invitation.company, now);
  else await provision(db, person, companySlug, now);
  await link(db, person, companyId, identity.subject);
  return person;
}
