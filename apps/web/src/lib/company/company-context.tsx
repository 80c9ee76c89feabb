import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import { buildIndividualSubscription, buildTrialSubscription, type SubscriptionTerms } from '@tera/domain';
import { isApiError } from '../api-client';
import { useFirstPaintShown } from '../first-paint';
import { useAuth } from '../auth/auth-context';
import { companyQueryOptions, type Company, type CompanySubscription } from './get-company';
import { forgetCompanySlug, rememberCompanySlug, rememberedCompanySlug } from './company-slug-storage';

/** Why the company could not be loaded; each leads to the individual default. */
export type CompanyLoadError = 'companyFetchFailed' | 'companyNotFound' | 'userCompanyFetchFailed';

export interface CompanyContextValue {
  /** The company being worked in; null under the individual default. */
  company: Company | null;
  /** Its stored subscription, the trial default when it has none, or the individual default. */
  subscription: CompanySubscription | SubscriptionTerms;
  isIndividual: boolean;
  isLoading: boolean;
  /** Set when the company asked for (by the address or the profile) could not be loaded. */
  error: CompanyLoadError | null;
  retry(): void;
}

const CompanyContext = createContext<CompanyContextValue | null>(null);

export function useCompany(): CompanyContextValue {
  const value = useContext(CompanyContext);
  if (!value) throw new Error('useCompany must be used inside <CompanyProvider>');
  return value;
}

function loadErrorOf(error: unknown, fromAddress: boolean): CompanyLoadError {
  if (!fromAddress) return 'userCompanyFetchFailed';
  return isApiError(error) && error.status === 404 ? 'companyNotFound' : 'companyFetchFailed';
}

/**
 * The company of /empresa/{slug}/*, otherwise the profile's own;
 * without either, or when loading fails, the individual default; a company without a subscription
 * works under the trial default. Needs the auth state around it.
 */
export function CompanyProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const addressSlug = useMatch({ path: '/empresa/:slug', end: false })?.params.slug ?? null;
  // While the auth state is still loading, the company remembered on this device is fetched
  // already, so a returning person does not wait for two requests one after the other.
  const [remembered] = useState(rememberedCompanySlug);
  const slug = addressSlug ?? (auth.initialized ? (auth.company?.slug ?? null) : remembered);
  // Outside the company's own pages, nothing the first paint shows needs the company: it is asked
  // for once the page has painted.
  const painted = useFirstPaintShown();
  const query = useQuery({
    ...companyQueryOptions(slug ?? ''),
    enabled: slug !== null && (addressSlug !== null || painted),
  });

  const loaded = slug !== null && query.data?.company.slug === slug ? query.data : null;
  useEffect(() => {
    if (!auth.initialized) return;
    if (loaded) rememberCompanySlug(loaded.company.slug);
    else if (slug === null) forgetCompanySlug();
  }, [auth.initialized, loaded, slug]);

  const value = useMemo<CompanyContextValue>(() => {
    const now = new Date();
    const retry = () => void query.refetch();
    const isLoading = !auth.initialized || (slug !== null && query.isPending);
    if (loaded) {
      return {
        company: loaded.company,
        subscription: loaded.subscription ?? buildTrialSubscription(now),
        isIndividual: false,
        isLoading,
        error: null,
        retry,
      };
    }
    return {
      company: null,
      subscription: buildIndividualSubscription(now),
      isIndividual: true,
      isLoading,
      error: slug !== null && query.isError ? loadErrorOf(query.error, addressSlug !== null) : null,
      retry,
    };
  }, [auth.initialized, slug, addressSlug, loaded, query]);

  return <CompanyContext.Provider value={value}>{children}</CompanyContext.Provider>;
}
