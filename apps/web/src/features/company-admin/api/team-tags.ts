import { useQuery } from '@tanstack/react-query';
import { teamTagsSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { companyAdminKeys } from './company-admin-keys';

/**
 * GET /api/v1/companies/{slug}/analytics/tags/teams: the company's tags and each team's, judged
 * together; the executive dashboard's tag cards share this one read.
 */
export function useTeamTags(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: companyAdminKeys.teamTags(slug),
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/companies/${encodeURIComponent(slug)}/analytics/tags/teams`, teamTagsSchema, {
        signal,
      }),
    enabled,
    meta: { persist: false },
  });
}
