import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Me } from '@tera/domain';
import { i18n } from '../../../lib/i18n';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { PEOPLE, signedInAs } from '../../../testing/company-admin-server';
import { renderRoutes, stubFetch } from '../../../testing/render';
import { CompanyOnboardingPage } from './company-onboarding-page';

function visitAs(me: Me) {
  stubFetch({
    '/api/auth/get-session': { status: 200, body: { user: { id: me.user.id } } },
    '/api/v1/me': { status: 200, body: me },
  });
  return renderRoutes(
    [
      {
        path: '/company-onboarding',
        element: (
          <AuthProvider>
            <CompanyOnboardingPage />
          </AuthProvider>
        ),
      },
      { path: '/dashboard', element: <h1>Inicio</h1> },
      { path: '/empresa/:slug/admin/employees', element: <h1>Gestión de empleados</h1> },
    ],
    '/company-onboarding',
  );
}

describe('CompanyOnboardingPage', () => {
  beforeEach(async () => {
    await i18n.loadNamespaces(['auth']);
  });

  it('tells an employee of a company that they already belong to one, and leads them home', async () => {
    const { router } = visitAs(signedInAs(PEOPLE[2]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ya formas parte de una empresa' }),
    ).toBeTruthy();
    expect(screen.getByText(/Tu cuenta pertenece a Acme, así que no puede crear otra empresa/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Acceso Restringido' })).toBeNull();
    expect(screen.queryByLabelText('Nombre de la empresa')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Ir a mi inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says the same to a leader, who does not run the company either', async () => {
    visitAs(signedInAs(PEOPLE[1]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ya formas parte de una empresa' }),
    ).toBeTruthy();
  });

  it('sends whoever runs the company to its people', async () => {
    const { router } = visitAs(signedInAs(PEOPLE[0]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/empresa/acme/admin/employees'));
  });

  it('offers a person without a company the form to create one', async () => {
    visitAs({ ...signedInAs(PEOPLE[2]), company: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea tu empresa' })).toBeTruthy();
    expect(screen.getByLabelText(/Nombre de la empresa/)).toBeTruthy();
  });
});
