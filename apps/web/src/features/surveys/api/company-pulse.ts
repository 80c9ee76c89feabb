import { useQuery } from '@tanstack/react-query';
import { companyPulseSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';

/** The company's released check-in days, enough of them to cover a survey's period. */
export function useCompanyPulseQuery(slug: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: ['surveys', slug, 'company-pulse', days],
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/companies/${encodeURIComponent(slug)}/pulse?days=${days}`, companyPulseSchema, {
        signal,
      }),
    enabled,
    meta: { persist: false },
  });
}
