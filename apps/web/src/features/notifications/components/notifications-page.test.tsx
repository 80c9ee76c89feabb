import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { CompanyProvider } from '../../../lib/company/company-context';
import { apiError } from '../../../testing/fake-api';
import {
  loadNotificationsTexts,
  notificationsServer,
  ownTemplate,
  schedule,
  TEAM_ID,
} from '../../../testing/notifications-server';
import { renderRoutes } from '../../../testing/render';
import { NotificationsPage } from './notifications-page';

function renderNotificationsPage(section = '') {
  const frame = (page: ReactNode) => (
    <AuthProvider>
      <CompanyProvider>{page}</CompanyProvider>
    </AuthProvider>
  );
  return renderRoutes(
    [{ path: 'empresa/:slug/admin/notifications', element: frame(<NotificationsPage />) }],
    `/empresa/acme/admin/notifications${section ? `?section=${section}` : ''}`,
  );
}

const WAIT = { timeout: 3000 };

describe('NotificationsPage: schedules', () => {
  beforeEach(loadNotificationsTexts);

  it('shows each schedule in words and switches it off from its card', async () => {
    const { calls } = notificationsServer({
      schedules: [schedule()],
      templates: [ownTemplate()],
    });
    renderNotificationsPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: 'Recordatorio diario del check-in' }, WAIT);
    expect(card.textContent).toContain('A las 9:00, de lunes a viernes');
    expect(card.textContent).toContain('La de la empresa (Europe/Madrid)');
    expect(card.textContent).toContain('La predeterminada de la empresa: Recordatorio cercano');
    expect(card.textContent).toContain('Todas las personas de la empresa');

    fireEvent.click(within(card).getByRole('switch', { name: 'Recordatorio diario del check-in activa' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/v1/companies/acme/notifications/schedules/s1');
    expect(put.body).toMatchObject({
      active: false,
      days: [1, 2, 3, 4, 5],
      recipients: { kind: 'everyone' },
    });
  });

  it('writes a new schedule: working days by default, teams required once chosen, saved in full', async () => {
    const { calls } = notificationsServer();
    renderNotificationsPage();
    expect(await screen.findByText(/Aún no hay programaciones/, undefined, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva programación' }));
    const days = await screen.findByRole('toolbar', { name: 'Días' });
    const pressed = within(days)
      .getAllByRole('button')
      .filter((chip) => chip.getAttribute('aria-pressed') === 'true')
      .map((chip) => chip.textContent);
    expect(pressed).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes']);

    fireEvent.change(screen.getByLabelText(/^Hora/), { target: { value: '08:15' } });
    fireEvent.click(within(days).getByRole('button', { name: 'viernes' }));
    fireEvent.change(screen.getByLabelText('Quién la recibe'), { target: { value: 'teams' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la programación' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();

    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Equipos' })).getByRole('button', { name: 'Producto' }),
    );
    fireEvent.change(screen.getByLabelText(/Asunto propio/), { target: { value: '¡Buenos días!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la programación' }));
    const card = await screen.findByRole('listitem', { name: 'Recordatorio diario del check-in' }, WAIT);
    expect(card.textContent).toContain('A las 8:15, lunes, martes, miércoles y jueves');
    expect(card.textContent).toContain('Equipos: Producto');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      type: 'daily_reminder',
      time: '08:15',
      days: [1, 2, 3, 4],
      timeZone: null,
      templateId: null,
      customSubject: '¡Buenos días!',
      customMessage: null,
      active: true,
      recipients: { kind: 'teams', teamIds: [TEAM_ID] },
    });
  });

  it('says a refused team beside the teams and any other failure as an error saving the schedule', async () => {
    let refusal = apiError(422, 'VALIDATION_ERROR', { reason: 'UNKNOWN_TEAM' });
    notificationsServer({
      schedules: [schedule({ recipients: { kind: 'teams', teamIds: [TEAM_ID] } })],
      override: (call) => (call.method === 'PUT' ? refusal : undefined),
    });
    renderNotificationsPage();
    const card = await screen.findByRole('listitem', { name: 'Recordatorio diario del check-in' }, WAIT);
    fireEvent.click(within(card).getByRole('button', { name: 'Editar Recordatorio diario del check-in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar la programación' }));
    const teams = await screen.findByRole('toolbar', { name: 'Equipos' });
    await waitFor(() => expect(teams.getAttribute('aria-describedby')).toMatch(/error/));
    expect(screen.getByText('Ese equipo ya no existe. Recarga la página y elige otro.')).toBeTruthy();

    refusal = apiError(503, 'NETWORK_ERROR');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la programación' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al guardar la programación.');
  });

  it('deletes a schedule only after a confirmation', async () => {
    notificationsServer({ schedules: [schedule()] });
    renderNotificationsPage();
    const card = await screen.findByRole('listitem', { name: 'Recordatorio diario del check-in' }, WAIT);
    fireEvent.click(within(card).getByRole('button', { name: 'Eliminar Recordatorio diario del check-in' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText(/Aún no hay programaciones/, undefined, WAIT)).toBeTruthy();
  });
});
