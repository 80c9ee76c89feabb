import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { companies, companySubscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

/** The company a slug names, with its subscription row if it has one. Access is checked before. */
export async function readCompanyBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ company: companies, subscription: companySubscriptions })
    .from(companies)
    .leftJoin(companySubscriptions, eq(companySubscriptions.companyId, companies.id))
    .where(eq(companies.slug, slug.toLowerCase()));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}
