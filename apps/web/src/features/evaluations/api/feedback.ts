import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedbackListSchema,
  feedbackRecipientsSchema,
  feedbackResponseSchema,
  type FeedbackBox,
  type FeedbackCreate,
} from '@tera/domain';
import { apiGet, apiPatch, apiPost } from '../../../lib/api-client';
import { evaluationKeys } from './evaluation-keys';

export function useFeedbackQuery(userId: string, box: FeedbackBox) {
  return useQuery({
    queryKey: evaluationKeys.feedback(userId, box),
    queryFn: ({ signal }) => apiGet(`/api/v1/feedback?box=${box}`, feedbackListSchema, { signal }),
    meta: { persist: false },
  });
}

export function useRecipientsQuery(userId: string) {
  return useQuery({
    queryKey: evaluationKeys.recipients(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/feedback/recipients', feedbackRecipientsSchema, { signal }),
    meta: { persist: false },
  });
}

function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: evaluationKeys.all(userId) });
}

export function useSendFeedback(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (input: FeedbackCreate) => apiPost('/api/v1/feedback', input, feedbackResponseSchema),
    onSettled: refresh,
  });
}

export function useSetFeedbackVisibility(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ id, isVisible }: { id: string; isVisible: boolean }) =>
      apiPatch(`/api/v1/feedback/${encodeURIComponent(id)}`, { isVisible }, feedbackResponseSchema),
    onSettled: refresh,
  });
}
