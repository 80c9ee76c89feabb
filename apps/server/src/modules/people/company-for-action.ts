import { can, type Actor, type CompanyAction } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { companyOfSlug, type CompanyInScope } from './company-seats.ts';

/** The company a slug names, once the record rules let the actor take this action on it. */
export async function companyForAction(
  db: Db,
  actor: Actor,
  action: CompanyAction,
  slug: string,
): Promise<CompanyInScope> {
  const company = await companyOfSlug(db, slug);
  if (!can(actor, action, { kind: 'company', id: company.id })) throw recordRefusal(actor, company.id);
  return company;
}
