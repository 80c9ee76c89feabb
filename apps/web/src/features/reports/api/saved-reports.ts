import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { savedReportListSchema, savedReportSchema, type ReportDefinition } from '@tera/domain';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';
import { reportKeys } from './report-keys';
import { reportPaths } from './report-paths';

/** GET the company's saved custom reports; asked only once the plan gate lets it. */
export function useSavedReports(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.saved(slug),
    queryFn: ({ signal }) => apiGet(reportPaths.saved(slug), savedReportListSchema, { signal }),
    enabled,
    meta: { persist: false },
  });
}

export function useSaveReportMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (definition: ReportDefinition) =>
      apiPost(reportPaths.saved(slug), definition, savedReportSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.saved(slug) }),
  });
}

export function useDeleteReportMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(reportPaths.savedOne(slug, id), z.undefined()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.saved(slug) }),
  });
}
