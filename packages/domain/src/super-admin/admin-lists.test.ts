import { describe, expect, it } from 'vitest';
import { adminListQuerySchema, adminPageCount } from './admin-lists.ts';
import { planChangeSchema } from './plan-change.ts';

describe('adminListQuerySchema', () => {
  it('reads the first page of 50 rows when nothing is asked', () => {
    expect(adminListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50, search: undefined });
  });

  it('reads numbers from query text and trims the search, dropping a blank one', () => {
    expect(adminListQuerySchema.parse({ page: '3', pageSize: '200', search: '  acme ' })).toEqual({
      page: 3,
      pageSize: 200,
      search: 'acme',
    });
    expect(adminListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });

  it.each([
    { pageSize: '201' },
    { pageSize: '0' },
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'abc' },
    { page: '' },
    { page: '1e12' },
    { search: 'x'.repeat(201) },
  ])('refuses %o', (query) => {
    expect(adminListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('adminPageCount', () => {
  it('rounds up, and shows one page for an empty list', () => {
    expect(adminPageCount(0, 50)).toBe(1);
    expect(adminPageCount(50, 50)).toBe(1);
    expect(adminPageCount(51, 50)).toBe(2);
  });
});

describe('planChangeSchema', () => {
  it('takes a hand-set plan as active unless a status is given', () => {
    expect(planChangeSchema.parse({ planType: 'starter' })).toEqual({
      planType: 'starter',
      status: 'active',
    });
    expect(planChangeSchema.parse({ planType: 'scaleUp', status: 'trial' })).toEqual({
      planType: 'scaleUp',
      status: 'trial',
    });
  });

  it('refuses plans and statuses outside the catalogue', () => {
    expect(planChangeSchema.safeParse({ planType: 'gold' }).success).toBe(false);
    expect(planChangeSchema.safeParse({ planType: 'starter', status: 'paused' }).success).toBe(false);
    expect(planChangeSchema.safeParse({}).success).toBe(false);
  });
});
