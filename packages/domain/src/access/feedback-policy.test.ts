import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import type { FeedbackRecord } from './feedback-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const feedback = (changes: Partial<FeedbackRecord> = {}): FeedbackRecord => ({
  kind: 'feedback',
  companyId: COMPANY,
  senderId: 'sam',
  receiverId: 'ana',
  receiverReportsTo: 'leo',
  isVisible: true,
  ...changes,
});

const sam = actor({ userId: 'sam' });
const ana = actor({ userId: 'ana' });
const leo = actor({ userId: 'leo', role: 'leader' });
const admin = actor({ userId: 'adam', role: 'admin' });

describe('feedback', () => {
  it('is read by its sender and receiver, and by the receiver’s leader while visible', () => {
    expect(can(sam, 'read', feedback())).toBe(true);
    expect(can(ana, 'read', feedback())).toBe(true);
    expect(can(leo, 'read', feedback())).toBe(true);
    expect(can(admin, 'read', feedback())).toBe(false);
    expect(can(actor({ userId: 'ana', companyId: OTHER_COMPANY }), 'read', feedback())).toBe(false);
  });

  it('once hidden by the receiver, is read by its sender and receiver only', () => {
    const hidden = feedback({ isVisible: false });
    expect(can(leo, 'read', hidden)).toBe(false);
    expect(can(sam, 'read', hidden)).toBe(true);
    expect(can(ana, 'read', hidden)).toBe(true);
  });

  it('is hidden or shown by the receiver only', () => {
    expect(can(ana, 'setVisibility', feedback())).toBe(true);
    for (const someone of [sam, leo, admin]) expect(can(someone, 'setVisibility', feedback())).toBe(false);
  });
});
