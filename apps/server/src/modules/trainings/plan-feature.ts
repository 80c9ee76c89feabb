import type { Context } from 'hono';
import type { FeatureFlag } from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { assertFeature } from '../../http/feature-gate.ts';

/**
 * Whether the caller's plan has the feature, for content that is left out rather than refused:
 * video links (videoTraining) and the AI provider's career advice (aiInsights).
 */
export async function planHasFeature(c: Context<AppEnv>, feature: FeatureFlag): Promise<boolean> {
  try {
    await assertFeature(c, feature);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.reason === 'FEATURE_BLOCKED') return false;
    throw error;
  }
}
