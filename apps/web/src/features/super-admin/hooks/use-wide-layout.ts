import { useSyncExternalStore } from 'react';

// Tailwind's md breakpoint: from here a list is a table; below it, a column of cards.
const WIDE_QUERY = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for a table; only one of table or cards is ever rendered. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches);
}
