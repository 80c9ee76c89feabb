import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  evaluationCycleListSchema,
  evaluationCycleResponseSchema,
  type EvaluationCycleCreate,
} from '@tera/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { evaluationKeys } from './evaluation-keys';

const cyclesPath = (slug: string) => `/api/v1/companies/${encodeURIComponent(slug)}/evaluation-cycles`;

export function useEvaluationCyclesQuery(userId: string, slug: string) {
  return useQuery({
    queryKey: evaluationKeys.cycles(userId, slug),
    queryFn: ({ signal }) => apiGet(cyclesPath(slug), evaluationCycleListSchema, { signal }),
    meta: { persist: false },
  });
}

export function useOpenCycle(userId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EvaluationCycleCreate) =>
      apiPost(cyclesPath(slug), input, evaluationCycleResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: evaluationKeys.all(userId) }),
  });
}
