import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes, stubFetch } from '../../../testing/render';
import { loadPeopleTexts, person } from '../../../testing/company-admin-server';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { InvitationAcceptance } from './invitation-acceptance';

afterEach(async () => (await import('sonner')).toast.dismiss());

const TOKEN = 'a'.repeat(43);
const PREVIEW_PATH = `/api/v1/invitations/${TOKEN}`;
const PREVIEW = {
  companyName: 'Acme Labs',
  email: 'lucia@acme.test',
  role: 'leader',
  expiresAt: '2026-03-09T10:00:00.000Z',
};

const SESSION = { status: 200, body: { session: {}, user: { id: 'u9' } } };
const SIGNED_OUT = { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'x' } } };

function signedInAs(email: string) {
  const profile = person({ id: 'u9', fullName: 'Quien Sea', email, companyId: null });
  return {
    status: 200,
    body: {
      user: { id: 'u9', email, name: 'Quien Sea' },
      profile,
      directReports: [],
      isLeader: false,
      isSuperAdmin: false,
      company: null,
    },
  };
}

function renderAcceptance() {
  return renderRoutes(
    [
      {
        path: '/registration',
        element: (
          <AuthProvider>
            <InvitationAcceptance token={TOKEN} />
          </AuthProvider>
        ),
      },
      { path: '/dashboard', element: <p>Panel</p> },
    ],
    '/registration?invitation=' + TOKEN,
  );
}

describe('InvitationAcceptance', () => {
  beforeEach(loadPeopleTexts);

  it('says a dead link is not valid, without telling why', async () => {
    stubFetch({
      [PREVIEW_PATH]: { status: 404, body: { error: { code: 'RECORD_NOT_FOUND', message: 'x' } } },
      '/api/auth/get-session': { status: 200, body: null },
      '/api/v1/me': SIGNED_OUT,
    });
    renderAcceptance();
    expect(await screen.findByRole('heading', { name: 'Esta invitación no es válida' })).toBeTruthy();
  });

  it('shows the company, role and e-mail, makes the account from the link, signs in, accepts and goes to the dashboard', async () => {
    const calls = stubFetch({
      [PREVIEW_PATH]: { status: 200, body: PREVIEW },
      '/api/auth/get-session': { status: 200, body: null },
      '/api/v1/me': SIGNED_OUT,
      [`${PREVIEW_PATH}/account`]: { status: 201, body: { user: { id: 'u1', email: 'lucia@acme.test' } } },
      '/api/auth/sign-in/email': { status: 200, body: { user: { id: 'u1' } } },
      [`${PREVIEW_PATH}/accept`]: {
        status: 200,
        body: { company: { id: 'c1', name: 'Acme Labs', slug: 'acme' } },
      },
    });
    const { router } = renderAcceptance();
    expect(await screen.findByRole('heading', { name: 'Te han invitado a Acme Labs' })).toBeTruthy();
    expect(screen.getByText('Líder')).toBeTruthy();
    expect(screen.getAllByText('lucia@acme.test').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Lucía Pérez' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'una contraseña larga' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta y unirme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const account = calls.find((call) => call.path === `${PREVIEW_PATH}/account`)!;
    expect(JSON.parse(String(account.init.body))).toEqual({
      name: 'Lucía Pérez',
      password: 'una contraseña larga',
    });
    const signIn = calls.find((call) => call.path === '/api/auth/sign-in/email')!;
    expect(JSON.parse(String(signIn.init.body))).toEqual({
      email: 'lucia@acme.test',
      password: 'una contraseña larga',
    });
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('/api/auth/sign-in/email')).toBeGreaterThan(
      paths.indexOf(`${PREVIEW_PATH}/account`),
    );
    expect(paths.indexOf(`${PREVIEW_PATH}/accept`)).toBeGreaterThan(paths.indexOf('/api/auth/sign-in/email'));
    expect(await screen.findByText('¡Bienvenido a Acme Labs!')).toBeTruthy();
  });

  it('sends someone whose e-mail already has an account to sign in instead', async () => {
    stubFetch({
      [PREVIEW_PATH]: { status: 200, body: PREVIEW },
      '/api/auth/get-session': { status: 200, body: null },
      '/api/v1/me': SIGNED_OUT,
      [`${PREVIEW_PATH}/account`]: {
        status: 409,
        body: { error: { code: 'VALIDATION_ERROR', message: 'Ya existe una cuenta', reason: 'EMAIL_TAKEN' } },
      },
    });
    renderAcceptance();
    fireEvent.change(await screen.findByLabelText('Nombre completo'), { target: { value: 'Lucía' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'una contraseña larga' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta y unirme' }));
    expect(await screen.findByText(/Inicia sesión para aceptar la invitación/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ya tengo cuenta' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión y unirme' })).toBeTruthy();
  });

  it('asks a new account for a password of the allowed length before sending anything', async () => {
    const calls = stubFetch({
      [PREVIEW_PATH]: { status: 200, body: PREVIEW },
      '/api/auth/get-session': { status: 200, body: null },
      '/api/v1/me': SIGNED_OUT,
    });
    renderAcceptance();
    fireEvent.change(await screen.findByLabelText('Nombre completo'), { target: { value: 'Lucía' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'corta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta y unirme' }));
    expect(await screen.findByText('La contraseña debe tener entre 12 y 128 caracteres.')).toBeTruthy();
    expect(calls.map((call) => call.path)).not.toContain(`${PREVIEW_PATH}/account`);
  });

  it('says why an unconfirmed account cannot sign in to join', async () => {
    stubFetch({
      [PREVIEW_PATH]: { status: 200, body: PREVIEW },
      '/api/auth/get-session': { status: 200, body: null },
      '/api/v1/me': SIGNED_OUT,
      '/api/auth/sign-in/email': {
        status: 403,
        body: {
          error: {
            code: 'UNAUTHORIZED',
            reason: 'EMAIL_NOT_VERIFIED',
            message: 'Antes de iniciar sesión, confirma tu correo: te hemos enviado un enlace nuevo.',
          },
        },
      },
    });
    renderAcceptance();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Ya tengo cuenta' }));
    fireEvent.change(await screen.findByLabelText('Contraseña'), {
      target: { value: 'una contraseña larga' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión y unirme' }));
    expect(await screen.findByText(/confirma tu correo: te hemos enviado un enlace nuevo/)).toBeTruthy();
  });

  it('lets the invited person join at once when already signed in, and tells another account apart', async () => {
    stubFetch({
      [PREVIEW_PATH]: { status: 200, body: PREVIEW },
      '/api/auth/get-session': SESSION,
      '/api/v1/me': signedInAs('otra@acme.test'),
    });
    renderAcceptance();
    expect(
      await screen.findByText(
        'Has iniciado sesión como otra@acme.test, pero la invitación es para lucia@acme.test.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión y continuar' })).toBeTruthy();
  });

  it('signs another account out where it is, to join with the invited one', async () => {
    let signedIn = true;
    stubFetch({
      [PREVIEW_PATH]: { status: 200, body: PREVIEW },
      '/api/auth/get-session': () => (signedIn ? SESSION : { status: 200, body: null }),
      '/api/v1/me': () => (signedIn ? signedInAs('otra@acme.test') : SIGNED_OUT),
      '/api/auth/sign-out': () => {
        signedIn = false;
        return { status: 200, body: { success: true } };
      },
    });
    const { router } = renderAcceptance();
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión y continuar' }));

    expect(await screen.findByRole('tab', { name: 'Soy nuevo en Tera' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/registration');
    expect(router.state.location.search).toBe('?invitation=' + TOKEN);
  });

  it('explains a refusal from the server', async () => {
    stubFetch({
      [PREVIEW_PATH]: { status: 200, body: PREVIEW },
      '/api/auth/get-session': SESSION,
      '/api/v1/me': signedInAs('Lucia@acme.test'),
      [`${PREVIEW_PATH}/accept`]: {
        status: 409,
        body: { error: { code: 'VALIDATION_ERROR', message: 'x', reason: 'ALREADY_IN_COMPANY' } },
      },
    });
    renderAcceptance();
    fireEvent.click(await screen.findByRole('button', { name: 'Unirme a Acme Labs' }));
    expect(await screen.findByText(/Tu cuenta ya pertenece a otra empresa/)).toBeTruthy();
  });

  it('signs an existing account in and accepts', async () => {
    const calls = stubFetch({
      [PREVIEW_PATH]: { status: 200, body: PREVIEW },
      '/api/auth/get-session': { status: 200, body: null },
      '/api/v1/me': SIGNED_OUT,
      '/api/auth/sign-in/email': { status: 200, body: { user: { id: 'u1' } } },
      [`${PREVIEW_PATH}/accept`]: {
        status: 200,
        body: { company: { id: 'c1', name: 'Acme Labs', slug: 'acme' } },
      },
    });
    const { router } = renderAcceptance();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Ya tengo cuenta' }));
    fireEvent.change(await screen.findByLabelText('Contraseña'), {
      target: { value: 'una contraseña larga' },
    });
    expect(screen.queryByLabelText('Nombre completo')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión y unirme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const signIn = calls.find((call) => call.path === '/api/auth/sign-in/email')!;
    expect(JSON.parse(String(signIn.init.body))).toEqual({
      email: 'lucia@acme.test',
      password: 'una contraseña larga',
    });
  });
});
