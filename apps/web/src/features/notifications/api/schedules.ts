import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { scheduleSchema, schedulesListSchema, type ScheduleInput } from '@tera/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { notificationKeys, notificationsPath } from './notification-keys';

const savedScheduleSchema = z.object({ schedule: scheduleSchema });

const schedulePath = (slug: string, id = '') =>
  notificationsPath(slug, `/schedules${id ? `/${encodeURIComponent(id)}` : ''}`);

export function useSchedulesQuery(slug: string) {
  return useQuery({
    queryKey: notificationKeys.schedules(slug),
    queryFn: ({ signal }) => apiGet(schedulePath(slug), schedulesListSchema, { signal }),
    meta: { persist: false },
  });
}

/** Creates the schedule, or replaces the one named by `id`. */
export function useSaveScheduleMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, schedule }: { id: string | null; schedule: ScheduleInput }) =>
      id
        ? apiPut(schedulePath(slug, id), schedule, savedScheduleSchema)
        : apiPost(schedulePath(slug), schedule, savedScheduleSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.schedules(slug) }),
  });
}

export function useDeleteScheduleMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(schedulePath(slug, id), z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.schedules(slug) }),
  });
}
