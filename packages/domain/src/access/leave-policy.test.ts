import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import type { LeaveRecord } from './leave-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const request = (changes: Partial<LeaveRecord> = {}): LeaveRecord => ({
  kind: 'leave',
  companyId: COMPANY,
  userId: 'ana',
  userReportsTo: 'lead',
  status: 'pending',
  ...changes,
});

describe('leave policy', () => {
  const person = actor({ userId: 'ana' });
  const leader = actor({ userId: 'lead', role: 'leader' });
  const otherLeader = actor({ userId: 'other-lead', role: 'leader' });
  const admin = actor({ userId: 'boss', role: 'admin' });

  it('lets the person read and withdraw their own pending request, not decide it', () => {
    expect(can(person, 'read', request())).toBe(true);
    expect(can(person, 'withdraw', request())).toBe(true);
    expect(can(person, 'withdraw', request({ status: 'approved' }))).toBe(false);
    expect(can(person, 'decide', request())).toBe(false);
  });

  it('lets their leader now and the company’s admins decide a pending one', () => {
    expect(can(leader, 'decide', request())).toBe(true);
    expect(can(admin, 'decide', request())).toBe(true);
    expect(can(leader, 'decide', request({ status: 'rejected' }))).toBe(false);
    expect(can(leader, 'withdraw', request())).toBe(false);
  });

  it('keeps the request from another leader, a colleague, another company and the super-admin', () => {
    expect(can(otherLeader, 'read', request())).toBe(false);
    expect(can(actor({ userId: 'colleague' }), 'read', request())).toBe(false);
    expect(can(actor({ userId: 'boss', role: 'admin', companyId: OTHER_COMPANY }), 'read', request())).toBe(
      false,
    );
    expect(can(actor({ userId: 'root', companyId: null, isSuperAdmin: true }), 'read', request())).toBe(
      false,
    );
  });

  it('never lets an admin decide their own request', () => {
    expect(can(admin, 'decide', request({ userId: 'boss', userReportsTo: null }))).toBe(false);
  });
});
