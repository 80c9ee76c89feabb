import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, localParts, type Actor, type CompanyAction } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies } from '../../db/schema/index.ts';
import { companyForAction } from '../people/company-for-action.ts';

export interface SurveyCompany {
  id: string;
  slug: string;
  timeZone: string;
  /** Today in the company's zone: surveys open and close by its calendar. */
  today: string;
}

export async function surveyCompany(
  db: Db,
  actor: Actor,
  action: CompanyAction,
  slug: string,
  now: Date,
): Promise<SurveyCompany> {
  const company = await companyForAction(db, actor, action, slug);
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, company.id));
  const timeZone = row?.settings.time_zone ?? DEFAULT_TIME_ZONE;
  return { id: company.id, slug: company.slug, timeZone, today: localParts(now, timeZone).date };
}
