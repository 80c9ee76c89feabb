import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  evaluationCycleListSchema,
  evaluationCycleResponseSchema,
  peopleListSchema,
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

/** Who a cycle may name: the company's active people who have a leader. */
export function useCyclePeopleQuery(userId: string, slug: string) {
  return useQuery({
    queryKey: evaluationKeys.cyclePeople(userId, slug),
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/companies/${encodeURIComponent(slug)}/people?status=active`, peopleListSchema, {
        signal,
      }),
    select: (data) => data.people.filter((person) => person.reportsTo !== null),
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
