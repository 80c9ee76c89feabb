import { and, eq, inArray, ne, count } from 'drizzle-orm';
import { ADMIN_ROLES } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { teams, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

/** A team id from the request must name a team of this company; any other is unknown. */
export async function requireCompanyTeam(db: Db, companyId: string, teamId: string): Promise<void> {
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)));
  if (!team) {
    throw new AppError('VALIDATION_ERROR', {
      reason: 'UNKNOWN_TEAM',
      fields: { teamId: ['validation.invalid'] },
    });
  }
}

/** A leader from the request must be an active person of this company. */
export async function requireCompanyLeader(db: Db, companyId: string, leaderId: string): Promise<void> {
  const [leader] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.id, leaderId),
        eq(userProfiles.companyId, companyId),
        eq(userProfiles.isActive, true),
      ),
    );
  if (!leader) {
    throw new AppError('VALIDATION_ERROR', {
      reason: 'UNKNOWN_LEADER',
      fields: { reportsTo: ['validation.invalid'] },
    });
  }
}

/** Refuses to leave the company without an active admin once `personId` stops being one. */
export async function requireAnotherAdmin(db: Db, companyId: string, personId: string): Promise<void> {
  const [others] = await db
    .select({ n: count() })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.companyId, companyId),
        eq(userProfiles.isActive, true),
        inArray(userProfiles.role, [...ADMIN_ROLES]),
        ne(userProfiles.id, personId),
      ),
    );
  if (Number(others?.n ?? 0) === 0) {
    throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'LAST_ADMIN' });
  }
}
