import { eq } from 'drizzle-orm';
import { releaseCompanyUsage, resolveConfidentialityThreshold, type CompanyUsage } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies } from '../../db/schema/index.ts';
import { readUsageTotals } from './read-usage-totals.ts';

/** A company's usage, released through the company's own privacy threshold. */
export async function readCompanyUsage(
  db: Db,
  companyId: string,
  days: number,
  now: Date,
): Promise<CompanyUsage> {
  const [[company], totals] = await Promise.all([
    db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, companyId)),
    readUsageTotals(db, companyId, days, now),
  ]);
  const threshold = resolveConfidentialityThreshold(company?.settings.confidentiality_threshold);
  return releaseCompanyUsage(totals, threshold);
}
