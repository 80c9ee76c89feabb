import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import {
  QUERY_CACHE_VERSION as QUERY_CACHE_BUSTER,
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_PERSIST_INTERVAL_MS as QUERY_CACHE_SAVE_INTERVAL_MS,
  QUERY_CACHE_STORAGE_KEY,
} from '@tera/domain';

/*
 * The query cache in local storage (docs/product/errors-and-retries.md#the-saved-read-cache). Written
 * here on react-query's own dehydrate and hydrate rather than with @tanstack/react-query-persist-client: that package pins an older
 * query-core, which would ship a second copy of it, and its throttled save cannot be forced when
 * the page goes away. Restoring is synchronous, so the first render already has the saved data.
 */

interface SavedCache {
  buster: string;
  timestamp: number;
  clientState: DehydratedState;
}

const CACHE_CHANGES = new Set(['added', 'removed', 'updated']);

/** Queries opt out with `meta: { persist: false }`, e.g. live status that must never come from cache. */
function shouldPersistQuery(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && query.meta?.persist !== false;
}

function readSavedCache(storage: Storage): SavedCache | undefined {
  try {
    const saved = storage.getItem(QUERY_CACHE_STORAGE_KEY);
    return saved ? (JSON.parse(saved) as SavedCache) : undefined;
  } catch {
    return undefined;
  }
}

/** Loads the saved cache only if it has this version and is younger than the maximum age. */
export function restoreQueryCache(client: QueryClient, storage: Storage, now = Date.now()): void {
  const saved = readSavedCache(storage);
  if (!saved) return;
  if (saved.buster !== QUERY_CACHE_BUSTER || now - saved.timestamp > QUERY_CACHE_MAX_AGE_MS) {
    storage.removeItem(QUERY_CACHE_STORAGE_KEY);
    return;
  }
  hydrate(client, saved.clientState);
}

/** Saves at most once per interval after a change, and at once when the page is hidden or left. */
export function persistQueryCache(client: QueryClient, storage: Storage): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const saved: SavedCache = {
      buster: QUERY_CACHE_BUSTER,
      timestamp: Date.now(),
      clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }),
    };
    try {
      storage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // A full or refused storage only costs the next visit its warm start.
    }
  };
  const saveIfPending = () => {
    if (timer !== undefined) save();
  };
  const saveWhenHidden = () => {
    if (document.visibilityState === 'hidden') saveIfPending();
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (CACHE_CHANGES.has(event.type)) timer ??= setTimeout(save, QUERY_CACHE_SAVE_INTERVAL_MS);
  });
  // pagehide is the unload event that keeps the back-forward cache working; a phone may kill a
  // backgrounded tab without any unload event, so going hidden saves too.
  window.addEventListener('pagehide', saveIfPending);
  document.addEventListener('visibilitychange', saveWhenHidden);

  return () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener('pagehide', saveIfPending);
    document.removeEventListener('visibilitychange', saveWhenHidden);
  };
}
