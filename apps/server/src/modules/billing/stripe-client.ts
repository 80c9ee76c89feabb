import type Stripe from 'stripe';
import { isPaymentsConfigured, type Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';

const clients = new WeakMap<Config, Stripe>();

/**
 * The Stripe SDK for this configuration (decision 017), or null without payment keys.
 * STRIPE_API_URL only points it at another server, as the loopback fake of the tests.
 */
export async function paymentProvider(config: Config): Promise<Stripe | null> {
  if (!isPaymentsConfigured(config)) return null;
  let client = clients.get(config);
  if (!client) {
    // Loaded by the first call to the provider, not by every start of the server (docs/PERFORMANCE.md).
    const { default: Stripe } = await import('stripe');
    const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
    client = new Stripe(config.STRIPE_SECRET_KEY!, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(target && {
        host: target.hostname,
        port: target.port || (target.protocol === 'https:' ? 443 : 80),
        protocol: target.protocol === 'https:' ? 'https' : 'http',
      }),
    });
    clients.set(config, client);
  }
  return client;
}

/** The provider, or the refusal every route that needs it gives without payment keys. */
export async function requirePaymentProvider(config: Config): Promise<Stripe> {
  const client = await paymentProvider(config);
  if (!client) throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'PAYMENTS_NOT_CONFIGURED' });
  return client;
}

/** A provider that cannot be reached is a network failure the client may retry, not a bug of ours. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { default: Stripe } = await import('stripe');
    if (error instanceof Stripe.errors.StripeConnectionError) throw new AppError('NETWORK_ERROR');
    throw error;
  }
}

/** The provider's price for a plan identifier (its lookup key). */
export async function priceForKey(stripe: Stripe, key: string): Promise<string> {
  const prices = await askProvider(() => stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }));
  const price = prices.data[0];
  if (!price) throw new Error(`Stripe has no active price with lookup key ${key}`);
  return price.id;
}
