import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { checkFeatureAccess, type FeatureAccess, type FeatureFlag } from '@tera/domain';
import { useCompany } from '../company/company-context';
import { companyKeys } from '../company/get-company';

/**
 * The feature gate over the company context (docs/product/companies-and-plans.md): an individual
 * works under the individual default, a company without a subscription under the trial default,
 * and a lapsed subscription gates like none (docs/product/billing.md#lifecycle).
 */
export function useFeatureAccess(feature: FeatureFlag): { access: FeatureAccess | null; isLoading: boolean } {
  const company = useCompany();
  const queryClient = useQueryClient();
  const access = company.isLoading
    ? null
    : checkFeatureAccess({
        subscription: company.subscription,
        isIndividual: company.isIndividual,
        feature,
        now: new Date(),
      });
  const refusedIn = access && !access.allowed ? (company.company?.slug ?? null) : null;
  // The plan held here may be minutes old, or restored from this device: a refusal asks for it once
  // more, so a plan changed elsewhere (another admin, the platform) lifts the gate at once.
  useEffect(() => {
    if (refusedIn === null) return;
    void queryClient.invalidateQueries({ queryKey: companyKeys.bySlug(refusedIn) }, { cancelRefetch: false });
  }, [queryClient, refusedIn]);
  return { access, isLoading: company.isLoading };
}
