import type { ErrorCode } from './error-codes.ts';

/** Retry constants: docs/product/errors-and-retries.md. */
export const RETRY = {
  maxAttempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 10_000,
  checkinMaxDelayMs: 5000,
} as const;

export const QUERY_RETRY = {
  maxAttempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  mutationAttempts: 1,
  mutationDelayMs: 1000,
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
} as const;

const RETRYABLE_CODES: readonly ErrorCode[] = ['NETWORK_ERROR', 'TIMEOUT', 'AI_SERVICE_UNAVAILABLE'];
const RETRYABLE_STATUSES: readonly number[] = [408, 429, 502, 503, 504];
const QUERY_NO_RETRY_STATUSES: readonly number[] = [400, 401, 403];
const MUTATION_NO_RETRY_STATUSES: readonly number[] = [401, 403];

export interface FailureFacts {
  code?: ErrorCode | undefined;
  status?: number | undefined;
}

export function isRetryable({ code, status }: FailureFacts): boolean {
  return (
    (code !== undefined && RETRYABLE_CODES.includes(code)) ||
    (status !== undefined && RETRYABLE_STATUSES.includes(status))
  );
}

export function shouldRetryQuery(failureCount: number, facts: FailureFacts): boolean {
  if (facts.status !== undefined && QUERY_NO_RETRY_STATUSES.includes(facts.status)) return false;
  if (facts.code === 'RECORD_NOT_FOUND') return false;
  return failureCount < QUERY_RETRY.maxAttempts;
}

export function shouldRetryMutation(failureCount: number, facts: FailureFacts): boolean {
  if (facts.status !== undefined && MUTATION_NO_RETRY_STATUSES.includes(facts.status)) return false;
  return failureCount < QUERY_RETRY.mutationAttempts;
}

/** Exponential delay from `baseDelayMs`, doubling per attempt (attempt 0 is the first retry). */
export function retryDelay(attempt: number, maxDelayMs: number = RETRY.maxDelayMs): number {
  return Math.min(RETRY.baseDelayMs * 2 ** attempt, maxDelayMs);
}
