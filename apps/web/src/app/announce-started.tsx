import { useEffect } from 'react';
import { useIsHydrated } from '../lib/use-is-hydrated';

/** Listened for by public/start-on-first-use.js, the starter of a prerendered page. */
const APP_STARTED_EVENT = 'tera:started';

/**
 * Tells a prerendered page's starter that the app has taken the page over, so that a button
 * pressed before now is pressed again and reaches the app (docs/decisions/044). It waits for the
 * render after hydration, the one that enables the forms' send buttons.
 */
export function AnnounceStarted() {
  const isHydrated = useIsHydrated();
  useEffect(() => {
    if (isHydrated) window.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, [isHydrated]);
  return null;
}
