import type { QueryClient } from '@tanstack/react-query';
import type { DailyCheckin, TodayCheckin } from '@tera/domain';
import { checkinKeys } from '../../../lib/checkin-keys';

/**
 * The server's answer already says how today stands, so the screen switches to "completed" at once;
 * the figures computed from check-ins (TeraPulse, streak, trend) are refreshed behind it. A read of today
 * still in flight was asked before this write, so it is cancelled rather than allowed to undo it.
 */
export async function recordStoredCheckin(
  queryClient: QueryClient,
  userId: string,
  checkin: DailyCheckin,
): Promise<void> {
  const todayKey = checkinKeys.today(userId);
  await queryClient.cancelQueries({ queryKey: todayKey });
  const today = queryClient.getQueryData<TodayCheckin>(todayKey);
  if (today && today.date === checkin.check_in_date) {
    queryClient.setQueryData<TodayCheckin>(todayKey, { ...today, checkin, completed: true, allowed: false });
  } else {
    await queryClient.invalidateQueries({ queryKey: todayKey });
  }
  await queryClient.invalidateQueries({ predicate: (query) => query.meta?.fedByCheckins === true });
}
