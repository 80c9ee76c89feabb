import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/layout/page-title';
import { buttonClasses } from '../../../components/ui/button-styles';
import { SparklesIcon } from '../../../components/ui/icons';

/**
 * The one honest placeholder for screens that later capabilities build. Every such screen is a
 * signed-in one, so it sits inside the app's frame, whose header already gives the way around.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-md py-10 text-center sm:py-16">
      <PageTitle page="comingSoon" />
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
        <SparklesIcon className="size-7" />
      </span>
      <h1 id={titleId} className="mt-6 text-2xl font-bold text-fg sm:text-3xl">
        {t('comingSoon.title')}
      </h1>
      <p className="mt-3 text-fg-muted">{t('comingSoon.description')}</p>
      <Link to="/dashboard" className={buttonClasses({ className: 'mt-8' })}>
        {t('backHome')}
      </Link>
    </section>
  );
}
