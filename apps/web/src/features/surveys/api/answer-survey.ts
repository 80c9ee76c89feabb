import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { surveyToAnswerSchema, type SurveyAnswers } from '@tera/domain';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { mySurveyPath, surveyKeys } from './survey-keys';

export function useSurveyToAnswerQuery(slug: string, id: string) {
  return useQuery({
    queryKey: surveyKeys.toAnswer(slug, id),
    queryFn: ({ signal }) => apiGet(mySurveyPath(slug, id), surveyToAnswerSchema, { signal }),
    meta: { persist: false },
    retry: false,
  });
}

export function useSaveProgressMutation(slug: string, id: string) {
  return useMutation({
    mutationFn: (answers: SurveyAnswers) =>
      apiPut(mySurveyPath(slug, id, '/progress'), { answers }, z.unknown()),
  });
}

export function useSubmitSurveyMutation(slug: string, id: string) {
  return useMutation({
    mutationFn: (answers: SurveyAnswers) =>
      apiPost(mySurveyPath(slug, id, '/submission'), { answers }, z.object({ submitted: z.literal(true) })),
  });
}
