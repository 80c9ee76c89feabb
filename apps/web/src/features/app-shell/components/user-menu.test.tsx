import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../testing/render';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { me, profile } from '../../../testing/dashboard-server';
import { UserMenu } from './user-menu';

const ANA = me(profile({ fullName: 'Ana Ruiz', email: 'ana@acme.test', role: 'leader' }), {
  isLeader: true,
});

function renderMenu(person = ANA) {
  const calls = stubFetch({
    '/api/auth/get-session': { status: 200, body: { user: { id: person.user.id } } },
    '/api/v1/me': { status: 200, body: person },
    '/api/auth/sign-out': { status: 200, body: { success: true } },
  });
  const view = renderRoutes([
    {
      path: '/',
      element: (
        <AuthProvider>
          <UserMenu />
        </AuthProvider>
      ),
    },
    { path: '/auth', element: <h1>Inicia sesión</h1> },
  ]);
  return { ...view, calls };
}

describe('UserMenu', () => {
  beforeEach(async () => {
    await i18n.loadNamespaces(['auth']);
  });

  it('shows who is signed in when opened, and closes on Escape with focus back on its button', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Tu cuenta' });
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    fireEvent.click(trigger);
    expect(panel.hidden).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('ana@acme.test')).toBeTruthy();
    expect(screen.getByText('Ana Ruiz')).toBeTruthy();
    expect(screen.getByText('Líder')).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when the pointer goes down outside it', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Tu cuenta' });
    fireEvent.click(trigger);
    expect(await screen.findByText('ana@acme.test')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('calls a person without a company an individual user', async () => {
    renderMenu(me(profile({ fullName: 'Tomás Vidal', companyId: null, reportsTo: null }), { company: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Tu cuenta' }));
    expect(await screen.findByText('Usuario individual')).toBeTruthy();
  });

  it('signs out to the sign-in page', async () => {
    const { calls, router } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Tu cuenta' }));
    await screen.findByText('ana@acme.test');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(calls.filter((call) => call.path === '/api/auth/sign-out')).toHaveLength(1);
  });
});
