import type { CheckoutConfirmResponse } from '@tera/domain';
import type { AppDeps } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyInScope } from '../people/company-seats.ts';
import { presentBillingSubscription, readSubscriptionRow } from './billing-subscription.ts';
import { askProvider, requirePaymentProvider } from './stripe-client.ts';
import { syncFromProvider } from './sync-from-provider.ts';

/**
 * The success page's question: the provider says whether the session was paid. The address it
 * came from proves nothing, and another company's session is not found.
 */
export async function confirmCheckout(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock'>,
  company: CompanyInScope,
  sessionId: string,
): Promise<CheckoutConfirmResponse> {
  const stripe = await requirePaymentProvider(deps.config);
  const db = deps.database.db;
  const session = await askProvider(() => stripe.checkout.sessions.retrieve(sessionId)).catch(
    (error: unknown) => {
      if (error instanceof AppError) throw error;
      throw new AppError('RECORD_NOT_FOUND');
    },
  );
  if (session.client_reference_id !== company.id) throw new AppError('RECORD_NOT_FOUND');
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  const now = deps.clock.now();
  if (paid && subscriptionId) await syncFromProvider(stripe, db, company.id, subscriptionId, now);
  return { paid, subscription: presentBillingSubscription(await readSubscriptionRow(db, company.id), now) };
}
