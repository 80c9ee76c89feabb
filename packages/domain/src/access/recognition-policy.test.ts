import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import type { RecognitionRecord } from './recognition-policy.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const recognition = (changes: Partial<RecognitionRecord> = {}): RecognitionRecord => ({
  kind: 'recognition',
  companyId: COMPANY,
  giverId: 'ana',
  receiverId: 'bea',
  isPublic: true,
  ...changes,
});

describe('recognition policy', () => {
  it('shows a public recognition to the company and a private one to its two people', () => {
    expect(can(actor(), 'read', recognition())).toBe(true);
    expect(can(actor(), 'read', recognition({ isPublic: false }))).toBe(false);
    expect(can(actor({ userId: 'ana' }), 'read', recognition({ isPublic: false }))).toBe(true);
    expect(can(actor({ userId: 'bea' }), 'read', recognition({ isPublic: false }))).toBe(true);
    expect(can(actor({ role: 'admin' }), 'read', recognition({ isPublic: false }))).toBe(false);
    expect(can(actor({ companyId: OTHER_COMPANY }), 'read', recognition())).toBe(false);
  });

  it('lets a person recognise a colleague but not themselves or someone elsewhere', () => {
    expect(can(actor(), 'recognise', { kind: 'colleague', id: 'bea', companyId: COMPANY })).toBe(true);
    expect(can(actor(), 'recognise', { kind: 'colleague', id: 'me', companyId: COMPANY })).toBe(false);
    expect(can(actor(), 'recognise', { kind: 'colleague', id: 'bea', companyId: OTHER_COMPANY })).toBe(false);
    expect(
      can(actor({ companyId: null }), 'recognise', { kind: 'colleague', id: 'bea', companyId: null }),
    ).toBe(false);
  });
});
