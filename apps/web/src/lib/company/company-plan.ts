import { z } from 'zod';
import { DEFAULT_MAX_EMPLOYEES, PLAN_TYPES, type PlanType } from '@tera/domain';
import { apiGet } from '../api-client';

const companyPlanSchema = z.object({
  subscription: z.object({ planType: z.enum(PLAN_TYPES), maxEmployees: z.number() }).nullable(),
});

/** The plan and seat limit of a company (GET /api/v1/companies/{slug}), for naming the upgrade. */
export async function getCompanyPlan(slug: string): Promise<{ planType: PlanType; maxEmployees: number }> {
  const { subscription } = await apiGet(`/api/v1/companies/${encodeURIComponent(slug)}`, companyPlanSchema);
  // A company without a subscription row works under the trial default.
  return subscription ?? { planType: 'professional', maxEmployees: DEFAULT_MAX_EMPLOYEES };
}
