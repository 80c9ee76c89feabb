import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamResponseSchema, teamsListSchema } from '@tera/domain';
import { apiGet, apiPatch, apiPost } from '../api-client';
import { peopleKeys } from './people-keys';

const teamsPath = (slug: string, suffix = '') =>
  `/api/v1/companies/${encodeURIComponent(slug)}/teams${suffix}`;

export function useTeamsQuery(slug: string) {
  return useQuery({
    queryKey: peopleKeys.teams(slug),
    queryFn: ({ signal }) => apiGet(teamsPath(slug), teamsListSchema, { signal }),
    meta: { persist: false },
  });
}

export function useCreateTeamMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost(teamsPath(slug), { name }, teamResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all(slug) }),
  });
}

export function useRenameTeamMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, name }: { teamId: string; name: string }) =>
      apiPatch(teamsPath(slug, `/${encodeURIComponent(teamId)}`), { name }, teamResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all(slug) }),
  });
}
