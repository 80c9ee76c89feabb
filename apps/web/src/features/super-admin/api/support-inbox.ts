import { useQuery } from '@tanstack/react-query';
import { inboxSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/support/support-keys';

/** Support's inbox, in one status or all of them. */
export function useSupportInboxQuery(status: string) {
  const query = status === 'all' ? '' : `?status=${encodeURIComponent(status)}`;
  return useQuery({
    queryKey: supportKeys.inbox(status),
    queryFn: ({ signal }) => apiGet(`/api/v1/admin/support/tickets${query}`, inboxSchema, { signal }),
    meta: { persist: false },
  });
}
