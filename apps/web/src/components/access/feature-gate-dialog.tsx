import { lazy, Suspense } from 'react';
import type { FeatureBlock } from '../../lib/api-error';

// Most screens that can refuse a feature never do: the dialog's code comes when one is refused.
const OpenFeatureGateDialog = lazy(() =>
  import('./open-feature-gate-dialog').then((module) => ({ default: module.OpenFeatureGateDialog })),
);

/**
 * The blocked-feature dialogs: 'Funcionalidad Empresarial' for a person without a company,
 * 'Funcionalidad Requiere Plan Superior' with both plans for a company whose plan lacks it.
 */
export function FeatureGateDialog({
  block,
  onClose,
}: {
  /** The gate's refusal, or a server's FEATURE_BLOCKED one (see useFeatureBlockDialog); null hides it. */
  block: FeatureBlock | null;
  onClose: () => void;
}) {
  if (block === null) return null;
  return (
    <Suspense fallback={null}>
      <OpenFeatureGateDialog block={block} onClose={onClose} />
    </Suspense>
  );
}
