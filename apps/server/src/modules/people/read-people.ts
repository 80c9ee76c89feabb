import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Person, PeopleQuery } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { teams, userProfiles } from '../../db/schema/index.ts';
import { presentPerson } from './person-presenter.ts';

const leaders = alias(userProfiles, 'leaders');

/** `%` and `_` typed into the search box are looked for literally, not as wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function filters(companyId: string, query: PeopleQuery): SQL[] {
  const where: SQL[] = [eq(userProfiles.companyId, companyId)];
  if (query.search) {
    const pattern = containing(query.search);
    where.push(
      or(
        ilike(userProfiles.fullName, pattern),
        ilike(userProfiles.email, pattern),
        ilike(userProfiles.jobTitle, pattern),
      )!,
    );
  }
  if (query.teamId) where.push(eq(userProfiles.teamId, query.teamId));
  if (query.department) where.push(sql`lower(${userProfiles.department}) = lower(${query.department})`);
  if (query.role) where.push(eq(userProfiles.role, query.role));
  if (query.status === 'active') where.push(eq(userProfiles.isActive, true));
  if (query.status === 'inactive') where.push(eq(userProfiles.isActive, false));
  return where;
}

function selectPeople(db: Db) {
  return db
    .select({ profile: userProfiles, teamName: teams.name, leaderName: leaders.fullName })
    .from(userProfiles)
    .leftJoin(teams, and(eq(teams.id, userProfiles.teamId), eq(teams.companyId, userProfiles.companyId)))
    .leftJoin(
      leaders,
      and(eq(leaders.id, userProfiles.reportsTo), eq(leaders.companyId, userProfiles.companyId)),
    );
}

export async function readPeople(db: Db, companyId: string, query: PeopleQuery): Promise<Person[]> {
  const rows = await selectPeople(db)
    .where(and(...filters(companyId, query)))
    .orderBy(asc(userProfiles.fullName), asc(userProfiles.email));
  return rows.map(presentPerson);
}

/** One person of the company, or undefined: someone of another company is not there at all. */
export async function readPerson(db: Db, companyId: string, userId: string): Promise<Person | undefined> {
  const [row] = await selectPeople(db).where(
    and(eq(userProfiles.companyId, companyId), eq(userProfiles.id, userId)),
  );
  return row ? presentPerson(row) : undefined;
}
