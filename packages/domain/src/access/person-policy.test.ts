import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import { PERSON_ACTIONS, type PersonRecord } from './person-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const colleague: PersonRecord = { kind: 'person', id: 'colleague', companyId: COMPANY };
const stranger: PersonRecord = { kind: 'person', id: 'stranger', companyId: OTHER_COMPANY };

describe.each(PERSON_ACTIONS)("a person's %s", (action) => {
  it.each(['admin', 'ceo', 'director'] as const)('is for a %s of the same company', (role) => {
    expect(can(actor({ role }), action, colleague)).toBe(true);
  });

  it.each(['employee', 'leader', 'manager', 'super_admin'] as const)('is not for a %s', (role) => {
    expect(can(actor({ role }), action, colleague)).toBe(false);
  });

  it("is not for an admin of another company, nor for anyone on an individual's profile", () => {
    expect(can(actor({ role: 'admin' }), action, stranger)).toBe(false);
    expect(can(actor({ role: 'admin' }), action, { ...colleague, companyId: null })).toBe(false);
  });

  it('is for an admin acting on themselves: the last-admin rule is checked against the others', () => {
    expect(can(actor({ role: 'admin' }), action, { ...colleague, id: 'me' })).toBe(true);
  });

  it('is for the super-admin in any company', () => {
    expect(can(actor({ companyId: null, isSuperAdmin: true }), action, stranger)).toBe(true);
  });
});
