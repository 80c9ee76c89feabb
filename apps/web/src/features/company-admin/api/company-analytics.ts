import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyAnalyticsSchema, type AnalyticsPeriod } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { companyAdminKeys } from './company-admin-keys';

/** GET /api/v1/companies/{slug}/analytics; asked only once the plan gate lets it. */
export function useCompanyAnalytics(slug: string, days: AnalyticsPeriod, enabled: boolean) {
  return useQuery({
    queryKey: companyAdminKeys.analytics(slug, days),
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/companies/${encodeURIComponent(slug)}/analytics?days=${days}`, companyAnalyticsSchema, {
        signal,
      }),
    enabled,
    // Switching period keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
}
