import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import { NOTE_ACTIONS, type NoteRecord } from './note-policy.ts';
import { actor, OTHER_COMPANY } from './test-actors.ts';

const note: NoteRecord = { kind: 'note', authorId: 'author' };

describe('a personal note', () => {
  it('is its author’s for every action, in a company or on their own', () => {
    for (const action of NOTE_ACTIONS) {
      expect(can(actor({ userId: 'author' }), action, note)).toBe(true);
      expect(can(actor({ userId: 'author', companyId: null }), action, note)).toBe(true);
    }
  });

  it('is nobody else’s: not a colleague, the leader, an admin, another company or the super-admin', () => {
    const others = [
      actor({ userId: 'colleague' }),
      actor({ userId: 'leader', role: 'leader' }),
      actor({ userId: 'admin', role: 'admin' }),
      actor({ userId: 'outsider', role: 'admin', companyId: OTHER_COMPANY }),
      actor({ userId: 'platform', isSuperAdmin: true }),
    ];
    for (const other of others) {
      for (const action of NOTE_ACTIONS) expect(can(other, action, note)).toBe(false);
    }
  });
});
