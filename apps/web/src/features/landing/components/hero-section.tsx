import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ShieldIcon } from '../../../components/ui/icons';
import { PulsePreview } from './pulse-preview';

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-primary-soft),transparent_65%)]"
      />
      <div className="mx-auto grid max-w-page items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-fg">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-fg sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-fg-muted">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="#demo" className={buttonClasses({ size: 'lg' })}>
              {t('hero.primaryCta')}
            </a>
            <a href="#precios" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              {t('hero.secondaryCta')}
            </a>
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-fg-muted">
            <ShieldIcon className="size-4 text-primary" />
            {t('hero.privacyNote')}
          </p>
        </div>
        <PulsePreview />
      </div>
    </section>
  );
}
