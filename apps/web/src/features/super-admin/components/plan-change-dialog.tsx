import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLAN_CATALOGUE,
  SUBSCRIPTION_STATUSES,
  UNLIMITED_EMPLOYEES,
  type AdminCompany,
  type PlanType,
  type SubscriptionStatus,
} from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useChangeCompanyPlan } from '../api/change-company-plan';

interface PlanChangeDialogProps {
  company: AdminCompany;
  target: PlanType;
  onClose(): void;
}

/** Confirms a plan change, saying what it means: the new price, seats and status. */
export function PlanChangeDialog({ company, target, onClose }: PlanChangeDialogProps) {
  const { t } = useTranslation('superAdmin');
  const [status, setStatus] = useState<SubscriptionStatus>('active');
  const mutation = useChangeCompanyPlan();
  const plan = PLAN_CATALOGUE[target];
  const { maxEmployees } = plan.features;
  const facts = {
    company: company.name,
    to: plan.name,
    price: plan.pricePerMonth,
    seats: maxEmployees === UNLIMITED_EMPLOYEES ? t('subscriptions.unlimited') : maxEmployees,
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(
      { companyId: company.id, change: { planType: target, status } },
      {
        onSuccess: () => {
          notify.success(t('planChange.done', { company: company.name, plan: plan.name }));
          onClose();
        },
        onError: (error) => notify.error(describeError(error)),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent closeLabel={t('planChange.close')}>
        <DialogTitle>{t('planChange.title')}</DialogTitle>
        <DialogDescription>
          {company.planType
            ? t('planChange.description', { ...facts, from: PLAN_CATALOGUE[company.planType].name })
            : t('planChange.descriptionNew', facts)}
        </DialogDescription>
        <form onSubmit={confirm} className="mt-5 space-y-5">
          <Field label={t('planChange.status')}>
            {(control) => (
              <Select
                {...control}
                value={status}
                onChange={(event) => setStatus(event.target.value as SubscriptionStatus)}
              >
                {SUBSCRIPTION_STATUSES.map((option) => (
                  <option key={option} value={option}>
                    {t(`status.${option}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
              {t('planChange.cancel')}
            </Button>
            <Button type="submit" isLoading={mutation.isPending} loadingText={t('planChange.saving')}>
              {t('planChange.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
