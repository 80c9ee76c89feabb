import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminCompany, AdminListQuery, AdminPage } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies, companySubscriptions } from '../../db/schema/index.ts';
import { containsPattern, pageOffset } from './paging.ts';

/** Every company on the platform with its plan and how many active people it has. */
export async function listCompanies(db: Db, query: AdminListQuery): Promise<AdminPage<AdminCompany>> {
  const where = query.search
    ? or(
        ilike(companies.name, containsPattern(query.search)),
        ilike(companies.slug, containsPattern(query.search)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        company: companies,
        planType: companySubscriptions.planType,
        status: companySubscriptions.status,
        maxEmployees: companySubscriptions.maxEmployees,
        // Written out: inside a subquery drizzle would leave the outer column unqualified.
        peopleCount: sql<number>`(select count(*)::int from user_profiles p where p.company_id = companies.id and p.is_active)`,
      })
      .from(companies)
      .leftJoin(companySubscriptions, eq(companySubscriptions.companyId, companies.id))
      .where(where)
      .orderBy(desc(companies.createdAt), companies.id)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.company.id,
      name: row.company.name,
      slug: row.company.slug,
      isActive: row.company.isActive,
      createdAt: row.company.createdAt.toISOString(),
      planType: row.planType,
      status: row.status,
      maxEmployees: row.maxEmployees,
      peopleCount: Number(row.peopleCount),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}
