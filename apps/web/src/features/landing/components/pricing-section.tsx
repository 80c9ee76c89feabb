import { useTranslation } from 'react-i18next';
import { PLANS_IN_ORDER } from '@tera/domain';
import { PlanCard } from './plan-card';

export function PricingSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="precios"
      aria-labelledby="pricing-title"
      className="scroll-mt-20 bg-bg-subtle py-16 sm:py-24"
    >
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {t('pricing.title')}
          </h2>
          <p className="mt-4 text-lg text-fg-muted">{t('pricing.lead')}</p>
        </div>
        <div className="mt-12 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {PLANS_IN_ORDER.map((plan) => (
            <PlanCard key={plan.type} plan={plan} />
          ))}
        </div>
      </div>
    </section>
  );
}
