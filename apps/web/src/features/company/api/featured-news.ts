import { useQuery } from '@tanstack/react-query';
import { newsListSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';

/** The newest featured article of the company, for its home (docs/product/news.md#featured). */
export function useFeaturedNews(slug: string) {
  return useQuery({
    // The same key as the news list, so the home and /news share one answer.
    queryKey: ['news', slug, 'list'],
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/companies/${encodeURIComponent(slug)}/news`, newsListSchema, { signal }),
    select: ({ articles }) => articles.find((article) => article.featured) ?? null,
  });
}
