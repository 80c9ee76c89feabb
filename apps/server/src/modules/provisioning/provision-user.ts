import { and, eq, sql } from 'drizzle-orm';
import { normaliseLanguage } from '@tera/domain';
import { createVerifiedAccount } from '../../auth/verified-account.ts';
import type { Db } from '../../db/database.ts';
import { authUsers, companies, invitations, scimUsers, userProfiles } from '../../db/schema/index.ts';
import { openInvitationFor } from '../invitations/issue-invitation.ts';
import { lockCompany, requireSeats } from '../people/company-seats.ts';
import { applyUserChanges, linkUser, userExists } from './change-user.ts';
import { claimingSeat } from './claim-seat.ts';
import type { ScimCall } from './scim-call.ts';

export interface NewUser {
  email: string;
  fullName: string;
  active: boolean;
  externalId: string | null;
}

/** The language the company writes in, for the new account's mails until its person picks one. */
async function companyLanguage(tx: Db, companyId: string) {
  const [company] = await tx
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return normaliseLanguage(company?.settings.default_language ?? '');
}

/**
 * A person the provider assigns to Tera: a new account, its address confirmed and no password,
 * joined to the company as an employee, its seat taken under the company lock as an invitation's
 * is. Someone the provider deleted comes back instead; any other account with the address is
 * someone else's to join by invitation (docs/product/provisioning.md#creating).
 */
export async function provisionUser(call: ScimCall, user: NewUser): Promise<string> {
  return call.db.transaction(async (tx) => {
    await lockCompany(tx, call.company.id);
    const [existing] = await tx
      .select({ id: authUsers.id, companyId: userProfiles.companyId, deletedAt: scimUsers.deletedAt })
      .from(authUsers)
      .leftJoin(userProfiles, eq(userProfiles.id, authUsers.id))
      .leftJoin(
        scimUsers,
        and(eq(scimUsers.userId, authUsers.id), eq(scimUsers.companyId, userProfiles.companyId)),
      )
      .where(sql`lower(${authUsers.email}) = ${user.email}`);
    if (existing) {
      if (existing.companyId !== call.company.id || !existing.deletedAt) throw userExists();
      await linkUser(tx, call, existing.id, { externalId: user.externalId, deletedAt: null });
      await applyUserChanges(tx, call, existing.id, { fullName: user.fullName, active: user.active });
      return existing.id;
    }
    // The person now exists; the invitation would hold a second seat for them.
    const invitation = await openInvitationFor(tx, call.company.id, user.email);
    if (invitation)
      await tx.update(invitations).set({ revokedAt: call.now }).where(eq(invitations.id, invitation.id));
    if (user.active) await claimingSeat(call, () => requireSeats(tx, call.company, call.now));
    const language = await companyLanguage(tx, call.company.id);
    const { id } = await createVerifiedAccount(tx, { email: user.email, name: user.fullName, language });
    await tx
      .update(userProfiles)
      .set({
        companyId: call.company.id,
        role: 'employee',
        joinDate: call.now.toISOString().slice(0, 10),
        isActive: user.active,
        updatedAt: call.now,
      })
      .where(eq(userProfiles.id, id));
    await linkUser(tx, call, id, { externalId: user.externalId });
    return id;
  });
}
