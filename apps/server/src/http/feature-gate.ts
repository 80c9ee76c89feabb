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
import type { Db } from '../db/database.ts';
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
  const decision = await featureDecision(deps.database.db, principal.companyId, feature, deps.clock.now());
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

/**
 * Whether a company's plan (or, for null, an individual's) includes a feature: also asked where
 * nobody is signed in yet, as when a company's people sign in through its identity provider.
 */
export async function featureDecision(db: Db, companyId: string | null, feature: FeatureFlag, now: Date) {
  const isIndividual = companyId === null;
  const [stored] = isIndividual
    ? []
    : await db
        .select({
          planType: companySubscriptions.planType,
          features: companySubscriptions.features,
          status: companySubscriptions.status,
          currentPeriodEnd: companySubscriptions.currentPeriodEnd,
          trialEnd: companySubscriptions.trialEnd,
        })
        .from(companySubscriptions)
        .where(eq(companySubscriptions.companyId, companyId));
  // An individual has the individual default; a company without a subscription row works under
  // the trial default. A lapsed subscription gates like none (docs/product/billing.md#lifecycle).
  const subscription = isIndividual
    ? buildIndividualSubscription(now)
    : (stored ?? buildTrialSubscription(now));
  return checkFeatureAccess({ subscription, isIndividual, feature, now });
}
