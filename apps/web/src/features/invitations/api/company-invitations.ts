import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  importReportSchema,
  invitationResponseSchema,
  invitationsListSchema,
  type InvitationCreate,
} from '@tera/domain';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';
import { peopleKeys } from '../../../lib/people/people-keys';
import { invitationKeys } from './invitation-keys';

const invitationsPath = (slug: string, suffix = '') =>
  `/api/v1/companies/${encodeURIComponent(slug)}/invitations${suffix}`;

export function useInvitationsQuery(slug: string) {
  return useQuery({
    queryKey: invitationKeys.list(slug),
    queryFn: ({ signal }) => apiGet(invitationsPath(slug), invitationsListSchema, { signal }),
    meta: { persist: false },
  });
}

/** Invitations take seats, so the people screen's seat count is refreshed with them. */
function useRefreshAfterInvitation(slug: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationKeys.list(slug) }),
      queryClient.invalidateQueries({ queryKey: peopleKeys.all(slug) }),
    ]);
}

export function useCreateInvitationMutation(slug: string) {
  const refresh = useRefreshAfterInvitation(slug);
  return useMutation({
    mutationFn: (invitation: InvitationCreate) =>
      apiPost(invitationsPath(slug), invitation, invitationResponseSchema),
    onSuccess: refresh,
  });
}

export function useResendInvitationMutation(slug: string) {
  const refresh = useRefreshAfterInvitation(slug);
  return useMutation({
    mutationFn: (id: string) =>
      apiPost(
        invitationsPath(slug, `/${encodeURIComponent(id)}/resend`),
        undefined,
        invitationResponseSchema,
      ),
    onSuccess: refresh,
  });
}

export function useRevokeInvitationMutation(slug: string) {
  const refresh = useRefreshAfterInvitation(slug);
  return useMutation({
    mutationFn: (id: string) =>
      apiDelete(invitationsPath(slug, `/${encodeURIComponent(id)}`), invitationResponseSchema),
    onSuccess: refresh,
  });
}

export function useImportInvitationsMutation(slug: string) {
  const refresh = useRefreshAfterInvitation(slug);
  return useMutation({
    mutationFn: (csv: string) => apiPost(invitationsPath(slug, '/import'), { csv }, importReportSchema),
    onSuccess: refresh,
  });
}
