import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLAN_CATALOGUE, type PlanType } from '@tera/domain';
import { Button } from '../ui/button';
import { buttonClasses } from '../ui/button-styles';
import type { FeatureBlock } from '../../lib/api-error';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';

function planName(plan: string | null): string | null {
  return plan && plan in PLAN_CATALOGUE ? PLAN_CATALOGUE[plan as PlanType].name : null;
}

/** The blocked-feature dialog, open: see FeatureGateDialog, which loads it. */
export function OpenFeatureGateDialog({ block, onClose }: { block: FeatureBlock; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const individual = block.blockReason === 'individual';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('gate.cancel')}>
        <DialogTitle>{t(individual ? 'gate.individualTitle' : 'gate.planTitle')}</DialogTitle>
        <DialogDescription>{t(individual ? 'gate.individualMessage' : 'gate.planMessage')}</DialogDescription>
        {!individual && (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-fg-muted">{t('gate.currentPlan')}</dt>
            <dd className="font-semibold text-fg">{planName(block.currentPlan) ?? t('gate.noPlan')}</dd>
            <dt className="text-fg-muted">{t('gate.requiredPlan')}</dt>
            <dd className="font-semibold text-fg">{planName(block.requiredPlan) ?? block.requiredPlan}</dd>
          </dl>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('gate.cancel')}</Button>
          </DialogClose>
          {individual ? (
            <>
              <Link to="/landing" className={buttonClasses({ variant: 'secondary' })}>
                {t('gate.moreInfo')}
              </Link>
              <Link to="/company-onboarding" className={buttonClasses()}>
                {t('gate.createCompany')}
              </Link>
            </>
          ) : (
            <Link to="/billing" className={buttonClasses()}>
              {t('gate.upgrade')}
            </Link>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
