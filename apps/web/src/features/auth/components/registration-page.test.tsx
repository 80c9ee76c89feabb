import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { renderRoutes, stubFetch } from '../../../testing/render';
import { RegistrationPage } from './registration-page';

const SIGNED_OUT = { status: 401, body: { error: { code: 'SESSION_EXPIRED', message: 'x' } } };
// Sign-up answers a new and a known address alike: no session, a user that may not exist.
const SIGNED_UP = {
  status: 200,
  body: {
    token: null,
    user: {
      id: 'u1',
      name: 'Paula Vega',
      email: 'paula@nueva.example',
      emailVerified: false,
      image: null,
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
    },
  },
};

function renderRegistration(
  resend: { status: number; body?: unknown } = { status: 200, body: { status: true } },
) {
  const calls = stubFetch({
    '/api/auth/get-session': { status: 200, body: null },
    '/api/v1/me': SIGNED_OUT,
    '/api/auth/sign-up/email': SIGNED_UP,
    '/api/auth/send-verification-email': resend,
  });
  const view = renderRoutes(
    [
      {
        path: '/registration',
        element: (
          <AuthProvider>
            <RegistrationPage />
          </AuthProvider>
        ),
      },
      { path: '/onboarding', element: <h1>Completa tu perfil</h1> },
    ],
    '/registration',
  );
  return { ...view, calls };
}

async function signUp() {
  fireEvent.change(await screen.findByLabelText('Nombre completo'), { target: { value: 'Paula Vega' } });
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'paula@nueva.example' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'una frase larga y segura' } });
  fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  await screen.findByRole('heading', { name: 'Revisa tu correo' });
}

describe('RegistrationPage', () => {
  beforeEach(async () => {
    await i18n.loadNamespaces(['auth']);
  });

  it('asks the person to confirm from their inbox, signed in nowhere, whatever the address', async () => {
    const { calls, router } = renderRegistration();
    await signUp();
    expect(
      screen.getByText(
        'Te hemos enviado un enlace a paula@nueva.example. Ábrelo para confirmar tu correo y entrar en Tera; caduca en 24 horas.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Si ese correo ya tenía una cuenta, en su lugar te hemos escrito cómo entrar en ella.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/registration');
    const signUpCall = calls.find((call) => call.path === '/api/auth/sign-up/email')!;
    expect(JSON.parse(String(signUpCall.init.body))).toEqual({
      name: 'Paula Vega',
      email: 'paula@nueva.example',
      password: 'una frase larga y segura',
    });
    expect(screen.getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe('/auth');
  });

  it('sends the mail again on request and says so', async () => {
    const { calls } = renderRegistration();
    await signUp();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar el correo otra vez' }));
    expect(await screen.findByText('Te hemos enviado otro enlace. Usa el más reciente.')).toBeTruthy();
    const resend = calls.find((call) => call.path === '/api/auth/send-verification-email')!;
    expect(JSON.parse(String(resend.init.body))).toEqual({ email: 'paula@nueva.example' });
  });

  it('says why when too many mails were asked for, in the words the server chose', async () => {
    const message =
      'Ya hemos enviado varios enlaces de confirmación a este correo. Revisa tu bandeja de entrada o espera un rato antes de pedir otro.';
    renderRegistration({
      status: 429,
      body: { error: { code: 'VALIDATION_ERROR', reason: 'RATE_LIMITED', message } },
    });
    await signUp();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar el correo otra vez' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Te hemos enviado otro enlace. Usa el más reciente.')).toBeNull();
  });

  it('goes back to the form, as it was typed, to use another address', async () => {
    renderRegistration();
    await signUp();
    fireEvent.click(screen.getByRole('button', { name: 'Usar otro correo' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeTruthy());
    expect((screen.getByLabelText('Nombre completo') as HTMLInputElement).value).toBe('Paula Vega');
  });
});
