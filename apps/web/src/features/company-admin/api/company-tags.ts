import { useQuery } from '@tanstack/react-query';
import { companyTagsSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { companyAdminKeys } from './company-admin-keys';

/** GET /api/v1/companies/{slug}/analytics/tags: whole past weeks, so one read serves every period. */
export function useCompanyTags(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: companyAdminKeys.tags(slug),
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/companies/${encodeURIComponent(slug)}/analytics/tags`, companyTagsSchema, { signal }),
    enabled,
    meta: { persist: false },
  });
}
