import { useQuery } from '@tanstack/react-query';
import { mySurveysSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';

/** The open surveys this person was asked and has not answered yet. */
export function useMySurveys(slug: string | null) {
  return useQuery({
    queryKey: ['my-surveys', slug],
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/companies/${encodeURIComponent(slug!)}/my-surveys`, mySurveysSchema, { signal }),
    enabled: slug !== null,
    meta: { persist: false },
  });
}
