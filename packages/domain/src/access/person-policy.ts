import { runsCompany, type Actor, type Rule } from './actor.ts';

/** A person of a company, as far as the rules about them go. */
export interface PersonRecord {
  kind: 'person';
  id: string;
  companyId: string | null;
}

export const PERSON_ACTIONS = ['view', 'edit', 'changeRole', 'deactivate', 'reactivate'] as const;
export type PersonAction = (typeof PERSON_ACTIONS)[number];

const runsTheirCompany: Rule<PersonRecord> = (actor, person) => runsCompany(actor, person.companyId);

/**
 * Whoever runs a company may see and change its people, themselves included. What must never
 * happen, a company left without an active admin, depends on everyone else, so it is checked
 * where the admins are counted, not here.
 */
const RULES: Record<PersonAction, Rule<PersonRecord>> = {
  view: runsTheirCompany,
  edit: runsTheirCompany,
  changeRole: runsTheirCompany,
  deactivate: runsTheirCompany,
  reactivate: runsTheirCompany,
};

export function personPolicy(actor: Actor, action: PersonAction, person: PersonRecord): boolean {
  return RULES[action](actor, person);
}
