import type { UsageBatch } from '@tera/domain';
import type { UsageTransport } from './usage-queue';

export const USAGE_BATCHES_PATH = '/api/v1/usage/batches';
const SEND_TIMEOUT_MS = 10_000;

/**
 * The API as a transport. A batch the server refuses as invalid (400) will never be taken, so it
 * counts as delivered; any other failure throws, and the queue keeps the events for the next flush.
 * `keepalive` lets a send started as the page goes away finish.
 */
export const apiUsageTransport: UsageTransport = {
  async post(batch: UsageBatch) {
    const response = await fetch(USAGE_BATCHES_PATH, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
      // Signing out waits for the session's end: a stalled network must not hold it.
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok && response.status !== 400) throw new Error(`usage batch: HTTP ${response.status}`);
  },
  beacon(batch: UsageBatch) {
    if (typeof navigator.sendBeacon !== 'function') return false;
    // A string goes as text/plain, which the batch route reads as JSON (docs/decisions/030).
    return navigator.sendBeacon(USAGE_BATCHES_PATH, JSON.stringify(batch));
  },
};
