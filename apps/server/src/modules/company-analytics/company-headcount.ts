import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invitations, userProfiles } from '../../db/schema/index.ts';

/** Pending invitations listed on the admin dashboard; the rest are on the invitations screen. */
const LATEST_INVITATIONS = 5;

/** How many people a company has active and deactivated: one grouped count on the company index. */
export async function readHeadcount(db: Db, companyId: string) {
  const rows = await db
    .select({ isActive: userProfiles.isActive, n: count() })
    .from(userProfiles)
    .where(eq(userProfiles.companyId, companyId))
    .groupBy(userProfiles.isActive);
  const of = (active: boolean) => Number(rows.find((row) => row.isActive === active)?.n ?? 0);
  return { active: of(true), deactivated: of(false) };
}

/** Invitations still open (neither accepted, revoked nor expired), the soonest to expire first. */
export async function readPendingInvitations(db: Db, companyId: string, now: Date) {
  const open = and(
    eq(invitations.companyId, companyId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );
  const [total, latest] = await Promise.all([
    db.select({ n: count() }).from(invitations).where(open),
    db
      .select({ email: invitations.email, role: invitations.role, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(open)
      .orderBy(asc(invitations.expiresAt), asc(sql`lower(${invitations.email})`))
      .limit(LATEST_INVITATIONS),
  ]);
  return {
    pending: Number(total[0]?.n ?? 0),
    latest: latest.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() })),
  };
}
