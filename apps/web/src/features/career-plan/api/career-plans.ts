import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  careerPlanResponseSchema,
  careerRecommendationsSchema,
  developmentPeopleSchema,
  type CareerPlanInput,
} from '@tera/domain';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

export interface PlanScope {
  userId: string;
  slug: string;
}

/** Per reader and company, so a cache kept on a shared device never shows one person another's plans. */
export const careerPlanKeys = {
  all: (userId: string, slug: string) => ['careerPlan', userId, slug] as const,
  people: (userId: string, slug: string) => ['careerPlan', userId, slug, 'people'] as const,
  plan: (userId: string, slug: string, employeeId: string) =>
    ['careerPlan', userId, slug, employeeId] as const,
};

const base = (slug: string) => `/api/v1/companies/${encodeURIComponent(slug)}`;
const planPath = (slug: string, employeeId: string) =>
  `${base(slug)}/career-plans/${encodeURIComponent(employeeId)}`;

/** The people the reader plans for (the same who may be assigned trainings). */
export function usePlannedPeopleQuery({ userId, slug }: PlanScope) {
  return useQuery({
    queryKey: careerPlanKeys.people(userId, slug),
    queryFn: ({ signal }) => apiGet(`${base(slug)}/training-people`, developmentPeopleSchema, { signal }),
  });
}

export function useCareerPlanQuery({ userId, slug }: PlanScope, employeeId: string) {
  return useQuery({
    queryKey: careerPlanKeys.plan(userId, slug, employeeId),
    queryFn: ({ signal }) => apiGet(planPath(slug, employeeId), careerPlanResponseSchema, { signal }),
    meta: { persist: false },
  });
}

export function useSaveCareerPlan(scope: PlanScope, employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CareerPlanInput) =>
      apiPut(planPath(scope.slug, employeeId), input, careerPlanResponseSchema),
    onSuccess: (saved) =>
      queryClient.setQueryData(careerPlanKeys.plan(scope.userId, scope.slug, employeeId), saved),
  });
}

export function useRecommendations(scope: PlanScope, employeeId: string) {
  return useMutation({
    mutationFn: () =>
      apiPost(`${planPath(scope.slug, employeeId)}/recommendations`, {}, careerRecommendationsSchema),
  });
}
