import type { Invitation, InvitationStatus } from '@tera/domain';
import type { invitations } from '../../db/schema/index.ts';

type InvitationRow = typeof invitations.$inferSelect;

export function invitationStatus(row: InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired';
}

export function presentInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    teamId: row.teamId,
    reportsTo: row.reportsTo,
    status: invitationStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}
