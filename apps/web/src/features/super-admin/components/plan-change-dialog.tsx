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
import { Form } from '../../../components/ui/form/form';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useAppForm } from '../../../components/ui/form/use-app-form';
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
  const form = useAppForm<{ status: SubscriptionStatus }>({ defaultValues: { status: 'active' } });
  const isSaving = form.formState.isSubmitting;
  const mutation = useChangeCompanyPlan();
  const plan = PLAN_CATALOGUE[target];
  const { maxEmployees } = plan.features;
  const facts = {
    company: company.name,
    to: plan.name,
    price: plan.pricePerMonth,
    seats: maxEmployees === UNLIMITED_EMPLOYEES ? t('subscriptions.unlimited') : maxEmployees,
  };

  async function confirm({ status }: { status: SubscriptionStatus }) {
    await mutation.mutateAsync({ companyId: company.id, change: { planType: target, status } });
    notify.success(t('planChange.done', { company: company.name, plan: plan.name }));
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !isSaving && onClose()}>
      <DialogContent closeLabel={t('planChange.close')}>
        <DialogTitle>{t('planChange.title')}</DialogTitle>
        <DialogDescription>
          {company.planType
            ? t('planChange.description', { ...facts, from: PLAN_CATALOGUE[company.planType].name })
            : t('planChange.descriptionNew', facts)}
        </DialogDescription>
        <Form form={form} onSubmit={confirm} failure={{ announce: 'toast' }} className="mt-5 space-y-5">
          <SelectField name="status" label={t('planChange.status')}>
            {SUBSCRIPTION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`status.${option}`)}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={isSaving}>
              {t('planChange.cancel')}
            </Button>
            <SubmitButton loadingText={t('planChange.saving')}>{t('planChange.confirm')}</SubmitButton>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
