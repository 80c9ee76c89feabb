import { describe, expect, it } from 'vitest';
import { isInCompany, runsCompany } from './actor.ts';
import { ADMIN_ROLES, USER_ROLES } from './roles.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

describe('runsCompany', () => {
  it.each(USER_ROLES)('a %s runs their own company only with an admin role', (role) => {
    expect(runsCompany(actor({ role }), COMPANY)).toBe((ADMIN_ROLES as readonly string[]).includes(role));
  });

  it('an admin runs no other company, and none without a company', () => {
    expect(runsCompany(actor({ role: 'admin' }), OTHER_COMPANY)).toBe(false);
    expect(runsCompany(actor({ role: 'admin', companyId: null }), COMPANY)).toBe(false);
    expect(runsCompany(actor({ role: 'admin' }), null)).toBe(false);
  });

  it('the super-admin runs every company, whatever their role', () => {
    const superAdmin = actor({ role: 'employee', companyId: null, isSuperAdmin: true });
    expect(runsCompany(superAdmin, COMPANY)).toBe(true);
    expect(runsCompany(superAdmin, OTHER_COMPANY)).toBe(true);
    expect(runsCompany(superAdmin, null)).toBe(false);
  });
});

describe('isInCompany', () => {
  it('is true for its people and the super-admin, false for anyone else', () => {
    expect(isInCompany(actor(), COMPANY)).toBe(true);
    expect(isInCompany(actor(), OTHER_COMPANY)).toBe(false);
    expect(isInCompany(actor({ companyId: null }), COMPANY)).toBe(false);
    expect(isInCompany(actor({ companyId: null, isSuperAdmin: true }), COMPANY)).toBe(true);
    expect(isInCompany(actor(), null)).toBe(false);
  });
});
