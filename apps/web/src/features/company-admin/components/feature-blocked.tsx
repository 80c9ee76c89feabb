import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureGateDialog } from '../../../components/access/feature-gate-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { FeatureBlock } from '../../../lib/api-error';

/**
 * What the company's plan leaves out: said in place, with the plans a click away. A whole page
 * opens the gate's dialog at once; a section of a page the plan allows waits to be asked.
 */
export function FeatureBlocked({
  block,
  message,
  openAtFirst = false,
}: {
  block: FeatureBlock;
  message: string;
  openAtFirst?: boolean;
}) {
  const { t } = useTranslation('companyAdmin');
  const [isOpen, setOpen] = useState(openAtFirst);
  return (
    <>
      <Alert tone="info" title={message}>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
          {t('analytics.seePlans')}
        </Button>
      </Alert>
      <FeatureGateDialog block={isOpen ? block : null} onClose={() => setOpen(false)} />
    </>
  );
}
