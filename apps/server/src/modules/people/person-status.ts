import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authSessions, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { lockCompany, requireSeats, type CompanyInScope } from './company-seats.ts';
import { isAdminRole, requireAnotherAdmin } from './company-membership.ts';

async function lockedPerson(tx: Db, companyId: string, personId: string) {
  const [person] = await tx
    .select({ role: userProfiles.role, isActive: userProfiles.isActive })
    .from(userProfiles)
    .where(and(eq(userProfiles.id, personId), eq(userProfiles.companyId, companyId)))
    .for('update');
  if (!person) throw new AppError('RECORD_NOT_FOUND');
  return person;
}

/**
 * Frees the person's seat and signs them out everywhere at once: their sessions are deleted, and
 * an inactive profile is refused a principal even if a session were left somewhere.
 */
export async function deactivatePerson(db: Db, companyId: string, personId: string, now: Date) {
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const person = await lockedPerson(tx, companyId, personId);
    if (!person.isActive) return;
    if (isAdminRole(person.role)) await requireAnotherAdmin(tx, companyId, personId);
    await tx
      .update(userProfiles)
      .set({ isActive: false, updatedAt: now })
      .where(eq(userProfiles.id, personId));
    await tx.delete(authSessions).where(eq(authSessions.userId, personId));
  });
}

/** Gives the person their seat back, if the plan still has one. */
export async function reactivatePerson(db: Db, company: CompanyInScope, personId: string, now: Date) {
  await db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    const person = await lockedPerson(tx, company.id, personId);
    if (person.isActive) return;
    await requireSeats(tx, company, now);
    await tx
      .update(userProfiles)
      .set({ isActive: true, updatedAt: now })
      .where(eq(userProfiles.id, personId));
  });
}
