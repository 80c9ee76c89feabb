import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, type Me } from '@tera/domain';
import { authKeys } from '../../lib/auth/session-api';
import { renderScreen, stubFetch } from '../../testing/render';
import { LanguageSwitcher } from './language-switcher';

/** Any text of the page, to see it change language with the switcher. */
function PageText() {
  const { t } = useTranslation();
  return <h1>{t('notFound.title')}</h1>;
}

describe('LanguageSwitcher', () => {
  it('switches every text to English, marks the choice and remembers it', async () => {
    renderScreen(
      <>
        <PageText />
        <LanguageSwitcher />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Idioma' });
    expect(group).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  describe('with someone signed in', () => {
    const ANA: Me = {
      user: { id: 'ana', email: 'ana@acme.test', name: 'Ana' },
      profile: {
        id: 'ana',
        email: 'ana@acme.test',
        fullName: 'Ana',
        role: 'employee',
        reportsTo: null,
        companyId: null,
        teamId: null,
        jobTitle: null,
        department: null,
        joinDate: null,
        timeZone: 'Europe/Madrid',
        language: 'es',
        sharesCheckinsWithLeader: false,
        isActive: true,
        onboardedAt: null,
      },
      directReports: [],
      isLeader: false,
      isSuperAdmin: false,
      company: null,
    };
    const profilePatches = () =>
      stubFetch({
        '/api/v1/me/profile': (init) => ({
          status: 200,
          body: { profile: { ...ANA.profile, ...(JSON.parse(String(init.body)) as object) } },
        }),
      });

    it('keeps the choice in their profile, so the mails written to them come in it', async () => {
      const calls = profilePatches();
      const { queryClient } = renderScreen(<LanguageSwitcher />);
      queryClient.setQueryData(authKeys.me, ANA);

      fireEvent.click(screen.getByRole('button', { name: 'English' }));

      await waitFor(() => expect(queryClient.getQueryData<Me>(authKeys.me)?.profile.language).toBe('en'));
      expect(calls.map(({ path, init }) => [path, init.method, init.body])).toEqual([
        ['/api/v1/me/profile', 'PATCH', JSON.stringify({ language: 'en' })],
      ]);
    });

    it('tells the profile from a page that does not ask who is signed in, by the last person named', async () => {
      const calls = profilePatches();
      const { queryClient } = renderScreen(<LanguageSwitcher />);
      queryClient.setQueryData(authKeys.lastKnown, ANA);

      fireEvent.click(screen.getByRole('button', { name: 'English' }));

      await waitFor(() => expect(calls).toHaveLength(1));
      await waitFor(() =>
        expect(queryClient.getQueryData<Me>(authKeys.lastKnown)?.profile.language).toBe('en'),
      );
    });

    it('sends nothing when nobody is signed in, or when the profile already has that language', async () => {
      const calls = profilePatches();
      const { queryClient } = renderScreen(<LanguageSwitcher />);
      queryClient.setQueryData(authKeys.me, null);
      queryClient.setQueryData(authKeys.lastKnown, ANA);
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
      await screen.findByRole('group', { name: 'Language' });

      queryClient.setQueryData(authKeys.me, ANA);
      fireEvent.click(screen.getByRole('button', { name: 'Español' }));
      await screen.findByRole('group', { name: 'Idioma' });

      expect(calls).toEqual([]);
    });
  });
});
