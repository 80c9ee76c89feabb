import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planChangeResultSchema, type PlanChangeInput } from '@tera/domain';
import { apiPut } from '../../../lib/api-client';
import { superAdminKeys } from './super-admin-keys';

interface CompanyPlanChange {
  companyId: string;
  change: PlanChangeInput;
}

/** PUT /api/v1/admin/companies/{id}/plan; both lists that show plans are refreshed afterwards. */
export function useChangeCompanyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, change }: CompanyPlanChange) =>
      apiPut(`/api/v1/admin/companies/${encodeURIComponent(companyId)}/plan`, change, planChangeResultSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: superAdminKeys.list('companies') }),
        queryClient.invalidateQueries({ queryKey: superAdminKeys.list('subscriptions') }),
      ]),
  });
}
