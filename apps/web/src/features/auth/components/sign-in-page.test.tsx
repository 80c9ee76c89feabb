import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { renderRoutes, stubFetch } from '../../../testing/render';
import { OnboardingPage } from './onboarding-page';
import { SignInPage } from './sign-in-page';

const SIGNED_OUT = { status: 401, body: { error: { code: 'SESSION_EXPIRED', message: 'x' } } };

function renderAuthScreens(path: string, signIn: { status: number; body?: unknown }) {
  stubFetch({
    '/api/auth/get-session': { status: 200, body: null },
    '/api/v1/me': SIGNED_OUT,
    '/api/auth/sign-in/email': signIn,
  });
  const withAuth = (element: ReactNode) => <AuthProvider>{element}</AuthProvider>;
  return renderRoutes(
    [
      { path: '/auth', element: withAuth(<SignInPage />) },
      { path: '/onboarding', element: withAuth(<OnboardingPage />) },
    ],
    path,
  );
}

describe('SignInPage', () => {
  beforeEach(async () => {
    await i18n.loadNamespaces(['auth']);
  });

  it('says an unconfirmed address must be confirmed first, in the words the server chose', async () => {
    const message =
      'Antes de iniciar sesión, confirma tu correo: te hemos enviado un enlace nuevo. Revisa tu bandeja de entrada.';
    renderAuthScreens('/auth', {
      status: 403,
      body: { error: { code: 'UNAUTHORIZED', reason: 'EMAIL_NOT_VERIFIED', message } },
    });
    fireEvent.change(await screen.findByLabelText('Correo electrónico'), {
      target: { value: 'paula@nueva.example' },
    });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'una frase larga y segura' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('tells someone whose confirmation link failed to sign in for a new one', async () => {
    const { router } = renderAuthScreens('/onboarding?error=TOKEN_EXPIRED', { status: 500 });
    expect(
      await screen.findByText(
        'El enlace de confirmación no es válido o ha caducado. Inicia sesión y te enviaremos uno nuevo.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?from=%2Fonboarding');
  });
});
