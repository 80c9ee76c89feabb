import { and, eq } from 'drizzle-orm';
import { can, type Actor, type ReportAction } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';

/**
 * A person of the actor's company the rules let the actor act on (evaluate, observe, give
 * feedback…). Someone outside the company is not found; a colleague the rule excludes is refused.
 */
export async function requireReport(db: Db, actor: Actor, action: ReportAction, personId: string) {
  const companyId = actor.companyId;
  if (companyId === null) throw new AppError('RECORD_NOT_FOUND');
  const [person] = await db
    .select({
      id: userProfiles.id,
      companyId: userProfiles.companyId,
      reportsTo: userProfiles.reportsTo,
      name: userProfiles.fullName,
    })
    .from(userProfiles)
    .where(and(eq(userProfiles.id, personId), eq(userProfiles.companyId, companyId)));
  if (!person) throw new AppError('RECORD_NOT_FOUND');
  const record = {
    kind: 'report' as const,
    id: person.id,
    companyId: person.companyId,
    reportsTo: person.reportsTo,
  };
  if (!can(actor, action, record)) throw recordRefusal(actor, person.companyId);
  return { id: person.id, companyId, name: person.name };
}
