import { useQuery } from '@tanstack/react-query';
import { teamsListSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';

/** The company's teams, to choose a survey's audience from. */
export function useTeamsQuery(slug: string) {
  return useQuery({
    queryKey: ['surveys', slug, 'teams'],
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/companies/${encodeURIComponent(slug)}/teams`, teamsListSchema, { signal }),
    meta: { persist: false },
  });
}
