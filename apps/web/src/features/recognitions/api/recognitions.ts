import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  quarterAllowanceSchema,
  recognitionColleaguesSchema,
  recognitionFeedSchema,
  recognitionSchema,
  type RecognitionInput,
} from '@tera/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { recognitionKeys } from './recognition-keys';

export function useRecognitionFeedQuery(userId: string) {
  return useQuery({
    queryKey: recognitionKeys.feed(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/recognitions', recognitionFeedSchema, { signal }),
    enabled: userId !== '',
  });
}

export function useColleaguesQuery(userId: string) {
  return useQuery({
    queryKey: recognitionKeys.colleagues(userId),
    queryFn: ({ signal }) =>
      apiGet('/api/v1/recognitions/colleagues', recognitionColleaguesSchema, { signal }),
    enabled: userId !== '',
  });
}

export function useAllowanceQuery(userId: string) {
  return useQuery({
    queryKey: recognitionKeys.allowance(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/recognitions/allowance', quarterAllowanceSchema, { signal }),
    enabled: userId !== '',
  });
}

export function useGiveRecognitionMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recognition: RecognitionInput) =>
      apiPost('/api/v1/recognitions', recognition, z.object({ recognition: recognitionSchema })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.all(userId) }),
  });
}
