import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyUsageSchema, usageRetentionSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { usageKeys } from './usage-keys';

/** GET /api/v1/companies/{slug}/usage, for the company's admins. */
export function useCompanyUsage(slug: string, days: number) {
  return useQuery({
    queryKey: usageKeys.company(slug, days),
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/companies/${encodeURIComponent(slug)}/usage?days=${days}`, companyUsageSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
}

/** GET /api/v1/usage/retention: how many days usage is kept. */
export function useUsageRetention() {
  return useQuery({
    queryKey: usageKeys.retention(),
    queryFn: ({ signal }) => apiGet('/api/v1/usage/retention', usageRetentionSchema, { signal }),
  });
}
