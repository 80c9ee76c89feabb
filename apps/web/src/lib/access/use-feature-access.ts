import { checkFeatureAccess, type FeatureAccess, type FeatureFlag } from '@tera/domain';
import { useCompany } from '../company/company-context';

/**
 * The feature gate over the company context (docs/product/companies-and-plans.md): an individual
 * works under the individual default, a company without a subscription under the trial default,
 * and a lapsed subscription gates like none (docs/product/billing.md#lifecycle).
 */
export function useFeatureAccess(feature: FeatureFlag): { access: FeatureAccess | null; isLoading: boolean } {
  const company = useCompany();
  if (company.isLoading) return { access: null, isLoading: true };
  return {
    access: checkFeatureAccess({
      subscription: company.subscription,
      isIndividual: company.isIndividual,
      feature,
      now: new Date(),
    }),
    isLoading: false,
  };
}
