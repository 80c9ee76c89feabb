import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminListQuery, AdminPage, AdminSubscription } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies, companySubscriptions } from '../../db/schema/index.ts';
import { containsPattern, pageOffset } from './paging.ts';

type SubscriptionRow = typeof companySubscriptions.$inferSelect;
type CompanyRow = Pick<typeof companies.$inferSelect, 'name' | 'slug'>;

export function presentAdminSubscription(row: SubscriptionRow, company: CompanyRow): AdminSubscription {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: company.name,
    companySlug: company.slug,
    planType: row.planType,
    status: row.status,
    billingCycle: row.billingCycle === 'yearly' ? 'yearly' : 'monthly',
    pricePerMonth: row.pricePerMonth,
    maxEmployees: row.maxEmployees,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    trialEnd: row.trialEnd?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectSubscriptions(db: Db, where: SQL | undefined) {
  return db
    .select({ subscription: companySubscriptions, company: { name: companies.name, slug: companies.slug } })
    .from(companySubscriptions)
    .innerJoin(companies, eq(companies.id, companySubscriptions.companyId))
    .where(where);
}

export async function readSubscriptionOf(db: Db, companyId: string): Promise<AdminSubscription | null> {
  const [row] = await selectSubscriptions(db, eq(companySubscriptions.companyId, companyId));
  return row ? presentAdminSubscription(row.subscription, row.company) : null;
}

/** Every company's subscription, most recently changed first; found by company, plan or status. */
export async function listSubscriptions(
  db: Db,
  query: AdminListQuery,
): Promise<AdminPage<AdminSubscription>> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern
    ? or(
        ilike(companies.name, pattern),
        ilike(companies.slug, pattern),
        ilike(companySubscriptions.planType, pattern),
        ilike(companySubscriptions.status, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectSubscriptions(db, where)
      .orderBy(desc(companySubscriptions.updatedAt), companySubscriptions.id)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ n: count() })
      .from(companySubscriptions)
      .innerJoin(companies, eq(companies.id, companySubscriptions.companyId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => presentAdminSubscription(row.subscription, row.company)),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}
