import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { ApiError } from './api-error';

describe('query client defaults', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  const retryQuery = queries?.retry as (count: number, error: unknown) => boolean;
  const queryDelay = queries?.retryDelay as (attempt: number, error: unknown) => number;
  const retryMutation = mutations?.retry as (count: number, error: unknown) => boolean;

  it('keeps data fresh for 5 minutes, for 10 in memory, and refetches on mount and reconnect only', () => {
    expect(queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      refetchOnWindowFocus: false,
      refetchOnMount: true,
      refetchOnReconnect: true,
    });
  });

  it('retries a query 3 times with a doubling delay capped at 30 s, but not on 400, 401 or 403', () => {
    const network = new ApiError('NETWORK_ERROR', 'x');
    expect([0, 1, 2, 3].map((count) => retryQuery(count, network))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 5, 10].map((attempt) => queryDelay(attempt, network))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
    for (const status of [400, 401, 403]) {
      expect(retryQuery(0, new ApiError('UNAUTHORIZED', 'x', { status }))).toBe(false);
    }
  });

  it('retries a mutation once after 1 s, never on 401 or 403', () => {
    expect(mutations?.retryDelay).toBe(1000);
    expect(retryMutation(0, new ApiError('NETWORK_ERROR', 'x'))).toBe(true);
    expect(retryMutation(1, new ApiError('NETWORK_ERROR', 'x'))).toBe(false);
    expect(retryMutation(0, new ApiError('SESSION_EXPIRED', 'x', { status: 401 }))).toBe(false);
  });
});
