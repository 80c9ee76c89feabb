import { describe, expect, it } from 'vitest';
import { hasRole, isIndividualUser, isLeader, parseRole, userRoleSchema, USER_ROLES } from './roles.ts';

describe('userRoleSchema', () => {
  it('accepts every role word', () => {
    for (const role of USER_ROLES) expect(userRoleSchema.parse(role)).toBe(role);
  });

  it('rejects unknown words and individual, which is not a role', () => {
    expect(userRoleSchema.safeParse('individual').success).toBe(false);
    expect(userRoleSchema.safeParse('owner').success).toBe(false);
    expect(userRoleSchema.safeParse('').success).toBe(false);
  });
});

describe('parseRole', () => {
  it('reads any casing and surrounding space', () => {
    expect(parseRole(' CEO ')).toBe('ceo');
    expect(parseRole('Super_Admin')).toBe('super_admin');
  });

  it('gives null for unknown or missing input', () => {
    expect(parseRole('boss')).toBeNull();
    expect(parseRole(null)).toBeNull();
    expect(parseRole(undefined)).toBeNull();
  });
});

describe('hasRole', () => {
  it('accepts one role, case-insensitively', () => {
    expect(hasRole({ role: 'Admin' }, 'admin')).toBe(true);
    expect(hasRole({ role: 'admin' }, 'ADMIN')).toBe(true);
    expect(hasRole({ role: 'leader' }, 'admin')).toBe(false);
  });

  it('accepts a list of roles', () => {
    expect(hasRole({ role: 'director' }, ['admin', 'Director'])).toBe(true);
    expect(hasRole({ role: 'employee' }, ['admin', 'director'])).toBe(false);
    expect(hasRole({ role: 'employee' }, [])).toBe(false);
  });

  it('is false without a profile or without a role', () => {
    expect(hasRole(null, 'employee')).toBe(false);
    expect(hasRole(undefined, ['employee'])).toBe(false);
    expect(hasRole({ role: null }, 'employee')).toBe(false);
    expect(hasRole({}, '')).toBe(false);
  });
});

describe('isLeader', () => {
  it.each(['leader', 'manager', 'director', 'ceo', 'CEO'])('%s is a leader without reports', (role) => {
    expect(isLeader({ role, directReportsCount: 0 })).toBe(true);
  });

  it.each(['employee', 'admin', 'super_admin'])('%s is not a leader without reports', (role) => {
    expect(isLeader({ role, directReportsCount: 0 })).toBe(false);
  });

  it('anyone with at least one direct report is a leader', () => {
    expect(isLeader({ role: 'employee', directReportsCount: 1 })).toBe(true);
    expect(isLeader({ role: null, directReportsCount: 1 })).toBe(true);
  });
});

describe('isIndividualUser', () => {
  it('is true only without a company', () => {
    expect(isIndividualUser({ companyId: null })).toBe(true);
    expect(isIndividualUser({ companyId: undefined })).toBe(true);
    expect(isIndividualUser({ companyId: '' })).toBe(true);
    expect(isIndividualUser({ companyId: '3f1c2b8e-0000-4000-8000-000000000001' })).toBe(false);
  });
});
