import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { platformUsageSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/v1/admin/usage: the platform's usage over the period. */
export function usePlatformUsage(days: number) {
  return useQuery({
    queryKey: superAdminKeys.usage(days),
    queryFn: ({ signal }) => apiGet(`/api/v1/admin/usage?days=${days}`, platformUsageSchema, { signal }),
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
}
