import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { Logo } from '../../../components/layout/logo';
import { ThemeToggle } from '../../../components/layout/theme-toggle';
import { buttonClasses } from '../../../components/ui/button-styles';

const SECTIONS = [
  { href: '#producto', key: 'nav.product' },
  { href: '#precios', key: 'nav.pricing' },
  { href: '#demo', key: 'nav.demo' },
] as const;

export function LandingHeader() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/75">
      <div className="mx-auto flex max-w-page items-center gap-1.5 px-3 py-3 sm:gap-3 sm:px-6">
        <Link to="/" aria-label={t('common:homeLink')} className="mr-auto rounded-lg">
          <Logo isCompactOnNarrowScreens />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTIONS.map(({ href, key }) => (
              <li key={href}>
                <a
                  href={href}
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-fg-muted' })}
                >
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        <ThemeToggle />
        <Link to="/auth" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('nav.signIn')}
        </Link>
        <div className="hidden sm:block">
          <a href="#demo" className={buttonClasses({ size: 'sm' })}>
            {t('nav.requestDemo')}
          </a>
        </div>
      </div>
    </header>
  );
}
