import { describe, expect, it } from 'vitest';
import { wouldCreateReportsToCycle } from './reports-to.ts';

const chain = (leaders: Record<string, string | null>) => (id: string) => leaders[id] ?? null;

describe('wouldCreateReportsToCycle', () => {
  // ceo ← director ← leader ← employee
  const company = chain({ ceo: null, director: 'ceo', leader: 'director', employee: 'leader' });

  it('refuses reporting to oneself', () => {
    expect(wouldCreateReportsToCycle('leader', 'leader', company)).toBe(true);
  });

  it('refuses reporting to anyone below oneself, however deep', () => {
    expect(wouldCreateReportsToCycle('director', 'leader', company)).toBe(true);
    expect(wouldCreateReportsToCycle('ceo', 'employee', company)).toBe(true);
  });

  it('allows reporting upwards, sideways or to nobody', () => {
    expect(wouldCreateReportsToCycle('employee', 'ceo', company)).toBe(false);
    expect(wouldCreateReportsToCycle('leader', 'ceo', company)).toBe(false);
    expect(wouldCreateReportsToCycle('employee', null, company)).toBe(false);
    expect(wouldCreateReportsToCycle('newcomer', 'employee', company)).toBe(false);
  });

  it('stops on a loop that does not involve the person', () => {
    const looped = chain({ a: 'b', b: 'a' });
    expect(wouldCreateReportsToCycle('x', 'a', looped)).toBe(false);
  });
});
