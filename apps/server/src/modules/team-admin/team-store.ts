import { and, asc, eq, sql } from 'drizzle-orm';
import type { Team } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { teams } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

const nameTaken = () =>
  new AppError('VALIDATION_ERROR', {
    status: 409,
    reason: 'TEAM_NAME_TAKEN',
    fields: { name: ['validation.invalid'] },
  });

// Written out: inside a subquery drizzle would leave the outer column unqualified.
const memberCount = sql<number>`(select count(*)::int from user_profiles m where m.team_id = teams.id and m.is_active)`;

export async function readTeams(db: Db, companyId: string): Promise<Team[]> {
  const rows = await db
    .select({ id: teams.id, name: teams.name, memberCount })
    .from(teams)
    .where(eq(teams.companyId, companyId))
    .orderBy(asc(sql`lower(${teams.name})`));
  return rows.map((row) => ({ ...row, memberCount: Number(row.memberCount) }));
}

async function readTeam(db: Db, companyId: string, teamId: string): Promise<Team | undefined> {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, memberCount })
    .from(teams)
    .where(and(eq(teams.companyId, companyId), eq(teams.id, teamId)));
  return row ? { ...row, memberCount: Number(row.memberCount) } : undefined;
}

/** Names are unique per company whatever their case; the unique index decides, not a prior read. */
export async function createTeam(db: Db, companyId: string, name: string, now: Date): Promise<Team> {
  const [created] = await db
    .insert(teams)
    .values({ companyId, name, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: teams.id });
  if (!created) throw nameTaken();
  return (await readTeam(db, companyId, created.id))!;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '23505') return true;
    current = cause;
  }
  return false;
}

export async function renameTeam(db: Db, companyId: string, teamId: string, name: string): Promise<Team> {
  let renamed: { id: string } | undefined;
  try {
    [renamed] = await db
      .update(teams)
      .set({ name })
      .where(and(eq(teams.companyId, companyId), eq(teams.id, teamId)))
      .returning({ id: teams.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  if (!renamed) throw new AppError('RECORD_NOT_FOUND');
  return (await readTeam(db, companyId, teamId))!;
}
