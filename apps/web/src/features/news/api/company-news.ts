import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { newsArticleSchema, newsListSchema } from '@tera/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

const newsPath = (slug: string, suffix = '') => `/api/v1/companies/${encodeURIComponent(slug)}/news${suffix}`;
const articleAnswer = z.object({ article: newsArticleSchema });

export function useNewsQuery(slug: string) {
  return useQuery({
    queryKey: newsKeys.list(slug),
    queryFn: ({ signal }) => apiGet(newsPath(slug), newsListSchema, { signal }),
  });
}

/** Opening an article records the first reading on the server. */
export function useNewsArticleQuery(slug: string, id: string) {
  return useQuery({
    queryKey: newsKeys.article(slug, id),
    queryFn: ({ signal }) => apiGet(newsPath(slug, `/${encodeURIComponent(id)}`), articleAnswer, { signal }),
  });
}

export function useConfirmReadingMutation(slug: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost(newsPath(slug, `/${encodeURIComponent(id)}/confirmation`), undefined, articleAnswer),
    onSuccess: (answer) => {
      queryClient.setQueryData(newsKeys.article(slug, id), answer);
      return queryClient.invalidateQueries({ queryKey: newsKeys.list(slug) });
    },
  });
}
