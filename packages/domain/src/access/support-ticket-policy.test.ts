import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import type { SupportTicketRecord } from './support-ticket-policy.ts';
import { actor, OTHER_COMPANY } from './test-actors.ts';

const ticket: SupportTicketRecord = { kind: 'supportTicket', requesterId: 'me' };

describe('a support ticket', () => {
  it('is read and answered by the person who opened it and the platform’s support', () => {
    for (const action of ['read', 'reply', 'changeStatus'] as const) {
      expect(can(actor(), action, ticket)).toBe(true);
      expect(can(actor({ userId: 'support', isSuperAdmin: true, companyId: null }), action, ticket)).toBe(
        true,
      );
    }
  });

  it('is not read by their company’s admin, their leader, nor anyone elsewhere', () => {
    expect(can(actor({ userId: 'admin', role: 'admin' }), 'read', ticket)).toBe(false);
    expect(can(actor({ userId: 'boss', role: 'leader' }), 'read', ticket)).toBe(false);
    expect(can(actor({ userId: 'x', role: 'ceo', companyId: OTHER_COMPANY }), 'reply', ticket)).toBe(false);
  });
});
