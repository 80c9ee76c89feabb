import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  managedArticleListSchema,
  managedArticleSchema,
  reminderReceiptSchema,
  type ArticleDraft,
} from '@tera/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

const articlesPath = (slug: string, suffix = '') =>
  `/api/v1/companies/${encodeURIComponent(slug)}/articles${suffix}`;
const articleAnswer = z.object({ article: managedArticleSchema });

export function useManagedArticlesQuery(slug: string) {
  return useQuery({
    queryKey: newsKeys.managed(slug),
    queryFn: ({ signal }) => apiGet(articlesPath(slug), managedArticleListSchema, { signal }),
    meta: { persist: false },
  });
}

function useRefresh(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: newsKeys.all(slug) });
}

export function useSaveArticleMutation(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: ArticleDraft }) =>
      id
        ? apiPut(articlesPath(slug, `/${encodeURIComponent(id)}`), draft, articleAnswer)
        : apiPost(articlesPath(slug), draft, articleAnswer),
    onSuccess: refresh,
  });
}

export function usePublishMutation(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: ({ id, publishAt }: { id: string; publishAt: string | null }) =>
      apiPut(articlesPath(slug, `/${encodeURIComponent(id)}/publication`), { publishAt }, articleAnswer),
    onSuccess: refresh,
  });
}

export function useDeleteArticleMutation(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: (id: string) => apiDelete(articlesPath(slug, `/${encodeURIComponent(id)}`), z.unknown()),
    onSuccess: refresh,
  });
}

export function useRemindMutation(slug: string) {
  return useMutation({
    mutationFn: (id: string) =>
      apiPost(articlesPath(slug, `/${encodeURIComponent(id)}/reminders`), undefined, reminderReceiptSchema),
  });
}
