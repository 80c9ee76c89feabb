import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import { TEAM_ACTIONS, type TeamRecord } from './team-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const team: TeamRecord = { kind: 'team', id: 'team', companyId: COMPANY };

describe.each(TEAM_ACTIONS)("a team's %s", (action) => {
  it('is for an admin of its company', () => {
    expect(can(actor({ role: 'director' }), action, team)).toBe(true);
  });

  it('is not for its members, its leaders, nor an admin elsewhere', () => {
    expect(can(actor({ role: 'employee' }), action, team)).toBe(false);
    expect(can(actor({ role: 'manager' }), action, team)).toBe(false);
    expect(can(actor({ role: 'admin', companyId: OTHER_COMPANY }), action, team)).toBe(false);
  });

  it('is for the super-admin', () => {
    expect(can(actor({ companyId: null, isSuperAdmin: true }), action, team)).toBe(true);
  });
});
