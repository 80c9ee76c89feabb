import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { peopleListSchema, type PeopleQuery } from '@tera/domain';
import { apiGet } from '../api-client';
import { peopleKeys } from './people-keys';

export function peoplePath(slug: string, suffix = ''): string {
  return `/api/v1/companies/${encodeURIComponent(slug)}/people${suffix}`;
}

function queryString(filters: PeopleQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function peopleQueryOptions(slug: string, filters: PeopleQuery) {
  return queryOptions({
    queryKey: peopleKeys.list(slug, filters),
    queryFn: ({ signal }) => apiGet(peoplePath(slug, queryString(filters)), peopleListSchema, { signal }),
    // Who works where is the company's business, not something to leave in a device's storage.
    meta: { persist: false },
  });
}

/** GET /api/v1/companies/{slug}/people; the last list stays on screen while new filters load. */
export function usePeopleQuery(slug: string, filters: PeopleQuery) {
  return useQuery({ ...peopleQueryOptions(slug, filters), placeholderData: keepPreviousData });
}
