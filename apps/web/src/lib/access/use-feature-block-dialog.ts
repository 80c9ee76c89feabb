import { useState } from 'react';
import type { FeatureAccess } from '@tera/domain';
import { isApiError, type FeatureBlock } from '../api-error';

/** The gate's refusal as the dialog shows it; null when the feature is allowed or not yet known. */
export function featureBlockOf(access: FeatureAccess | null): FeatureBlock | null {
  if (!access || access.allowed) return null;
  return { blockReason: access.reason, currentPlan: access.currentPlan, requiredPlan: access.requiredPlan };
}

/**
 * What <FeatureGateDialog> shows, opened either by the gate's own answer before asking the server
 * or by the server's 403 FEATURE_BLOCKED refusal; both name the same reason and plans.
 */
export function useFeatureBlockDialog() {
  const [block, setBlock] = useState<FeatureBlock | null>(null);
  return {
    block,
    close: () => setBlock(null),
    /** Opens the dialog when the gate refuses; true when it did. */
    openFor(access: FeatureAccess | null): boolean {
      const refusal = featureBlockOf(access);
      if (refusal) setBlock(refusal);
      return refusal !== null;
    },
    /** Opens the dialog when the error is a feature gate's refusal; true when it did. */
    openForError(error: unknown): boolean {
      if (!isApiError(error) || !error.featureBlock) return false;
      setBlock(error.featureBlock);
      return true;
    },
  };
}
