import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personResponseSchema, type PersonUpdate } from '@tera/domain';
import { apiPatch, apiPost } from '../../../lib/api-client';
import { peoplePath } from '../../../lib/people/get-people';
import { peopleKeys } from '../../../lib/people/people-keys';

/** PATCH …/people/{userId}: role, team, leader, job title, department. */
export function useUpdatePersonMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: PersonUpdate }) =>
      apiPatch(peoplePath(slug, `/${encodeURIComponent(userId)}`), changes, personResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all(slug) }),
  });
}

/** POST …/people/{userId}/deactivate or /reactivate. */
export function usePersonStatusMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: 'deactivate' | 'reactivate' }) =>
      apiPost(peoplePath(slug, `/${encodeURIComponent(userId)}/${action}`), undefined, personResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all(slug) }),
  });
}
