import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryCache, restoreQueryCache } from './query-persistence';
import {
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_PERSIST_INTERVAL_MS as QUERY_CACHE_SAVE_INTERVAL_MS,
  QUERY_CACHE_STORAGE_KEY,
} from '@tera/domain';

function savedCache() {
  const saved = window.localStorage.getItem(QUERY_CACHE_STORAGE_KEY);
  return saved
    ? (JSON.parse(saved) as { buster: string; clientState: { queries: Array<{ queryKey: unknown }> } })
    : null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('query cache persistence', () => {
  it('saves at most once per interval, and at once when the page is hidden', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const stop = persistQueryCache(client, window.localStorage);

    client.setQueryData(['team'], { pulse: 78 });
    expect(savedCache()).toBeNull();
    vi.advanceTimersByTime(QUERY_CACHE_SAVE_INTERVAL_MS);
    expect(savedCache()?.clientState.queries.map((q) => q.queryKey)).toEqual([['team']]);

    client.setQueryData(['me'], { name: 'Lucía' });
    window.dispatchEvent(new Event('pagehide'));
    expect(savedCache()?.clientState.queries).toHaveLength(2);
    expect(savedCache()?.buster).toBe('v1');
    stop();
  });

  it('saves when the page goes to the background', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const stop = persistQueryCache(client, window.localStorage);
    client.setQueryData(['team'], { pulse: 78 });

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    expect(savedCache()?.clientState.queries).toHaveLength(1);
    stop();
  });

  it('leaves out queries marked not to persist', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const stop = persistQueryCache(client, window.localStorage);
    client
      .getQueryCache()
      .build(client, { queryKey: ['status'], meta: { persist: false } })
      .setData({ ok: true });
    client.setQueryData(['team'], { pulse: 78 });

    window.dispatchEvent(new Event('pagehide'));

    expect(savedCache()?.clientState.queries.map((q) => q.queryKey)).toEqual([['team']]);
    stop();
  });

  it('restores a recent cache of this version, and discards an old or foreign one', () => {
    const source = new QueryClient();
    source.setQueryData(['team'], { pulse: 78 });
    const stop = persistQueryCache(source, window.localStorage);
    source.setQueryData(['team'], { pulse: 80 });
    window.dispatchEvent(new Event('pagehide'));
    stop();
    const savedAt = Date.now();

    const fresh = new QueryClient();
    restoreQueryCache(fresh, window.localStorage, savedAt + 1000);
    expect(fresh.getQueryData(['team'])).toEqual({ pulse: 80 });

    const late = new QueryClient();
    restoreQueryCache(late, window.localStorage, savedAt + QUERY_CACHE_MAX_AGE_MS + 1000);
    expect(late.getQueryData(['team'])).toBeUndefined();
    expect(window.localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();

    window.localStorage.setItem(
      QUERY_CACHE_STORAGE_KEY,
      JSON.stringify({ buster: 'v0', timestamp: savedAt, clientState: {} }),
    );
    const foreign = new QueryClient();
    restoreQueryCache(foreign, window.localStorage, savedAt);
    expect(window.localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });
});
