import { isInCompany, runsCompany, type Actor, type Rule } from './actor.ts';

/** A company, for what may be done to it as a whole. */
export interface CompanyRecord {
  kind: 'company';
  id: string;
}

export const COMPANY_ACTIONS = [
  'view',
  'updateSettings',
  'managePeople',
  'invite',
  'manageTeams',
  'runReports',
  'manageNotifications',
  'changePlan',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

const runsIt: Rule<CompanyRecord> = (actor, company) => runsCompany(actor, company.id);

/**
 * Its people see the company; its admins run its settings, people, invitations, teams, reports and notifications. The
 * plan is the platform's to change: only the super-admin does, whatever role they hold.
 */
const RULES: Record<CompanyAction, Rule<CompanyRecord>> = {
  view: (actor, company) => isInCompany(actor, company.id),
  updateSettings: runsIt,
  managePeople: runsIt,
  invite: runsIt,
  manageTeams: runsIt,
  runReports: runsIt,
  manageNotifications: runsIt,
  changePlan: (actor) => actor.isSuperAdmin,
};

export function companyPolicy(actor: Actor, action: CompanyAction, company: CompanyRecord): boolean {
  return RULES[action](actor, company);
}
