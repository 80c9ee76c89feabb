import { useQuery } from '@tanstack/react-query';
import { adminDashboardSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { companyAdminKeys } from './company-admin-keys';

/** GET /api/v1/companies/{slug}/admin-dashboard: every figure about people already released. */
export function useAdminDashboard(slug: string) {
  return useQuery({
    queryKey: companyAdminKeys.dashboard(slug),
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/companies/${encodeURIComponent(slug)}/admin-dashboard`, adminDashboardSchema, {
        signal,
      }),
    meta: { persist: false },
  });
}
