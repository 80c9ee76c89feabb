import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  diamondProfileListSchema,
  diamondProfileResponseSchema,
  type DiamondProfileInput,
} from '@tera/domain';
import { apiGet, apiPut } from '../../../lib/api-client';
import { evaluationKeys } from './evaluation-keys';

export function useDiamondProfilesQuery(userId: string) {
  return useQuery({
    queryKey: evaluationKeys.diamonds(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/diamond-profiles', diamondProfileListSchema, { signal }),
    meta: { persist: false },
  });
}

export function useSetDiamondProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, profile }: { employeeId: string; profile: DiamondProfileInput }) =>
      apiPut(
        `/api/v1/diamond-profiles/${encodeURIComponent(employeeId)}`,
        profile,
        diamondProfileResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: evaluationKeys.diamonds(userId) }),
  });
}
