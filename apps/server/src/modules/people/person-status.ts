import { and, eq } from 'drizzle-orm';
import { can, hasPermission, type Actor, type PersonAction } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { userProfiles } from '../../db/schema/index.ts';
import { endSessionsOf } from '../../auth/end-sessions.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { lockCompany, requireSeats, type CompanyInScope } from './company-seats.ts';
import { requireAnotherAdmin } from './company-membership.ts';

/** The person, locked, once the record rules let the actor take the action on them. */
async function lockedPerson(tx: Db, actor: Actor, action: PersonAction, companyId: string, personId: string) {
  const [person] = await tx
    .select({ role: userProfiles.role, isActive: userProfiles.isActive })
    .from(userProfiles)
    .where(and(eq(userProfiles.id, personId), eq(userProfiles.companyId, companyId)))
    .for('update');
  if (!person) throw new AppError('RECORD_NOT_FOUND');
  if (!can(actor, action, { kind: 'person', id: personId, companyId })) throw recordRefusal(actor, companyId);
  return person;
}

/**
 * Frees the person's seat and signs them out everywhere at once: their sessions are deleted, and
 * an inactive profile is refused a principal even if a session were left somewhere.
 */
export async function deactivatePerson(db: Db, actor: Actor, companyId: string, personId: string, now: Date) {
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const person = await lockedPerson(tx, actor, 'deactivate', companyId, personId);
    if (!person.isActive) return;
    if (hasPermission(person, 'admin')) await requireAnotherAdmin(tx, companyId, personId);
    await tx
      .update(userProfiles)
      .set({ isActive: false, updatedAt: now })
      .where(eq(userProfiles.id, personId));
    await endSessionsOf(tx, personId);
  });
}

/** Gives the person their seat back, if the plan still has one. */
export async function reactivatePerson(
  db: Db,
  actor: Actor,
  company: CompanyInScope,
  personId: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    const person = await lockedPerson(tx, actor, 'reactivate', company.id, personId);
    if (person.isActive) return;
    await requireSeats(tx, company, now);
    await tx
      .update(userProfiles)
      .set({ isActive: true, updatedAt: now })
      .where(eq(userProfiles.id, personId));
  });
}
