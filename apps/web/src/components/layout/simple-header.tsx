import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

/** The header of standalone screens: the way home, the language and the theme. */
export function SimpleHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-page items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to="/" aria-label={t('homeLink')} className="rounded-lg">
          <Logo />
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
