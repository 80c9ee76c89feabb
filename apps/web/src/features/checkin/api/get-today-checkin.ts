import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayCheckin } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { useCheckinUser } from '../hooks/use-checkin-user';
import { checkinKeys } from '../../../lib/checkin-keys';

// Before the window opens the screen says when it will; asking again each minute lets it open on time.
const CLOSED_WINDOW_REFRESH_MS = 60_000;

export function getTodayCheckin(signal?: AbortSignal): Promise<TodayCheckin> {
  return apiGet(
    '/api/v1/checkins/today',
    () => import('../../../lib/first-read-schemas').then((loaded) => loaded.todayCheckinSchema),
    { signal },
  );
}

export function todayCheckinQueryOptions(userId: string) {
  return queryOptions({
    queryKey: checkinKeys.today(userId),
    queryFn: ({ signal }) => getTodayCheckin(signal),
    refetchInterval: (query) => {
      const today = query.state.data;
      return today && !today.completed && !today.allowed ? CLOSED_WINDOW_REFRESH_MS : false;
    },
  });
}

/** GET /api/v1/checkins/today for this person; idle until their id is known. */
export function useTodayCheckinQuery(userId: string | null) {
  return useQuery({ ...todayCheckinQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** Today's check-in of whoever is signed in, e.g. for a dashboard card. */
export function useTodayCheckin() {
  return useTodayCheckinQuery(useCheckinUser().userId);
}
