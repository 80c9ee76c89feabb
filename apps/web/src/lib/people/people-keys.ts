import type { PeopleQuery } from '@tera/domain';

/** Per company, so an admin who is also a super-admin never sees one company's people under another. */
export const peopleKeys = {
  all: (slug: string) => ['people', slug] as const,
  list: (slug: string, filters: PeopleQuery) => ['people', slug, 'list', filters] as const,
  teams: (slug: string) => ['people', slug, 'teams'] as const,
};
