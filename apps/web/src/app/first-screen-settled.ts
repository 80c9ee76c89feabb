import type { QueryClient } from '@tanstack/react-query';
import { afterFirstPaintParts } from '../components/layout/after-first-paint';
import { afterFrame } from '../lib/first-paint';

/** Listened for by head/before-paint.js. */
const SETTLED_EVENT = 'tera:settled';

function readsAnswered(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Says, once, that the first screen has settled: painted, its parts below the fold rendered (a
 * frame after the last was let through, so that its reads have begun) and every read answered.
 * The service worker's install, which downloads the whole app, waits for it
 * (docs/decisions/045-service-worker-after-the-first-screen.md).
 */
export async function announceWhenSettled(queryClient: QueryClient): Promise<void> {
  await afterFirstPaintParts();
  await new Promise<void>((resolve) => afterFrame(resolve));
  await readsAnswered(queryClient);
  window.dispatchEvent(new Event(SETTLED_EVENT));
}
