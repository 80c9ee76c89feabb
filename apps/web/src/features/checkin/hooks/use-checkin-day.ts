import { useTodayCheckinQuery } from '../api/get-today-checkin';
import { usePendingCheckins } from '../storage/pending-checkins';
import { useCheckinUser } from './use-checkin-user';

/**
 * How today's check-in stands for the signed-in person: the server's view, and any check-in this
 * device is still holding. One kept on the device counts as done as far as the person is concerned.
 */
export function useCheckinDay() {
  const user = useCheckinUser();
  const query = useTodayCheckinQuery(user.userId);
  const pending = usePendingCheckins(user.userId);
  const today = query.data;
  const pendingToday = today ? pending.find((item) => item.date === today.date) : undefined;
  return {
    userId: user.userId,
    isUserLoading: user.isLoading,
    query,
    today,
    pending,
    pendingToday,
    done: today !== undefined && (today.completed || pendingToday !== undefined),
  };
}
