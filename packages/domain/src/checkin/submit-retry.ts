import { isRetryable, RETRY, retryDelay, type FailureFacts } from '../errors/retry-policy.ts';

/**
 * A check-in submit is retried up to 3 times, only on retryable failures
 * (network, timeout, 408/429/502/503/504), so a refusal such as 401, 403 or 409 is never repeated.
 * `failureCount` is the number of retries already made (0 before the first retry).
 */
export function shouldRetryCheckinSubmit(failureCount: number, facts: FailureFacts): boolean {
  return failureCount < RETRY.maxAttempts && isRetryable(facts);
}

/** 1000 ms, doubling, never more than the check-in's own cap of 5000 ms. */
export function checkinSubmitRetryDelay(failureCount: number): number {
  return retryDelay(failureCount, RETRY.checkinMaxDelayMs);
}
