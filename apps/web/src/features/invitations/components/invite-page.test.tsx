import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace } from '../../../lib/i18n';
import { renderRoutes } from '../../../testing/render';
import { companyAdminServer, invitation, loadPeopleTexts } from '../../../testing/company-admin-server';
import { InvitePage } from './invite-page';

afterEach(async () => (await import('sonner')).toast.dismiss());

function renderPage() {
  return renderRoutes(
    [{ path: 'empresa/:slug/admin/employees/invite', element: <InvitePage /> }],
    '/empresa/acme/admin/employees/invite',
  );
}

const SEAT_LIMIT = {
  status: 403,
  body: {
    error: {
      code: 'UNAUTHORIZED',
      message: 'x',
      reason: 'FEATURE_BLOCKED',
      blockReason: 'plan',
      currentPlan: 'starter',
      requiredPlan: 'professional',
    },
  },
};

describe('InvitePage', () => {
  // Its route loads the refusal catalogue too: the import words its own check with it.
  beforeEach(() => Promise.all([loadPeopleTexts(), loadNamespace('refusals')]));

  it('names a bad address before sending anything', async () => {
    const { calls } = companyAdminServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Correo electrónico'), {
      target: { value: 'no-es-un-correo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Introduce un correo electrónico válido.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('invites with role, team and leader, and says so', async () => {
    const { calls } = companyAdminServer();
    renderPage();
    await screen.findByRole('option', { name: 'Carlos Martín' });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: ' Lucia@Acme.test ' } });
    fireEvent.change(screen.getByLabelText('Rol'), { target: { value: 'leader' } });
    fireEvent.change(screen.getByLabelText('Equipo (opcional)'), {
      target: { value: '0b7c9d1e-2f3a-4b5c-8d6e-000000000001' },
    });
    fireEvent.change(screen.getByLabelText('Líder directo (opcional)'), { target: { value: 'carlos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Invitación enviada a lucia@acme.test')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'lucia@acme.test',
      role: 'leader',
      teamId: '0b7c9d1e-2f3a-4b5c-8d6e-000000000001',
      reportsTo: 'carlos',
    });
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('');
  });

  it('explains a refused address next to the field', async () => {
    companyAdminServer({
      override: (call) =>
        call.method === 'POST'
          ? {
              status: 409,
              body: { error: { code: 'VALIDATION_ERROR', message: 'x', reason: 'INVITATION_PENDING' } },
            }
          : undefined,
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Correo electrónico'), {
      target: { value: 'lucia@acme.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText(/Ya hay una invitación pendiente para este correo/)).toBeTruthy();
  });

  it('opens the upgrade dialog when the plan has no seat left', async () => {
    companyAdminServer({
      seats: { used: 10, max: 10 },
      override: (call) => (call.method === 'POST' ? SEAT_LIMIT : undefined),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Correo electrónico'), {
      target: { value: 'one@acme.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' });
    expect(await within(dialog).findByText('Plan requerido')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Actualizar Plan' })).toBeTruthy();
  });

  it('lists invitations, resends an open one and revokes after confirmation', async () => {
    const { calls } = companyAdminServer({
      invitations: [
        invitation({ id: 'inv-1', email: 'lucia@acme.test' }),
        invitation({ id: 'inv-2', email: 'old@acme.test', status: 'accepted' }),
      ],
      override: (call) =>
        call.path.includes('/invitations/inv-1')
          ? { status: 200, body: { invitation: invitation({ id: 'inv-1', email: 'lucia@acme.test' }) } }
          : undefined,
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Invitaciones' });
    expect(within(list).getByText('Pendiente')).toBeTruthy();
    expect(within(list).getByText('Aceptada')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Reenviar la invitación a old@acme.test' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Reenviar la invitación a lucia@acme.test' }));
    expect(await screen.findByText(/Invitación reenviada a lucia@acme.test/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/inv-1/resend'))).toBe(true);

    fireEvent.click(within(list).getByRole('button', { name: 'Revocar la invitación a lucia@acme.test' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Revocar la invitación a lucia@acme.test?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Invitación a lucia@acme.test revocada')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/invitations/inv-1'))).toBe(
      true,
    );
  });

  it('imports pasted CSV and reports every row, offering the upgrade for rows left out', async () => {
    const { calls } = companyAdminServer({
      override: (call) =>
        call.path.endsWith('/invitations/import')
          ? {
              status: 200,
              body: {
                rows: [
                  { line: 2, email: 'a@acme.test', status: 'invited' },
                  { line: 3, email: 'nope', status: 'error', error: 'invalidEmail' },
                  { line: 4, email: 'b@acme.test', status: 'error', error: 'seatLimit' },
                ],
              },
            }
          : undefined,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Importar e invitar' }));
    expect(await screen.findByText('Elige un archivo o pega el contenido del CSV.')).toBeTruthy();
    const csv = 'email,role\na@acme.test,employee\nnope,employee\nb@acme.test,employee';
    fireEvent.change(screen.getByLabelText('O pega el contenido del CSV'), { target: { value: csv } });
    fireEvent.click(screen.getByRole('button', { name: 'Importar e invitar' }));
    const report = await screen.findByRole('table', { name: 'Resultado de la importación' });
    expect(calls.find((call) => call.path.endsWith('/import'))?.body).toEqual({ csv });
    expect(screen.getByText('1 invitadas · 2 con errores')).toBeTruthy();
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '2a@acme.testInvitada',
      '3nopeCorreo no válido',
      '4b@acme.testNo quedan plazas en tu plan',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ver planes' }));
    expect(await screen.findByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path === '/api/v1/companies/acme')).toBe(
        true,
      ),
    );
  });

  it('imports a chosen CSV file', async () => {
    const { calls } = companyAdminServer({
      override: (call) =>
        call.path.endsWith('/invitations/import')
          ? { status: 200, body: { rows: [{ line: 1, email: 'a@acme.test', status: 'invited' }] } }
          : undefined,
    });
    renderPage();
    const input = await screen.findByLabelText('Archivo CSV');
    const file = new File(['a@acme.test,employee\n'], 'equipo.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText('equipo.csv')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Importar e invitar' }));
    expect(await screen.findByText('1 invitadas · 0 con errores')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/import'))?.body).toEqual({
      csv: 'a@acme.test,employee\n',
    });
  });
});
