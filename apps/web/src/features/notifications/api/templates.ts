import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { templateSchema, templatesListSchema, type TemplateInput } from '@tera/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { notificationKeys, notificationsPath } from './notification-keys';

const savedTemplateSchema = z.object({ template: templateSchema });

const templatePath = (slug: string, id = '') =>
  notificationsPath(slug, `/templates${id ? `/${encodeURIComponent(id)}` : ''}`);

export function useTemplatesQuery(slug: string) {
  return useQuery({
    queryKey: notificationKeys.templates(slug),
    queryFn: ({ signal }) => apiGet(templatePath(slug), templatesListSchema, { signal }),
    meta: { persist: false },
  });
}

/** Creates the template, or replaces the one named by `id`; a new default unmarks the old one. */
export function useSaveTemplateMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, template }: { id: string | null; template: TemplateInput }) =>
      id
        ? apiPut(templatePath(slug, id), template, savedTemplateSchema)
        : apiPost(templatePath(slug), template, savedTemplateSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.templates(slug) }),
  });
}

export function useDeleteTemplateMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(templatePath(slug, id), z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.templates(slug) }),
  });
}
