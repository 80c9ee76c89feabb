import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '@tera/domain';
import { renderScreen } from '../../testing/render';
import { LanguageSwitcher } from './language-switcher';

/** Any text of the page, to see it change language with the switcher. */
function PageText() {
  const { t } = useTranslation();
  return <h1>{t('comingSoon.title')}</h1>;
}

describe('LanguageSwitcher', () => {
  it('switches every text to English, marks the choice and remembers it', async () => {
    renderScreen(
      <>
        <PageText />
        <LanguageSwitcher />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Esta sección estará disponible pronto' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Idioma' });
    expect(group).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'This section is coming soon' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
