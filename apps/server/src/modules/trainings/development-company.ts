import { eq } from 'drizzle-orm';
import { can, DEFAULT_TIME_ZONE, localParts, type Actor } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies } from '../../db/schema/index.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { companyOfSlug } from '../people/company-seats.ts';

export interface DevelopmentCompany {
  id: string;
  /** Today in the company's zone: due dates and overdue are read by its calendar (decision 022). */
  today: string;
}

/** The company a slug names, for a caller who may read its catalogue (one of its people). */
export async function developmentCompany(
  db: Db,
  actor: Actor,
  slug: string,
  now: Date,
): Promise<DevelopmentCompany> {
  const company = await companyOfSlug(db, slug);
  if (!can(actor, 'read', { kind: 'trainingCatalogue', companyId: company.id })) {
    throw recordRefusal(actor, company.id);
  }
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, company.id));
  const timeZone = row?.settings.time_zone ?? DEFAULT_TIME_ZONE;
  return { id: company.id, today: localParts(now, timeZone).date };
}
