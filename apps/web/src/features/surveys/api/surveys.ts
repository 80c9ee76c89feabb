import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  surveyDetailSchema,
  surveyListSchema,
  surveyResultsSchema,
  surveyTemplatesSchema,
  type SurveyDraft,
  type SurveyLaunch,
} from '@tera/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { surveyKeys, surveyPath, surveysPath, templatesPath } from './survey-keys';

const savedSchema = z.object({ survey: surveyDetailSchema });

export function useSurveysQuery(slug: string) {
  return useQuery({
    queryKey: surveyKeys.list(slug),
    queryFn: ({ signal }) => apiGet(surveysPath(slug), surveyListSchema, { signal }),
    meta: { persist: false },
  });
}

export function useSurveyQuery(slug: string, id: string | null) {
  return useQuery({
    queryKey: surveyKeys.detail(slug, id ?? ''),
    queryFn: ({ signal }) => apiGet(surveyPath(slug, id!), savedSchema, { signal }),
    enabled: id !== null,
    meta: { persist: false },
  });
}

export function useTemplatesQuery(slug: string) {
  return useQuery({
    queryKey: surveyKeys.templates(slug),
    queryFn: ({ signal }) => apiGet(templatesPath(slug), surveyTemplatesSchema, { signal }),
    meta: { persist: false },
  });
}

export function useResultsQuery(slug: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: surveyKeys.results(slug, id),
    queryFn: ({ signal }) => apiGet(surveyPath(slug, id, '/results'), surveyResultsSchema, { signal }),
    enabled,
    meta: { persist: false },
  });
}

/** Creates a draft, or saves the one named by `id`. */
export function useSaveSurveyMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: SurveyDraft }) =>
      id ? apiPut(surveyPath(slug, id), draft, savedSchema) : apiPost(surveysPath(slug), draft, savedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all(slug) }),
  });
}

export type SurveyAction =
  | { kind: 'launch'; launch: SurveyLaunch }
  | { kind: 'reopen'; closesOn: string }
  | { kind: 'close' | 'archive' | 'unschedule' | 'duplicate' };

export function useSurveyActionMutation(slug: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SurveyAction) => {
      const body =
        action.kind === 'launch'
          ? action.launch
          : action.kind === 'reopen'
            ? { closesOn: action.closesOn }
            : undefined;
      return apiPost(surveyPath(slug, id, `/${action.kind}`), body, savedSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all(slug) }),
  });
}

export function useSaveAsTemplateMutation(slug: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost(surveyPath(slug, id, '/template'), undefined, z.object({ templateId: z.string() })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.templates(slug) }),
  });
}

export function useDeleteSurveyMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(surveyPath(slug, id), z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all(slug) }),
  });
}

export const exportHref = (slug: string, id: string, format: 'csv' | 'xlsx', lang: string) =>
  `${surveyPath(slug, id, '/export')}?format=${format}&lang=${lang === 'en' ? 'en' : 'es'}`;
