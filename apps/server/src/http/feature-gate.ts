import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import {
  buildIndividualSubscription,
  buildTrialSubscription,
  checkFeatureAccess,
  type FeatureFlag,
} from '@tera/domain';
import { requirePrincipal } from '../auth/principal.ts';
import { companySubscriptions } from '../db/schema/index.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

/**
 * The server's own plan gate (docs/product/companies-and-plans.md#the-feature-gate): whatever the
 * client shows, a gated endpoint answers 403 with the block reason and plans. Runs after the access
 * policy, so a caller exists.
 */
export function requireFeature(feature: FeatureFlag) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await assertFeature(c, feature);
    await next();
  });
}

/** The same gate for a request whose content decides whether the feature is used (a survey's own questions). */
export async function assertFeature(c: Context<AppEnv>, feature: FeatureFlag): Promise<void> {
  const principal = requirePrincipal(c);
  const { deps } = c.var;
  const isIndividual = principal.companyId === null;
  const [stored] = isIndividual
    ? []
    : await deps.database.db
        .select({
          planType: companySubscriptions.planType,
          features: companySubscriptions.features,
          status: companySubscriptions.status,
          currentPeriodEnd: companySubscriptions.currentPeriodEnd,
          trialEnd: companySubscriptions.trialEnd,
        })
        .from(companySubscriptions)
        .where(eq(companySubscriptions.companyId, principal.companyId!));
  // An individual has the individual default; a company without a subscription row works under
  // the trial default. A lapsed subscription gates like none (docs/product/billing.md#lifecycle).
  const now = deps.clock.now();
  const subscription = isIndividual
    ? buildIndividualSubscription(now)
    : (stored ?? buildTrialSubscription(now));
  const decision = checkFeatureAccess({ subscription, isIndividual, feature, now });
  if (!decision.allowed) {
    throw new AppError('UNAUTHORIZED', {
      reason: 'FEATURE_BLOCKED',
      details: {
        blockReason: decision.reason,
        currentPlan: decision.currentPlan,
        requiredPlan: decision.requiredPlan,
      },
    });
  }
}
