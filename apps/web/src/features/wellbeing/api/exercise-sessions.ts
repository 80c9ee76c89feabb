import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  exerciseSessionListSchema,
  exerciseSessionSchema,
  todayCheckinSchema,
  type ExerciseSessionInput,
} from '@tera/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { checkinKeys } from '../../../lib/checkin-keys';
import { wellbeingKeys } from './wellbeing-keys';

/** Today's own check-in, read as the check-in screen reads it: the suggestion is made from it. */
export function useTodayCheckinQuery(userId: string) {
  return useQuery({
    queryKey: checkinKeys.today(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/checkins/today', todayCheckinSchema, { signal }),
    enabled: userId !== '',
  });
}

export function useSessionsOnQuery(userId: string, date: string | undefined) {
  return useQuery({
    queryKey: wellbeingKeys.sessions(userId, date ?? ''),
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/exercise-sessions?from=${date}&to=${date}`, exerciseSessionListSchema, { signal }),
    enabled: userId !== '' && date !== undefined,
    meta: { persist: false },
  });
}

export function useRecordSessionMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: ExerciseSessionInput) =>
      apiPost('/api/v1/exercise-sessions', session, z.object({ session: exerciseSessionSchema })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['exercise-sessions', userId] }),
  });
}
