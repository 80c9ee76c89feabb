import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../../../testing/render';
import { loadSuperAdminTexts, me, superAdminServer } from '../testing/super-admin-server';
import { SuperAdminSignInPage } from './super-admin-sign-in-page';

function visit() {
  return renderRoutes(
    [
      { path: '/super-admin', element: <SuperAdminSignInPage /> },
      { path: '/super-admin/dashboard', element: <h1>Panel</h1> },
    ],
    '/super-admin',
  );
}

async function signIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar al panel' }));
}

describe('SuperAdminSignInPage', () => {
  beforeEach(loadSuperAdminTexts);

  it('is its own screen for platform administrators', async () => {
    superAdminServer({ signedIn: null });
    visit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administración de la plataforma' }),
    ).toBeTruthy();
    expect(screen.getByText(/Acceso para el equipo que administra Tera/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entra desde el acceso general' }).getAttribute('href')).toBe(
      '/auth',
    );
  });

  it('names empty and malformed fields without sending anything', async () => {
    const server = superAdminServer({ signedIn: null });
    visit();
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar al panel' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico'));
    await signIn('no-es-correo', 'x');
    expect(await screen.findByText('Introduce un correo electrónico válido.')).toBeTruthy();
    expect(server.to('/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('takes a platform administrator to the dashboard', async () => {
    const server = superAdminServer({ signedIn: null });
    const { router } = visit();
    await signIn(' super@demo.tera.local ', 'clave correcta 2026');
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/super-admin/dashboard');
    expect(server.to('/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'super@demo.tera.local',
      password: 'clave correcta 2026',
    });
  });

  it('signs any other account out again and says it is not a platform administrator', async () => {
    const server = superAdminServer({ signedIn: null, signsInAs: me(false) });
    const { router } = visit();
    await signIn('javier@demo.tera.local', 'clave correcta 2026');
    expect(
      await screen.findByText(
        'Esta cuenta no es de un administrador de la plataforma. Hemos cerrado la sesión.',
      ),
    ).toBeTruthy();
    expect(server.to('/api/auth/sign-out')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/super-admin');
  });

  it('says when the e-mail or the password is wrong', async () => {
    superAdminServer({ signedIn: null });
    visit();
    await signIn('super@demo.tera.local', 'otra clave');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'El correo o la contraseña no son correctos.',
    );
  });

  it('goes straight to the dashboard when a platform administrator is already signed in', async () => {
    superAdminServer({ signedIn: me(true) });
    const { router } = visit();
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/super-admin/dashboard');
  });
});
