import { describe, expect, it } from 'vitest';
import { hasPermission, missingPermissions } from './permissions.ts';
import { USER_ROLES } from './roles.ts';

const ADMIN_HOLDERS = ['admin', 'ceo', 'director'];
const MANAGER_HOLDERS = ['admin', 'ceo', 'director', 'manager', 'leader'];

describe('hasPermission', () => {
  it.each(USER_ROLES)("grants 'admin' to %s only if it is admin, ceo or director", (role) => {
    expect(hasPermission({ role }, 'admin')).toBe(ADMIN_HOLDERS.includes(role));
  });

  it.each(USER_ROLES)(
    "grants 'manager' to %s only if it is admin, ceo, director, manager or leader",
    (role) => {
      expect(hasPermission({ role }, 'manager')).toBe(MANAGER_HOLDERS.includes(role));
    },
  );

  it("grants 'employee' to anyone with a profile, even without a role", () => {
    for (const role of USER_ROLES) expect(hasPermission({ role }, 'employee')).toBe(true);
    expect(hasPermission({ role: null }, 'employee')).toBe(true);
    expect(hasPermission({ role: 'someone-new' }, 'employee')).toBe(true);
  });

  it('compares role and permission case-insensitively', () => {
    expect(hasPermission({ role: 'CEO' }, 'admin')).toBe(true);
    expect(hasPermission({ role: 'Leader' }, 'Manager')).toBe(true);
    expect(hasPermission({ role: 'employee' }, 'EMPLOYEE')).toBe(true);
  });

  it('denies any other permission, even to an admin', () => {
    expect(hasPermission({ role: 'admin' }, 'billing')).toBe(false);
    expect(hasPermission({ role: 'super_admin' }, 'super_admin')).toBe(false);
    expect(hasPermission({ role: 'admin' }, '')).toBe(false);
  });

  it('denies everything without a profile', () => {
    for (const permission of ['admin', 'manager', 'employee']) {
      expect(hasPermission(null, permission)).toBe(false);
      expect(hasPermission(undefined, permission)).toBe(false);
    }
  });
});

describe('missingPermissions', () => {
  it('lists the permissions the profile lacks, in the order asked', () => {
    expect(missingPermissions({ role: 'leader' }, ['admin', 'manager', 'employee', 'audit'])).toEqual([
      'admin',
      'audit',
    ]);
  });

  it('is empty when all are held or none asked', () => {
    expect(missingPermissions({ role: 'director' }, ['admin', 'manager', 'employee'])).toEqual([]);
    expect(missingPermissions(null, [])).toEqual([]);
  });

  it('lists every requirement without a profile', () => {
    expect(missingPermissions(null, ['employee', 'admin'])).toEqual(['employee', 'admin']);
  });
});
