import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  developmentPeopleSchema,
  trainingAssignmentListSchema,
  trainingAssignmentResponseSchema,
  trainingCatalogueSchema,
  trainingSchema,
  type TrainingAssignmentInput,
  type TrainingContent,
  type TrainingMove,
} from '@tera/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { trainingKeys } from './training-keys';

export interface TrainingScope {
  userId: string;
  slug: string;
}

const base = (slug: string) => `/api/v1/companies/${encodeURIComponent(slug)}`;

export function useCatalogueQuery({ userId, slug }: TrainingScope) {
  return useQuery({
    queryKey: trainingKeys.catalogue(userId, slug),
    queryFn: ({ signal }) => apiGet(`${base(slug)}/trainings`, trainingCatalogueSchema, { signal }),
  });
}

export function useTrainingPeopleQuery({ userId, slug }: TrainingScope) {
  return useQuery({
    queryKey: trainingKeys.people(userId, slug),
    queryFn: ({ signal }) => apiGet(`${base(slug)}/training-people`, developmentPeopleSchema, { signal }),
  });
}

/** The assignments of the people the reader assigns to; never kept on the device. */
export function useAssignmentsQuery({ userId, slug }: TrainingScope) {
  return useQuery({
    queryKey: trainingKeys.assignments(userId, slug),
    queryFn: ({ signal }) =>
      apiGet(`${base(slug)}/training-assignments`, trainingAssignmentListSchema, { signal }),
    meta: { persist: false },
  });
}

export function useMyTrainingsQuery({ userId, slug }: TrainingScope) {
  return useQuery({
    queryKey: trainingKeys.mine(userId, slug),
    queryFn: ({ signal }) => apiGet(`${base(slug)}/my-trainings`, trainingAssignmentListSchema, { signal }),
    meta: { persist: false },
  });
}

function useRefresh({ userId, slug }: TrainingScope) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trainingKeys.all(userId, slug) });
}

export function useAddTraining(scope: TrainingScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: (input: TrainingContent) =>
      apiPost(`${base(scope.slug)}/trainings`, input, z.object({ training: trainingSchema })),
    onSettled: refresh,
  });
}

export function useChangeTraining(scope: TrainingScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: ({ id, ...input }: TrainingContent & { id: string }) =>
      apiPut(
        `${base(scope.slug)}/trainings/${encodeURIComponent(id)}`,
        input,
        z.object({ training: trainingSchema }),
      ),
    onSettled: refresh,
  });
}

export function useWithdrawTraining(scope: TrainingScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: (trainingId: string) =>
      apiDelete(`${base(scope.slug)}/trainings/${encodeURIComponent(trainingId)}`, z.undefined()),
    onSettled: refresh,
  });
}

export function useAssignTraining(scope: TrainingScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: (input: TrainingAssignmentInput) =>
      apiPost(`${base(scope.slug)}/training-assignments`, input, trainingAssignmentResponseSchema),
    onSettled: refresh,
  });
}

export function useWithdrawAssignment(scope: TrainingScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: (id: string) =>
      apiDelete(`${base(scope.slug)}/training-assignments/${encodeURIComponent(id)}`, z.undefined()),
    onSettled: refresh,
  });
}

export function useMoveTraining(scope: TrainingScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: TrainingMove }) =>
      apiPost(
        `${base(scope.slug)}/training-assignments/${encodeURIComponent(id)}/moves`,
        { move },
        trainingAssignmentResponseSchema,
      ),
    onSettled: refresh,
  });
}
