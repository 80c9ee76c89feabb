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
  'manageSurveys',
  'answerSurveys',
  'changePlan',
  'manageBilling',
  'viewUsage',
  'manageEvaluationCycles',
  'manageNews',
  'readNews',
  'manageApiKeys',
  'manageSingleSignOn',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

const runsIt: Rule<CompanyRecord> = (actor, company) => runsCompany(actor, company.id);

/**
 * Its people see the company and answer its surveys; its admins run its settings, people, invitations, teams, reports,
 * notifications and surveys. The
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
  manageSurveys: runsIt,
  answerSurveys: (actor, company) => isInCompany(actor, company.id),
  changePlan: (actor) => actor.isSuperAdmin,
  // Paying for a plan is the company's own admins' (docs/product/billing.md#the-billing-pages).
  manageBilling: runsIt,
  // The company's own usage of Tera (docs/product/usage-analytics.md#who-sees-what).
  viewUsage: runsIt,
  // docs/product/evaluations.md#evaluation-cycles
  manageEvaluationCycles: runsIt,
  // Company news is written by its admins and read by its people (docs/product/news.md).
  manageNews: runsIt,
  readNews: (actor, company) => isInCompany(actor, company.id),
  // docs/product/api-keys.md#who-manages-keys
  manageApiKeys: runsIt,
  // docs/product/single-sign-on.md#setting-it-up
  manageSingleSignOn: runsIt,
};

export function companyPolicy(actor: Actor, action: CompanyAction, company: CompanyRecord): boolean {
  return RULES[action](actor, company);
}
