import { count, desc, ilike, or } from 'drizzle-orm';
import type { AdminDemoRequest, AdminListQuery, AdminPage } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { demoRequests } from '../../db/schema/index.ts';
import { containsPattern, pageOffset } from './paging.ts';

/** Demo requests from the landing page, newest first. */
export async function listDemoRequests(db: Db, query: AdminListQuery): Promise<AdminPage<AdminDemoRequest>> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern
    ? or(
        ilike(demoRequests.firstName, pattern),
        ilike(demoRequests.lastName, pattern),
        ilike(demoRequests.email, pattern),
        ilike(demoRequests.company, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(demoRequests)
      .where(where)
      .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(demoRequests).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      company: row.company,
      teamSize: row.teamSize,
      message: row.message,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}
