import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { observationListSchema, observationResponseSchema, type ObservationInput } from '@tera/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { evaluationKeys } from './evaluation-keys';

/** The observations the person may read, about one person or all; never kept on the device. */
export function useObservationsQuery(userId: string, employeeId?: string) {
  const query = employeeId ? `?employeeId=${encodeURIComponent(employeeId)}` : '';
  return useQuery({
    queryKey: evaluationKeys.observations(userId, employeeId),
    queryFn: ({ signal }) => apiGet(`/api/v1/observations${query}`, observationListSchema, { signal }),
    meta: { persist: false },
  });
}

function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: evaluationKeys.all(userId) });
}

export function useRecordObservation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (input: ObservationInput & { employeeId: string }) =>
      apiPost('/api/v1/observations', input, observationResponseSchema),
    onSettled: refresh,
  });
}

export function useUpdateObservation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ id, ...input }: ObservationInput & { id: string }) =>
      apiPut(`/api/v1/observations/${encodeURIComponent(id)}`, input, observationResponseSchema),
    onSettled: refresh,
  });
}

export function useDeleteObservation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/v1/observations/${encodeURIComponent(id)}`, z.undefined()),
    onSettled: refresh,
  });
}
