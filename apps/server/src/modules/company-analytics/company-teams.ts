import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { teams, userProfiles } from '../../db/schema/index.ts';

/** The company's teams by name, with the people active in each now. */
export function readCompanyTeams(db: Db, companyId: string) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      members: sql<number>`${count(userProfiles.id)}::int`,
    })
    .from(teams)
    .leftJoin(userProfiles, and(eq(userProfiles.teamId, teams.id), eq(userProfiles.isActive, true)))
    .where(eq(teams.companyId, companyId))
    .groupBy(teams.id)
    .orderBy(asc(sql`lower(${teams.name})`));
}
