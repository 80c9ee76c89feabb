import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

export type { Company, CompanyResponse, CompanySubscription } from './company-schemas';

export const companyKeys = {
  all: ['companies'] as const,
  bySlug: (slug: string) => ['companies', slug] as const,
};

/** GET /api/v1/companies/{slug}: members of the company and platform administrators only. */
export function companyQueryOptions(slug: string) {
  return queryOptions({
    queryKey: companyKeys.bySlug(slug),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/v1/companies/${encodeURIComponent(slug)}`,
        () => import('../first-read-schemas').then((loaded) => loaded.companyResponseSchema),
        { signal },
      ),
  });
}
