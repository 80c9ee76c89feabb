import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teamBreakdownSchema, type AnalyticsPeriod } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { companyAdminKeys } from './company-admin-keys';

/** GET /api/v1/companies/{slug}/analytics/teams: each team beside the company; asked once the plan lets it. */
export function useTeamBreakdown(slug: string, days: AnalyticsPeriod, enabled: boolean) {
  return useQuery({
    queryKey: companyAdminKeys.teams(slug, days),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/v1/companies/${encodeURIComponent(slug)}/analytics/teams?days=${days}`,
        teamBreakdownSchema,
        {
          signal,
        },
      ),
    enabled,
    // Switching period keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
}
