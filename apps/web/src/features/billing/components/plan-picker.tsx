import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNLIMITED_EMPLOYEES, type BillingCycle, type BillingPlan, type BillingSummary } from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { CheckIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { useCheckoutMutation } from '../api/billing';
import { notifyBillingFailure } from './billing-failure';
import { useBillingFormat } from './billing-format';

/**
 * The four plans in the chosen cycle, the popular one marked. Choosing opens the provider's
 * checkout for a new subscription, or changes a paid one at once.
 */
export function PlanPicker({ slug, summary }: { slug: string; summary: BillingSummary }) {
  const { t } = useTranslation('billing');
  const { subscription } = summary;
  const [cycle, setCycle] = useState<BillingCycle>(
    subscription.isPaidOnline ? subscription.billingCycle : 'monthly',
  );
  const checkout = useCheckoutMutation(slug);
  const name = useId();

  const choose = (plan: BillingPlan) =>
    checkout.mutate(
      { planType: plan.type, cycle },
      {
        onSuccess: (answer) => {
          if (answer.outcome === 'redirect') window.location.assign(answer.url);
          else notify.success(t('plans.changed', { plan: plan.name }));
        },
        onError: notifyBillingFailure,
      },
    );

  return (
    <section aria-labelledby={`${name}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${name}-title`} className="text-xl font-semibold text-fg">
          {t('plans.title')}
        </h2>
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">{t('plans.cycleLabel')}</legend>
          {(['monthly', 'yearly'] as const).map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold',
                cycle === option
                  ? 'border-primary bg-primary-soft text-primary-soft-fg'
                  : 'border-border text-fg',
              )}
            >
              <input
                type="radio"
                name={`${name}-cycle`}
                value={option}
                checked={cycle === option}
                onChange={() => setCycle(option)}
                className="accent-primary"
              />
              {t(`cycle.${option}`)}
            </label>
          ))}
          <span className="text-sm text-fg-muted">{t('plans.yearlyHint')}</span>
        </fieldset>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {summary.plans.map((plan) => (
          <PlanCard
            key={plan.type}
            plan={plan}
            cycle={cycle}
            summary={summary}
            isBusy={checkout.isPending && checkout.variables.planType === plan.type}
            isDisabled={checkout.isPending}
            onChoose={() => choose(plan)}
          />
        ))}
      </ul>
    </section>
  );
}

function PlanCard({
  plan,
  cycle,
  summary,
  isBusy,
  isDisabled,
  onChoose,
}: {
  plan: BillingPlan;
  cycle: BillingCycle;
  summary: BillingSummary;
  isBusy: boolean;
  isDisabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('billing');
  const { money } = useBillingFormat();
  const { subscription, seats } = summary;
  const isCurrent =
    subscription.isPaidOnline &&
    subscription.status !== 'cancelled' &&
    subscription.planType === plan.type &&
    subscription.billingCycle === cycle;
  const tooSmall = plan.maxEmployees !== UNLIMITED_EMPLOYEES && seats.used > plan.maxEmployees;
  const price = cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
  const headingId = `plan-${plan.type}`;
  return (
    <li>
      <Card
        aria-labelledby={headingId}
        className={cn('flex h-full flex-col gap-3', plan.isPopular && 'border-primary ring-1 ring-primary')}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={headingId}>{plan.name}</CardTitle>
          {plan.isPopular && <Badge tone="brand">{t('plans.popular')}</Badge>}
        </div>
        <p className="text-2xl font-bold text-fg">
          {t(cycle === 'yearly' ? 'plans.perYear' : 'plans.perMonth', {
            price: money(price, summary.currency),
          })}
        </p>
        <p className="text-sm text-fg-muted">
          {plan.maxEmployees === UNLIMITED_EMPLOYEES
            ? t('plans.peopleUnlimited')
            : t('plans.people', { count: plan.maxEmployees })}
        </p>
        <ul className="flex-1 space-y-1 text-sm text-fg">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {t(`features.${feature}`)}
            </li>
          ))}
        </ul>
        {tooSmall && <p className="text-sm text-warning">{t('plans.tooSmall')}</p>}
        {isCurrent ? (
          <Badge tone="success" className="self-start">
            {t('plans.current')}
          </Badge>
        ) : (
          <Button
            variant={plan.isPopular ? 'primary' : 'secondary'}
            onClick={onChoose}
            isLoading={isBusy}
            disabled={!summary.paymentsConfigured || tooSmall || isDisabled}
          >
            {t(subscription.isPaidOnline ? 'plans.change' : 'plans.choose', { plan: plan.name })}
          </Button>
        )}
      </Card>
    </li>
  );
}
