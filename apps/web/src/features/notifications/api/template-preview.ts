import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { renderedMailSchema, type TemplateDraft } from '@tera/domain';
import { apiPost } from '../../../lib/api-client';
import { notificationKeys, notificationsPath } from './notification-keys';

const testSentSchema = z.object({ sentTo: z.string() });

/**
 * The draft as a person would receive it, with sample values. The last rendering stays on screen
 * while the next is asked for; a refused draft is an answer to show, not a failure to retry.
 */
export function useTemplatePreviewQuery(slug: string, draft: TemplateDraft | null) {
  return useQuery({
    queryKey: draft ? notificationKeys.preview(slug, draft) : ['notifications', slug, 'preview', null],
    queryFn: ({ signal }) =>
      apiPost(notificationsPath(slug, '/templates/preview'), draft, renderedMailSchema, { signal }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { persist: false },
  });
}

/** Sends the draft to the signed-in admin's own address. */
export function useSendTestMutation(slug: string) {
  return useMutation({
    mutationFn: (draft: TemplateDraft) =>
      apiPost(notificationsPath(slug, '/templates/test'), draft, testSentSchema),
  });
}
