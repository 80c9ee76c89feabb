import type { QueryClient } from '@tanstack/react-query';
import { FIRST_READS_WAIT_MS, FIRST_SCREEN_READS, type Me } from '@tera/domain';
import { whoIsSignedInQuery } from '../lib/auth/last-known-person';
import { loadCalendarDataSoon } from '../lib/calendar-data';
import { currentLanguage } from '../lib/i18n';
import { todayCheckinQueryOptions } from '../features/checkin/api/get-today-checkin';
import { loadScreensOf } from './router';

/**
 * Each first read the domain lists, asked as the screen's own query asks it, into the same cache.
 * Its code is in the app's first chunk: loaded on demand, it would be one more round trip before
 * the screen is drawn.
 */
export const FIRST_READ_QUERIES: Readonly<Record<string, (client: QueryClient, me: Me) => Promise<void>>> = {
  '/api/v1/checkins/today': (client, me) => client.prefetchQuery(todayCheckinQueryOptions(me.user.id)),
};

async function firstReads(client: QueryClient, pathname: string): Promise<void> {
  const me = await client.fetchQuery(whoIsSignedInQuery(client)).catch(() => null);
  if (!me) return;
  // Every signed-in screen shows a date or a time of day.
  loadCalendarDataSoon(currentLanguage());
  await Promise.all(
    (FIRST_SCREEN_READS[pathname] ?? []).map((read) => FIRST_READ_QUERIES[read]?.(client, me)),
  );
}

/**
 * Resolves once the screen at the address has its code, its texts and the reads its top shows
 * (FIRST_SCREEN_READS), so the app's first render draws the screen whole: one render and one paint
 * instead of a loading fallback, then the frame, then each card as its answer arrives. The server
 * has asked the browser for all of them with the page. After FIRST_READS_WAIT_MS it resolves
 * anyway, and whatever is missing shows its loading state.
 */
export function firstScreenReady(client: QueryClient, location: Pick<Location, 'pathname'>): Promise<void> {
  const ready = Promise.all([loadScreensOf(location), firstReads(client, location.pathname)]).then(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_READS_WAIT_MS);
  });
  return Promise.race([ready, waited]).finally(() => clearTimeout(timer));
}
