import { and, eq } from 'drizzle-orm';
import {
  can,
  hasPermission,
  wouldCreateReportsToCycle,
  type Actor,
  type PersonRecord,
  type PersonUpdate,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { lockCompany } from './company-seats.ts';
import { requireAnotherAdmin, requireCompanyLeader, requireCompanyTeam } from './company-membership.ts';

async function requireNoCycle(tx: Db, companyId: string, personId: string, leaderId: string) {
  const rows = await tx
    .select({ id: userProfiles.id, reportsTo: userProfiles.reportsTo })
    .from(userProfiles)
    .where(eq(userProfiles.companyId, companyId));
  const leaderOf = new Map(rows.map((row) => [row.id, row.reportsTo]));
  if (wouldCreateReportsToCycle(personId, leaderId, (id) => leaderOf.get(id))) {
    throw new AppError('VALIDATION_ERROR', {
      status: 409,
      reason: 'REPORTS_TO_CYCLE',
      fields: { reportsTo: ['validation.invalid'] },
    });
  }
}

/**
 * An admin's change to one person of their company. Under the company lock, so two changes at
 * once can neither close a reporting loop between them nor demote the last two admins.
 */
export async function updatePerson(
  db: Db,
  actor: Actor,
  companyId: string,
  personId: string,
  changes: PersonUpdate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [person] = await tx
      .select({ role: userProfiles.role, isActive: userProfiles.isActive })
      .from(userProfiles)
      .where(and(eq(userProfiles.id, personId), eq(userProfiles.companyId, companyId)));
    if (!person) throw new AppError('RECORD_NOT_FOUND');
    const record: PersonRecord = { kind: 'person', id: personId, companyId };
    const allowed =
      can(actor, 'edit', record) && (changes.role === undefined || can(actor, 'changeRole', record));
    if (!allowed) throw recordRefusal(actor, companyId);
    if (changes.teamId) await requireCompanyTeam(tx, companyId, changes.teamId);
    if (changes.reportsTo) {
      if (changes.reportsTo !== personId) await requireCompanyLeader(tx, companyId, changes.reportsTo);
      await requireNoCycle(tx, companyId, personId, changes.reportsTo);
    }
    if (
      changes.role &&
      person.isActive &&
      hasPermission(person, 'admin') &&
      !hasPermission({ role: changes.role }, 'admin')
    ) {
      await requireAnotherAdmin(tx, companyId, personId);
    }
    await tx
      .update(userProfiles)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(userProfiles.id, personId), eq(userProfiles.companyId, companyId)));
  });
}
