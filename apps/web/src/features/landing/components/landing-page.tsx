import { useTranslation } from 'react-i18next';
import { DemoRequestSection } from './demo-request-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';
import { StepsSection } from './steps-section';
import { PageTitle } from '../../../components/layout/page-title';

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-bg">
      <PageTitle page="landing" />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-fg focus:shadow-card"
      >
        {t('skipToContent')}
      </a>
      <LandingHeader />
      <main id="main">
        <HeroSection />
        <FeaturesSection />
        <StepsSection />
        <PricingSection />
        <DemoRequestSection />
      </main>
      <LandingFooter />
    </div>
  );
}
