import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingSubscriptionResponseSchema,
  billingSummarySchema,
  checkoutConfirmResponseSchema,
  checkoutResponseSchema,
  invoiceListSchema,
  portalResponseSchema,
  type CheckoutRequest,
} from '@tera/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/company/get-company';
import { billingKeys } from './billing-keys';

const billingPath = (slug: string, suffix = '') =>
  `/api/v1/companies/${encodeURIComponent(slug)}/billing${suffix}`;

export function useBillingQuery(slug: string) {
  return useQuery({
    queryKey: billingKeys.summary(slug),
    queryFn: ({ signal }) => apiGet(billingPath(slug), billingSummarySchema, { signal }),
    meta: { persist: false },
  });
}

export function useInvoicesQuery(slug: string) {
  return useQuery({
    queryKey: billingKeys.invoices(slug),
    queryFn: ({ signal }) => apiGet(billingPath(slug, '/invoices'), invoiceListSchema, { signal }),
    meta: { persist: false },
  });
}

/** The success page asks the server, which asks the payment provider; the address proves nothing. */
export function useCheckoutConfirmation(slug: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: billingKeys.confirmation(slug, sessionId),
    queryFn: async () => {
      const answer = await apiPost(
        billingPath(slug, '/checkout/confirm'),
        { sessionId },
        checkoutConfirmResponseSchema,
      );
      await refreshPlan(queryClient, slug);
      return answer;
    },
    enabled: sessionId !== '',
    retry: false,
    meta: { persist: false },
  });
}

type QueryClient = ReturnType<typeof useQueryClient>;

/** A plan change reaches the whole app: the company's plan gates its features. */
function refreshPlan(queryClient: QueryClient, slug: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.summary(slug) }),
    queryClient.invalidateQueries({ queryKey: billingKeys.invoices(slug) }),
    queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  ]);
}

export function useCheckoutMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckoutRequest) =>
      apiPost(billingPath(slug, '/checkout'), request, checkoutResponseSchema),
    onSuccess: (answer) => (answer.outcome === 'changed' ? refreshPlan(queryClient, slug) : undefined),
  });
}

export function useCancellationMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: boolean) =>
      apiPost(
        billingPath(slug, cancel ? '/cancel' : '/resume'),
        undefined,
        billingSubscriptionResponseSchema,
      ),
    onSuccess: () => refreshPlan(queryClient, slug),
  });
}

export function usePortalMutation(slug: string) {
  return useMutation({
    mutationFn: () => apiPost(billingPath(slug, '/portal'), undefined, portalResponseSchema),
  });
}
