import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { Logo } from '../../../components/layout/logo';
import { ThemeToggle } from '../../../components/layout/theme-toggle';
import { buttonClasses } from '../../../components/ui/button-styles';
import { MenuIcon, XIcon } from '../../../components/ui/icons';
import { MainNav } from './main-nav';
import { UserMenu } from './user-menu';

const NAV_ID = 'main-nav';

/** The frame of every signed-in page: the way around, the language, the theme and the way out. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-surface-muted print:min-h-0 print:bg-transparent">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
      >
        {t('shell.skip')}
      </a>
      {/* On paper a page is its content alone: the way around and the controls stay on screen. */}
      <header className="border-b border-border bg-surface print:hidden">
        <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:gap-x-4 sm:px-6">
          {/* The name starts with the visible brand, as speech-input users say what they see. */}
          <Link to="/dashboard" aria-label={t('shell.homeLink')} className="rounded-lg">
            <Logo isCompactOnNarrowScreens />
          </Link>
          <MainNav id={NAV_ID} isOpen={isMenuOpen} onNavigate={() => setMenuOpen(false)} />
          <div className="ml-auto flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeToggle />
            <UserMenu />
            <button
              type="button"
              aria-label={t('shell.menu')}
              aria-expanded={isMenuOpen}
              aria-controls={NAV_ID}
              onClick={() => setMenuOpen((open) => !open)}
              className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'sm:hidden' })}
            >
              {isMenuOpen ? <XIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-page px-4 py-6 outline-none sm:px-6 sm:py-8 print:max-w-none print:p-0"
      >
        {children}
      </main>
    </div>
  );
}
