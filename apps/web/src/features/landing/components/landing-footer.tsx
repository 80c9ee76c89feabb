import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { Logo } from '../../../components/layout/logo';

const LINK_CLASSES =
  'inline-block rounded py-1 text-fg-muted hover:text-fg hover:underline underline-offset-4';

export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:grid-cols-3 sm:px-6">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-fg-muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold text-fg">
            {t('footer.product')}
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <a href="#producto" className={LINK_CLASSES}>
                {t('footer.features')}
              </a>
            </li>
            <li>
              <a href="#precios" className={LINK_CLASSES}>
                {t('nav.pricing')}
              </a>
            </li>
            <li>
              <a href="#demo" className={LINK_CLASSES}>
                {t('nav.requestDemo')}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-access">
          <h2 id="footer-access" className="text-sm font-semibold text-fg">
            {t('footer.access')}
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <Link to="/auth" className={LINK_CLASSES}>
                {t('nav.signIn')}
              </Link>
            </li>
            <li>
              <Link to="/?system=details" className={LINK_CLASSES}>
                {t('footer.systemStatus')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-page flex-col items-start justify-between gap-4 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:items-center sm:px-6">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
