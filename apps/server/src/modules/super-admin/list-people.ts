import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { AdminListQuery, AdminPage, AdminPerson } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies, userProfiles } from '../../db/schema/index.ts';
import { containsPattern, pageOffset } from './paging.ts';

/** Everyone with an account, in or out of a company, found by name, e-mail or company. */
export async function listPeople(db: Db, query: AdminListQuery): Promise<AdminPage<AdminPerson>> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern
    ? or(
        ilike(userProfiles.fullName, pattern),
        ilike(userProfiles.email, pattern),
        ilike(companies.name, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        person: userProfiles,
        company: { id: companies.id, name: companies.name, slug: companies.slug },
      })
      .from(userProfiles)
      .leftJoin(companies, eq(companies.id, userProfiles.companyId))
      .where(where)
      .orderBy(asc(userProfiles.fullName), asc(userProfiles.email), asc(userProfiles.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ n: count() })
      .from(userProfiles)
      .leftJoin(companies, eq(companies.id, userProfiles.companyId))
      .where(where),
  ]);
  return {
    items: rows.map(({ person, company }) => ({
      id: person.id,
      email: person.email,
      fullName: person.fullName,
      role: person.role,
      isActive: person.isActive,
      isSuperAdmin: person.isSuperAdmin,
      company,
      createdAt: person.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}
