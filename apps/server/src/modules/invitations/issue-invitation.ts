import { and, eq, isNull, sql } from 'drizzle-orm';
import { INVITATION_VALID_DAYS, type CompanyRole } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { invitations, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { newInvitationToken } from './invitation-token.ts';

type InvitationRow = typeof invitations.$inferSelect;

export interface InvitationRequest {
  email: string;
  role: CompanyRole;
  teamId: string | null;
  reportsTo: string | null;
}

/** An invitation together with the only copy of its token, which goes into the e-mail. */
export interface IssuedInvitation {
  row: InvitationRow;
  token: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
}

/** The not-yet-answered invitation for an address (pending or expired): at most one exists. */
export async function openInvitationFor(tx: Db, companyId: string, email: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
  return row;
}

export async function isCompanyMember(tx: Db, companyId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(
      and(eq(userProfiles.companyId, companyId), sql`lower(${userProfiles.email}) = ${email.toLowerCase()}`),
    );
  return row !== undefined;
}

export function alreadyMember(): AppError {
  return new AppError('VALIDATION_ERROR', {
    status: 409,
    reason: 'ALREADY_MEMBER',
    fields: { email: ['validation.invalid'] },
  });
}

export function alreadyInvited(): AppError {
  return new AppError('VALIDATION_ERROR', {
    status: 409,
    reason: 'INVITATION_PENDING',
    fields: { email: ['validation.invalid'] },
  });
}

/**
 * Writes a fresh invitation. An expired one for the same address is renewed in place rather than
 * kept beside it, since one open invitation per address is what the unique index allows.
 */
export async function writeInvitation(
  tx: Db,
  input: {
    companyId: string;
    request: InvitationRequest;
    invitedBy: string;
    now: Date;
    replacing: InvitationRow | undefined;
  },
): Promise<IssuedInvitation> {
  const { token, tokenHash } = newInvitationToken();
  const values = {
    email: input.request.email,
    role: input.request.role,
    teamId: input.request.teamId,
    reportsTo: input.request.reportsTo,
    tokenHash,
    invitedBy: input.invitedBy,
    expiresAt: invitationExpiry(input.now),
    createdAt: input.now,
  };
  const [row] = input.replacing
    ? await tx.update(invitations).set(values).where(eq(invitations.id, input.replacing.id)).returning()
    : await tx
        .insert(invitations)
        .values({ ...values, companyId: input.companyId })
        .returning();
  return { row: row!, token };
}
