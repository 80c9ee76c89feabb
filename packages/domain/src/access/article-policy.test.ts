import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from './article-policy.ts';
import { can } from './can.ts';
import { actor, COMPANY, OTHER_COMPANY } from './test-actors.ts';

const published: ArticleRecord = {
  kind: 'article',
  companyId: COMPANY,
  published: true,
  requiresConfirmation: true,
};
const draft: ArticleRecord = { ...published, published: false };

describe('a news article', () => {
  it('is read and confirmed by the company’s people once published', () => {
    expect(can(actor(), 'read', published)).toBe(true);
    expect(can(actor(), 'confirm', published)).toBe(true);
    expect(can(actor(), 'read', draft)).toBe(false);
    expect(can(actor(), 'confirm', draft)).toBe(false);
  });

  it('asks no confirmation when the article does not require one', () => {
    expect(can(actor(), 'confirm', { ...published, requiresConfirmation: false })).toBe(false);
  });

  it('is written by the company’s admins, who also see drafts', () => {
    expect(can(actor({ role: 'admin' }), 'edit', draft)).toBe(true);
    expect(can(actor({ role: 'admin' }), 'read', draft)).toBe(true);
    expect(can(actor(), 'edit', published)).toBe(false);
  });

  it('is nothing to another company, not even to its admins', () => {
    const outsider = actor({ role: 'admin', companyId: OTHER_COMPANY });
    expect(can(outsider, 'read', published)).toBe(false);
    expect(can(outsider, 'confirm', published)).toBe(false);
    expect(can(outsider, 'edit', published)).toBe(false);
  });
});
