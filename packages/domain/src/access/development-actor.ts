import { runsCompany, type Actor } from './actor.ts';

/** A person as their development (trainings, career plan) is decided: who leads them, and who leads that leader. */
export interface DevelopmentSubject {
  companyId: string | null;
  personId: string;
  /** Who the person reports to now. */
  reportsTo: string | null;
  /** Who that leader reports to now. */
  leaderReportsTo: string | null;
}

/**
 * docs/product/trainings-and-careers.md#who-assigns-and-plans: the person's leader now, that
 * leader's own leader, or a company admin; never the person themselves.
 */
export function guidesDevelopmentOf(actor: Actor, subject: DevelopmentSubject): boolean {
  if (subject.companyId === null || actor.userId === subject.personId) return false;
  const inCompany = actor.companyId === subject.companyId;
  return (
    (inCompany && subject.reportsTo !== null && subject.reportsTo === actor.userId) ||
    (inCompany && subject.reportsTo !== null && subject.leaderReportsTo === actor.userId) ||
    runsCompany(actor, subject.companyId)
  );
}

export function isSubject(actor: Actor, subject: DevelopmentSubject): boolean {
  return (
    subject.companyId !== null && actor.companyId === subject.companyId && actor.userId === subject.personId
  );
}
