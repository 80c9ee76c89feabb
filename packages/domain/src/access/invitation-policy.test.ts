import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import type { InvitationRecord } from './invitation-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const invitation: InvitationRecord = {
  kind: 'invitation',
  companyId: COMPANY,
  email: 'New.Person@a.example',
};

describe.each(['view', 'resend', 'revoke'] as const)("an invitation's %s", (action) => {
  it('is for an admin of the inviting company and the super-admin', () => {
    expect(can(actor({ role: 'admin' }), action, invitation)).toBe(true);
    expect(can(actor({ companyId: null, isSuperAdmin: true }), action, invitation)).toBe(true);
  });

  it('is not for its other people, an admin elsewhere, nor the invitee', () => {
    expect(can(actor({ role: 'leader' }), action, invitation)).toBe(false);
    expect(can(actor({ role: 'admin', companyId: OTHER_COMPANY }), action, invitation)).toBe(false);
    expect(can(actor({ email: 'new.person@a.example', companyId: null }), action, invitation)).toBe(false);
  });
});

describe('accepting an invitation', () => {
  it('is for the invited address, in any case', () => {
    expect(can(actor({ email: 'new.person@a.example', companyId: null }), 'accept', invitation)).toBe(true);
    expect(can(actor({ email: 'NEW.PERSON@A.EXAMPLE', companyId: null }), 'accept', invitation)).toBe(true);
  });

  it('is for nobody else, not even an admin of the inviting company or the super-admin', () => {
    expect(can(actor({ email: 'other@a.example' }), 'accept', invitation)).toBe(false);
    expect(can(actor({ role: 'admin' }), 'accept', invitation)).toBe(false);
    expect(can(actor({ isSuperAdmin: true }), 'accept', invitation)).toBe(false);
    expect(can(actor({ email: 'new.person@a.example.org' }), 'accept', invitation)).toBe(false);
  });
});
