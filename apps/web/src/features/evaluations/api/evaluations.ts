import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  evaluationListSchema,
  evaluationResponseSchema,
  type EvaluationContent,
  type EvaluationDecision,
  type SelfAssessment,
} from '@tera/domain';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { evaluationKeys } from './evaluation-keys';

export type EvaluationView = 'mine' | 'team' | 'approvals';

const path = (id: string, suffix = '') => `/api/v1/evaluations/${encodeURIComponent(id)}${suffix}`;

/** Evaluations are never kept on the device: they are personal and the device may be shared. */
export function useEvaluationsQuery(userId: string, view: EvaluationView, enabled = true) {
  return useQuery({
    queryKey: evaluationKeys.list(userId, view),
    queryFn: ({ signal }) => apiGet(`/api/v1/evaluations?view=${view}`, evaluationListSchema, { signal }),
    meta: { persist: false },
    enabled,
  });
}

function useEvaluationMutation<TInput>(userId: string, send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: evaluationKeys.all(userId) }),
  });
}

export const useStartEvaluation = (userId: string) =>
  useEvaluationMutation(userId, (input: { employeeId: string; period: string }) =>
    apiPost('/api/v1/evaluations', input, evaluationResponseSchema),
  );

export const useSaveEvaluation = (userId: string) =>
  useEvaluationMutation(userId, ({ id, content }: { id: string; content: EvaluationContent }) =>
    apiPut(path(id), content, evaluationResponseSchema),
  );

export const useMoveEvaluation = (userId: string) =>
  useEvaluationMutation(userId, ({ id, move }: { id: string; move: 'submit' | 'complete' }) =>
    apiPost(path(id, `/${move}`), {}, evaluationResponseSchema),
  );

export const useDecideEvaluation = (userId: string) =>
  useEvaluationMutation(userId, ({ id, decision }: { id: string; decision: EvaluationDecision }) =>
    apiPost(path(id, '/decision'), decision, evaluationResponseSchema),
  );

export const useSelfAssess = (userId: string) =>
  useEvaluationMutation(userId, ({ id, ...input }: SelfAssessment & { id: string }) =>
    apiPut(path(id, '/self-assessment'), input, evaluationResponseSchema),
  );

export const useAcknowledge = (userId: string) =>
  useEvaluationMutation(userId, ({ id, comment }: { id: string; comment: string }) =>
    apiPost(path(id, '/acknowledgement'), { comment }, evaluationResponseSchema),
  );
