import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import type { CheckinRecord } from './checkin-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const shared: CheckinRecord = {
  kind: 'checkin',
  ownerId: 'member',
  ownerCompanyId: COMPANY,
  ownerReportsTo: 'me',
  sharedWith: 'me',
};
const kept: CheckinRecord = { ...shared, sharedWith: null };

describe('reading a check-in', () => {
  it('is always for its owner, shared or not, in a company or not', () => {
    const owner = actor({ userId: 'member' });
    expect(can(owner, 'read', kept)).toBe(true);
    expect(can(actor({ userId: 'member', companyId: null }), 'read', { ...kept, ownerCompanyId: null })).toBe(
      true,
    );
  });

  it('is for the leader the owner reports to, in their company, while the owner shares', () => {
    expect(can(actor({ role: 'leader' }), 'read', shared)).toBe(true);
    expect(can(actor({ role: 'employee' }), 'read', shared)).toBe(true);
  });

  it('is not for a new leader the owner has not consented to, whatever their role', () => {
    const repointed: CheckinRecord = { ...shared, sharedWith: 'earlier-leader' };
    expect(can(actor({ role: 'admin' }), 'read', repointed)).toBe(false);
    expect(can(actor({ role: 'leader' }), 'read', repointed)).toBe(false);
  });

  it('is not for that leader once the owner stops sharing', () => {
    expect(can(actor({ role: 'leader' }), 'read', kept)).toBe(false);
  });

  it('is not for any other leader, nor across companies', () => {
    expect(can(actor({ userId: 'another-leader', role: 'leader' }), 'read', shared)).toBe(false);
    expect(can(actor({ companyId: OTHER_COMPANY }), 'read', shared)).toBe(false);
    expect(can(actor({ companyId: null }), 'read', { ...shared, ownerCompanyId: null })).toBe(false);
  });

  it('is not for an admin or the super-admin by their role', () => {
    expect(can(actor({ userId: 'admin', role: 'admin' }), 'read', shared)).toBe(false);
    expect(can(actor({ userId: 'platform', isSuperAdmin: true }), 'read', shared)).toBe(false);
  });
});
