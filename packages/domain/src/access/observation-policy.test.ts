import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import type { ObservationRecord } from './observation-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const observation = (changes: Partial<ObservationRecord> = {}): ObservationRecord => ({
  kind: 'observation',
  companyId: COMPANY,
  authorId: 'leo',
  employeeId: 'ana',
  employeeReportsTo: 'leo',
  visibility: 'private',
  ...changes,
});

const leo = actor({ userId: 'leo', role: 'leader' });
const ana = actor({ userId: 'ana' });
const admin = actor({ userId: 'adam', role: 'admin' });
const superAdmin = actor({ userId: 'root', companyId: null, isSuperAdmin: true });
const newLeader = actor({ userId: 'olga', role: 'leader' });

describe('a private observation', () => {
  it('is read and edited by its author only: not the person, an admin, the super-admin nor a new leader', () => {
    const moved = observation({ employeeReportsTo: 'olga' });
    expect(can(leo, 'read', moved)).toBe(true);
    expect(can(leo, 'edit', moved)).toBe(true);
    for (const someone of [ana, admin, superAdmin, newLeader]) {
      expect(can(someone, 'read', moved)).toBe(false);
      expect(can(someone, 'edit', moved)).toBe(false);
    }
  });
});

describe('a shared observation', () => {
  const shared = observation({ visibility: 'shared' });

  it('is read by the person and by whoever leads them now', () => {
    expect(can(ana, 'read', shared)).toBe(true);
    expect(can(newLeader, 'read', { ...shared, employeeReportsTo: 'olga' })).toBe(true);
    expect(can(newLeader, 'read', shared)).toBe(false);
  });

  it('is not read by an admin, nor by the person under another company', () => {
    expect(can(admin, 'read', shared)).toBe(false);
    expect(can(actor({ userId: 'ana', companyId: OTHER_COMPANY }), 'read', shared)).toBe(false);
  });

  it('is edited by its author only', () => {
    expect(can(leo, 'edit', shared)).toBe(true);
    expect(can(ana, 'edit', shared)).toBe(false);
    expect(can(newLeader, 'edit', { ...shared, employeeReportsTo: 'olga' })).toBe(false);
  });
});
