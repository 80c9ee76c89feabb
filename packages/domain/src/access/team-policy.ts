import { runsCompany, type Actor, type Rule } from './actor.ts';

/** A team of a company. */
export interface TeamRecord {
  kind: 'team';
  id: string;
  companyId: string;
}

export const TEAM_ACTIONS = ['view', 'rename'] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

const runsItsCompany: Rule<TeamRecord> = (actor, team) => runsCompany(actor, team.companyId);

/** Teams are the admins' to arrange; members learn their team through their own profile. */
const RULES: Record<TeamAction, Rule<TeamRecord>> = {
  view: runsItsCompany,
  rename: runsItsCompany,
};

export function teamPolicy(actor: Actor, action: TeamAction, team: TeamRecord): boolean {
  return RULES[action](actor, team);
}
