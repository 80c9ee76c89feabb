import { useQuery } from '@tanstack/react-query';
import {
  invitationAcceptedSchema,
  invitationPreviewSchema,
  invitedAccountCreatedSchema,
  type InvitedAccount,
} from '@tera/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { invitationKeys } from './invitation-keys';

const linkPath = (token: string, suffix = '') => `/api/v1/invitations/${encodeURIComponent(token)}${suffix}`;

/** GET /api/v1/invitations/{token}: what the link offers. A dead link is a 404, not worth retrying. */
export function useInvitationPreviewQuery(token: string) {
  return useQuery({
    queryKey: invitationKeys.preview(token),
    queryFn: ({ signal }) => apiGet(linkPath(token), invitationPreviewSchema, { signal }),
    meta: { persist: false },
  });
}

/** POST /api/v1/invitations/{token}/account: the invited e-mail's account, confirmed by the link. */
export function createInvitedAccount(token: string, account: InvitedAccount) {
  return apiPost(linkPath(token, '/account'), account, invitedAccountCreatedSchema);
}

/** POST /api/v1/invitations/{token}/accept as whoever is signed in. */
export function acceptInvitation(token: string) {
  return apiPost(linkPath(token, '/accept'), undefined, invitationAcceptedSchema);
}
