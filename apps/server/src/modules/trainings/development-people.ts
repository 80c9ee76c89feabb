import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { can, type Actor, type DevelopmentPerson, type DevelopmentSubject } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';

const leader = alias(userProfiles, 'leader');

/** The company's active people with who leads them and who leads that leader, as they are now. */
function selectSubjects(db: Db, companyId: string, personId?: string) {
  return db
    .select({
      id: userProfiles.id,
      name: userProfiles.fullName,
      jobTitle: userProfiles.jobTitle,
      reportsTo: userProfiles.reportsTo,
      leaderReportsTo: leader.reportsTo,
      leaderCompanyId: leader.companyId,
    })
    .from(userProfiles)
    .leftJoin(leader, eq(leader.id, userProfiles.reportsTo))
    .where(
      and(
        eq(userProfiles.companyId, companyId),
        eq(userProfiles.isActive, true),
        personId === undefined ? undefined : eq(userProfiles.id, personId),
      ),
    )
    .orderBy(asc(userProfiles.fullName));
}

type SubjectRow = Awaited<ReturnType<typeof selectSubjects>>[number];

/** A leader who has left the company leads no one in it, and neither does their own leader. */
function subjectOf(companyId: string, row: SubjectRow): DevelopmentSubject {
  const leaderStillThere = row.leaderCompanyId === companyId;
  return {
    companyId,
    personId: row.id,
    reportsTo: leaderStillThere ? row.reportsTo : null,
    leaderReportsTo: leaderStillThere ? row.leaderReportsTo : null,
  };
}

export interface Subject extends DevelopmentSubject {
  name: string;
}

/** One active person of the company as their development is judged; someone else is not found. */
export async function subjectInCompany(db: Db, companyId: string, personId: string): Promise<Subject> {
  const [row] = await selectSubjects(db, companyId, personId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return { ...subjectOf(companyId, row), name: row.name };
}

/** The person, once the rule lets the actor take this action on them. */
export async function requireSubject(
  db: Db,
  actor: Actor,
  companyId: string,
  personId: string,
  allowed: (subject: DevelopmentSubject) => boolean,
): Promise<Subject> {
  const subject = await subjectInCompany(db, companyId, personId);
  if (!allowed(subject)) throw recordRefusal(actor, companyId);
  return subject;
}

/** The people the actor may assign trainings to and plan for. */
export async function peopleGuidedBy(db: Db, actor: Actor, companyId: string): Promise<DevelopmentPerson[]> {
  const rows = await selectSubjects(db, companyId);
  return rows
    .filter((row) => can(actor, 'assign', { kind: 'trainee', ...subjectOf(companyId, row) }))
    .map((row) => ({ id: row.id, name: row.name, jobTitle: row.jobTitle }));
}
