import { useTranslation } from 'react-i18next';
import { FEATURE_FLAGS, UNLIMITED_EMPLOYEES, type Plan } from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CheckIcon, XIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('landing');
  const titleId = `plan-${plan.type}`;
  const { maxEmployees } = plan.features;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-card',
        plan.isPopular ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      {plan.isPopular && (
        <Badge tone="brand" className="absolute -top-3 left-6 whitespace-nowrap">
          {t('pricing.popular')}
        </Badge>
      )}
      <h3 id={titleId} className="text-lg font-semibold text-fg">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-fg-muted sm:min-h-[3lh]">{t(`pricing.descriptions.${plan.type}`)}</p>
      <p className="mt-5 text-3xl font-extrabold tracking-tight text-fg">
        {t('pricing.perMonth', { price: plan.pricePerMonth })}
      </p>
      <dl className="mt-5 flex justify-between rounded-lg bg-bg-subtle px-3 py-2 text-sm">
        <dt className="text-fg-muted">{t('pricing.employees')}</dt>
        <dd className="font-semibold text-fg">
          {maxEmployees === UNLIMITED_EMPLOYEES
            ? t('pricing.unlimited')
            : t('pricing.upTo', { count: maxEmployees })}
        </dd>
      </dl>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm">
        {FEATURE_FLAGS.map((flag) => {
          const isIncluded = plan.features[flag];
          return (
            <li key={flag} className={cn('flex items-start gap-2', isIncluded ? 'text-fg' : 'text-fg-muted')}>
              {isIncluded ? (
                <CheckIcon className="size-4 translate-y-0.5 text-primary" />
              ) : (
                <XIcon className="size-4 translate-y-0.5" />
              )}
              <span>{t(`pricing.features.${flag}`)}</span>
              <span className="sr-only">{isIncluded ? t('pricing.included') : t('pricing.notIncluded')}</span>
            </li>
          );
        })}
      </ul>
      <a
        href="#demo"
        className={buttonClasses({
          variant: plan.isPopular ? 'primary' : 'secondary',
          className: 'mt-6 w-full',
        })}
      >
        {t('pricing.cta')}
        <span className="sr-only">: {plan.name}</span>
      </a>
    </article>
  );
}
