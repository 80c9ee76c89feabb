import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while a prerendered page is drawn but not yet the app's (docs/decisions/010), true from
 * then on, and always true for a page the browser drew itself.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
