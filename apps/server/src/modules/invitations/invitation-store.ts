import { and, desc, eq, isNull } from 'drizzle-orm';
import { can, type Actor, type InvitationAction } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { invitations } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { lockCompany, requireSeats, type CompanyInScope } from '../people/company-seats.ts';
import { requireCompanyLeader, requireCompanyTeam } from '../people/company-membership.ts';
import {
  alreadyInvited,
  alreadyMember,
  invitationExpiry,
  isCompanyMember,
  openInvitationFor,
  writeInvitation,
  type InvitationRequest,
  type IssuedInvitation,
} from './issue-invitation.ts';
import { newInvitationToken } from './invitation-token.ts';
import { isUuid } from '../../db/row-id.ts';

export async function readInvitations(db: Db, companyId: string) {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.companyId, companyId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** Invites one person, under the company lock so the seat counted is still free when written. */
export async function inviteOne(
  db: Db,
  company: CompanyInScope,
  request: InvitationRequest,
  invitedBy: string,
  now: Date,
): Promise<IssuedInvitation> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    if (request.teamId) await requireCompanyTeam(tx, company.id, request.teamId);
    if (request.reportsTo) await requireCompanyLeader(tx, company.id, request.reportsTo);
    if (await isCompanyMember(tx, company.id, request.email)) throw alreadyMember();
    const open = await openInvitationFor(tx, company.id, request.email);
    if (open && open.expiresAt > now) throw alreadyInvited();
    await requireSeats(tx, company, now);
    return writeInvitation(tx, { companyId: company.id, request, invitedBy, now, replacing: open });
  });
}

/** The invitation, locked, once the record rules let the actor take the action on it. */
async function lockedInvitation(
  tx: Db,
  actor: Actor,
  action: InvitationAction,
  companyId: string,
  invitationId: string,
) {
  if (!isUuid(invitationId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, companyId)))
    .for('update');
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  if (!can(actor, action, { kind: 'invitation', companyId, email: row.email })) {
    throw recordRefusal(actor, companyId);
  }
  return row;
}

const notPending = () => new AppError('VALIDATION_ERROR', { status: 409, reason: 'INVITATION_NOT_PENDING' });

/**
 * A new token and a new week: the old link stops working at once. An expired invitation held no
 * seat, so sending it again needs one.
 */
export async function resendInvitation(
  db: Db,
  actor: Actor,
  company: CompanyInScope,
  invitationId: string,
  now: Date,
): Promise<IssuedInvitation> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    const current = await lockedInvitation(tx, actor, 'resend', company.id, invitationId);
    if (current.acceptedAt || current.revokedAt) throw notPending();
    if (current.expiresAt <= now) await requireSeats(tx, company, now);
    const { token, tokenHash } = newInvitationToken();
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash, expiresAt: invitationExpiry(now) })
      .where(eq(invitations.id, current.id))
      .returning();
    return { row: row!, token };
  });
}

/** Revoking twice is harmless; an accepted invitation is history and stays as it was. */
export async function revokeInvitation(
  db: Db,
  actor: Actor,
  companyId: string,
  invitationId: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const current = await lockedInvitation(tx, actor, 'revoke', companyId, invitationId);
    if (current.acceptedAt) throw notPending();
    if (current.revokedAt) return current;
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(and(eq(invitations.id, current.id), isNull(invitations.acceptedAt)))
      .returning();
    return row!;
  });
}
