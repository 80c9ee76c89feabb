import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthProvider, useAuth } from '../../../lib/auth/auth-context';
import { renderRoutes } from '../../../testing/render';
import {
  companyAdminServer,
  loadPeopleTexts,
  PEOPLE,
  person,
  signedInAs,
} from '../../../testing/company-admin-server';
import { EmployeesPage } from './employees-page';

afterEach(async () => (await import('sonner')).toast.dismiss());

/** As the app's route guard does, the page opens once it knows who is signed in. */
function OnceSignedIn({ children }: { children: ReactNode }) {
  return useAuth().initialized ? children : null;
}

function renderPage(path = '/empresa/acme/admin/employees') {
  const page = (
    <AuthProvider>
      <OnceSignedIn>
        <EmployeesPage />
      </OnceSignedIn>
    </AuthProvider>
  );
  return renderRoutes([{ path: 'empresa/:slug/admin/employees', element: page }], path);
}

const table = () => screen.getByRole('table', { name: 'Empleados de la empresa' });

describe('EmployeesPage', () => {
  beforeEach(loadPeopleTexts);

  it('lists the people with their team and leader, and the seats in use', async () => {
    companyAdminServer();
    renderPage();
    expect(await screen.findByText('Cargando...')).toBeTruthy();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    const javier = within(table()).getByRole('row', { name: /Javier López/ });
    expect(within(javier).getByText('Carlos Martín')).toBeTruthy();
    expect(within(javier).getAllByText('Producto').length).toBeGreaterThan(0);
    expect(screen.getByText('3 de 10 plazas ocupadas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invitar empleados' }).getAttribute('href')).toBe(
      '/empresa/acme/admin/employees/invite',
    );
  });

  it('offers to change only what the signed-in person may change', async () => {
    companyAdminServer({ me: signedInAs(PEOPLE[1]) });
    renderPage();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    expect(within(table()).queryByRole('button', { name: /^Editar a/ })).toBeNull();
    expect(within(table()).queryByRole('button', { name: /^Desactivar a/ })).toBeNull();
  });

  it('asks the server again with each filter, keeping the filters in the address', async () => {
    const { calls } = companyAdminServer();
    const { router } = renderPage();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Rol'), { target: { value: 'leader' } });
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/people') && call.query.get('role') === 'leader')).toBe(
        true,
      ),
    );
    expect(router.state.location.search).toBe('?role=leader');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when nobody matches the filters', async () => {
    companyAdminServer();
    renderPage('/empresa/acme/admin/employees?search=zzz');
    expect(
      await screen.findByRole('heading', { name: 'Ninguna persona coincide con estos filtros' }),
    ).toBeTruthy();
  });

  it('shows the error and retries when the list cannot load', async () => {
    let failing = true;
    companyAdminServer({
      override: (call) =>
        failing && call.path.endsWith('/people') ? { status: 503, body: undefined } : undefined,
    });
    renderPage();
    expect(await screen.findByText('No se pudo cargar la lista de empleados')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('shows the reporting-loop refusal under the leader field of the edit dialog', async () => {
    const { calls } = companyAdminServer({
      override: (call) =>
        call.method === 'PATCH'
          ? {
              status: 409,
              body: { error: { code: 'VALIDATION_ERROR', message: 'x', reason: 'REPORTS_TO_CYCLE' } },
            }
          : undefined,
    });
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(within(table()).getByRole('button', { name: 'Editar a Carlos Martín' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar a Carlos Martín' });
    // Javier reports to Carlos; the leader list offers everyone active but Carlos himself.
    const leader = within(dialog).getByLabelText('Líder directo');
    expect(within(leader).queryByRole('option', { name: 'Carlos Martín' })).toBeNull();
    fireEvent.change(leader, { target: { value: 'javier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText(/Elige otro líder para no crear un ciclo/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ reportsTo: 'javier' });
    expect(leader.getAttribute('aria-invalid')).toBe('true');
  });

  it('saves only what changed and closes', async () => {
    const { calls } = companyAdminServer();
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(within(table()).getByRole('button', { name: 'Editar a Javier López' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Rol'), { target: { value: 'manager' } });
    fireEvent.change(within(dialog).getByLabelText('Puesto'), { target: { value: 'Tech lead' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/v1/companies/acme/people/javier',
      body: { role: 'manager', jobTitle: 'Tech lead' },
    });
    expect(await screen.findByText('Cambios guardados')).toBeTruthy();
  });

  it('deactivates only after confirmation', async () => {
    const { calls } = companyAdminServer();
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(within(table()).getByRole('button', { name: 'Desactivar a Javier López' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar a Javier López?' });
    expect(calls.some((call) => call.path.endsWith('/deactivate'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Javier López ha sido desactivado')).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/javier/deactivate'))).toHaveLength(1);
  });

  it('offers the upgrade when a reactivation finds no seat', async () => {
    companyAdminServer({
      people: [...PEOPLE, person({ id: 'elena', fullName: 'Elena Torres', isActive: false })],
      seats: { used: 10, max: 10 },
      override: (call) =>
        call.path.endsWith('/reactivate')
          ? {
              status: 403,
              body: {
                error: {
                  code: 'UNAUTHORIZED',
                  message: 'x',
                  reason: 'FEATURE_BLOCKED',
                  blockReason: 'plan',
                  currentPlan: 'professional',
                  requiredPlan: 'professional',
                },
              },
            }
          : undefined,
    });
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(within(table()).getByRole('button', { name: 'Reactivar a Elena Torres' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Reactivar a Elena Torres?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reactivar' }));
    const upgrade = await screen.findByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' });
    expect(await within(upgrade).findByText('Plan actual')).toBeTruthy();
    expect(within(upgrade).getAllByText('Professional')).toHaveLength(2);
    expect(within(upgrade).getByRole('link', { name: 'Actualizar Plan' }).getAttribute('href')).toBe(
      '/billing',
    );
    fireEvent.click(within(upgrade).getAllByRole('button', { name: 'Cancelar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
