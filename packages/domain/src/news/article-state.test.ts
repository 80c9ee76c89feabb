import { describe, expect, it } from 'vitest';
import { articleState } from './article-state.ts';

const now = new Date('2026-03-02T10:00:00Z');

describe('an article', () => {
  it('is a draft without a publication moment', () => {
    expect(articleState(null, now)).toBe('draft');
  });

  it('is scheduled until its moment and published from it on', () => {
    expect(articleState('2026-03-02T10:00:01Z', now)).toBe('scheduled');
    expect(articleState('2026-03-02T10:00:00Z', now)).toBe('published');
    expect(articleState(new Date('2026-03-01T09:00:00Z'), now)).toBe('published');
  });
});
