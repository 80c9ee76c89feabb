import { and, eq, gt, isNull } from 'drizzle-orm';
import { can, canAddEmployees, type Actor, type InvitationPreview } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies, invitations, teams, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { companyOfSlug, countSeats, lockCompany } from '../people/company-seats.ts';
import { hashInvitationToken, isWellFormedToken } from './invitation-token.ts';

/** Unknown, used, revoked and expired links all answer the same, so a link reveals nothing. */
const notFound = () => new AppError('RECORD_NOT_FOUND');

function usable(tokenHash: string, now: Date) {
  return and(
    eq(invitations.tokenHash, tokenHash),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );
}

export async function findUsable(db: Db, token: string, now: Date) {
  if (!isWellFormedToken(token)) throw notFound();
  const [row] = await db
    .select({ invitation: invitations, company: companies })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(and(usable(hashInvitationToken(token), now), eq(companies.isActive, true)));
  if (!row) throw notFound();
  return row;
}

export async function previewInvitation(db: Db, token: string, now: Date): Promise<InvitationPreview> {
  const { invitation, company } = await findUsable(db, token, now);
  return {
    companyName: company.name,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Joins the signed-in person to the inviting company with the invited role, team and leader.
 * The invitation already holds its seat, so joining is refused only when the company's limit has
 * since dropped below its seats in use (docs/product/billing.md#seats).
 */
export async function acceptInvitation(db: Db, actor: Actor, token: string, now: Date) {
  const { invitation, company } = await findUsable(db, token, now);
  if (!can(actor, 'accept', { kind: 'invitation', companyId: company.id, email: invitation.email })) {
    throw new AppError('UNAUTHORIZED', { reason: 'INVITATION_EMAIL_MISMATCH' });
  }
  return joinByInvitation(db, actor.userId, invitation, company, now);
}

/** The usable invitation a company sent to an address, if any: single sign-on joins people by it. */
export async function pendingInvitationFor(db: Db, companyId: string, email: string, now: Date) {
  const [row] = await db
    .select({ invitation: invitations, company: companies })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.email, email.toLowerCase()),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
        eq(companies.isActive, true),
      ),
    );
  return row ?? null;
}

/**
 * Spends the invitation and joins the person to its company. The invitation is spent by one
 * conditional update, so of two acceptances at once only one wins.
 */
export async function joinByInvitation(
  db: Db,
  userId: string,
  invitation: typeof invitations.$inferSelect,
  company: typeof companies.$inferSelect,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    const [person] = await tx
      .select({ companyId: userProfiles.companyId })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId))
      .for('update');
    if (!person) throw notFound();
    if (person.companyId) {
      throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'ALREADY_IN_COMPANY' });
    }
    const seats = await countSeats(tx, await companyOfSlug(tx, company.slug), now);
    if (!canAddEmployees(seats.max, seats.used, 0, 0)) {
      throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'COMPANY_FULL' });
    }
    const [spent] = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(and(eq(invitations.id, invitation.id), usable(invitation.tokenHash, now)))
      .returning();
    if (!spent) throw notFound();
    // The team or leader may have gone since the invitation was sent; the person joins without them.
    const [team] = spent.teamId
      ? await tx
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.id, spent.teamId), eq(teams.companyId, company.id)))
      : [];
    const [leader] = spent.reportsTo
      ? await tx
          .select({ id: userProfiles.id })
          .from(userProfiles)
          .where(
            and(
              eq(userProfiles.id, spent.reportsTo),
              eq(userProfiles.companyId, company.id),
              eq(userProfiles.isActive, true),
            ),
          )
      : [];
    await tx
      .update(userProfiles)
      .set({
        companyId: company.id,
        role: spent.role,
        teamId: team?.id ?? null,
        reportsTo: leader && leader.id !== userId ? leader.id : null,
        joinDate: now.toISOString().slice(0, 10),
        isActive: true,
        updatedAt: now,
      })
      .where(eq(userProfiles.id, userId));
    return { company: { id: company.id, name: company.name, slug: company.slug } };
  });
}
