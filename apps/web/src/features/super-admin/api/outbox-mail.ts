import { useQuery } from '@tanstack/react-query';
import { adminOutboxMailSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/v1/admin/outbox/{id}: one e-mail with its text body, fetched when it is opened. */
export function useOutboxMail(id: string | null) {
  return useQuery({
    queryKey: superAdminKeys.mail(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/admin/outbox/${encodeURIComponent(id ?? '')}`, adminOutboxMailSchema, { signal }),
    enabled: id !== null,
    meta: { persist: false },
  });
}
