import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { CompanyProvider } from '../../../lib/company/company-context';
import { renderRoutes } from '../../../testing/render';
import { apiError } from '../../../testing/fake-api';
import {
  companyAnalyticsServer,
  loadCompanyAdminTexts,
  teamBreakdown,
} from '../../../testing/company-analytics-server';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AnalyticsPage } from './analytics-page';

function render(path: string) {
  const frame = (page: ReactNode) => (
    <AuthProvider>
      <CompanyProvider>{page}</CompanyProvider>
    </AuthProvider>
  );
  return renderRoutes(
    [
      { path: 'empresa/:slug/admin', element: frame(<AdminDashboardPage />) },
      { path: 'empresa/:slug/admin/analytics', element: frame(<AnalyticsPage />) },
    ],
    path,
  );
}

describe('AdminDashboardPage', () => {
  beforeEach(loadCompanyAdminTexts);

  it('shows people against seats, participation, pulse, alerts, subscription and invitations, each linked', async () => {
    companyAnalyticsServer();
    render('/empresa/acme/admin');
    const people = await screen.findByRole('region', { name: 'Personas' });
    expect(within(people).getByText('Activas').nextSibling?.textContent).toBe('8');
    expect(within(people).getByText('10 de 100 plazas ocupadas')).toBeTruthy();
    expect(within(people).getByRole('link', { name: 'Gestionar empleados' }).getAttribute('href')).toBe(
      '/empresa/acme/admin/employees',
    );
    const participation = screen.getByRole('region', { name: 'Participación' });
    // 20 days shown of 30, 6 answers each, over 8 active people: 120 / 240.
    expect(within(participation).getByText('Últimos 30 días').nextSibling?.textContent).toBe('50 %');
    expect(within(participation).getByText('120 respuestas')).toBeTruthy();
    const alerts = screen.getByRole('region', { name: 'Avisos' });
    expect(within(alerts).getByText(/La participación bajó al 40 %/)).toBeTruthy();
    expect(within(alerts).getByRole('link', { name: 'Invitar o recordar a tu equipo' })).toBeTruthy();
    const subscription = screen.getByRole('region', { name: 'Suscripción' });
    expect(within(subscription).getByText('Professional')).toBeTruthy();
    expect(within(subscription).getByText('En prueba')).toBeTruthy();
    const invitations = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    expect(within(invitations).getByText('irene@acme.test')).toBeTruthy();
    expect(within(invitations).getByRole('link', { name: 'Invitar empleados' }).getAttribute('href')).toBe(
      '/empresa/acme/admin/employees/invite',
    );
    const pulse = screen.getByRole('region', { name: 'TeraPulse de la empresa' });
    expect(within(pulse).getByText(/puntos frente a los 30 días anteriores/)).toBeTruthy();
  });

  it('says a window is withheld rather than zero when none of its days may be shown', async () => {
    const { adminDashboard } = await import('../../../testing/company-analytics-server');
    const base = adminDashboard();
    companyAnalyticsServer({
      dashboard: () => ({
        status: 200,
        body: {
          ...base,
          participation: {
            ...base.participation,
            today: {
              ...base.participation.today,
              answered: 0,
              shownDays: 0,
              participation: null,
              pulse: null,
            },
          },
        },
      }),
    });
    render('/empresa/acme/admin');
    const participation = await screen.findByRole('region', { name: 'Participación' });
    expect(within(participation).getByText('Hoy').nextSibling?.textContent).toBe('Reservado');
    expect(within(participation).getByText(/hacen falta al menos 3 respuestas/)).toBeTruthy();
  });

  it('tells a failure in the reader’s language and asks again on retry', async () => {
    const { adminDashboard } = await import('../../../testing/company-analytics-server');
    let fail = true;
    const { calls } = companyAnalyticsServer({
      dashboard: () => (fail ? apiError(500, 'INTERNAL_ERROR') : { status: 200, body: adminDashboard() }),
    });
    render('/empresa/acme/admin');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No hemos podido cargar las cifras de la empresa')).toBeTruthy();
    fail = false;
    const before = calls.filter((call) => call.path.endsWith('/admin-dashboard')).length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/admin-dashboard')).length).toBeGreaterThan(before),
    );
    expect(await screen.findByRole('region', { name: 'Personas' })).toBeTruthy();
  });
});

describe('AnalyticsPage', () => {
  beforeEach(loadCompanyAdminTexts);

  it('compares the period with the one before and switches between 30, 90 and 365 days', async () => {
    const { calls } = companyAnalyticsServer();
    render('/empresa/acme/admin/analytics');
    const comparison = await screen.findByRole('region', { name: 'Este periodo frente al anterior' });
    const energy = within(comparison).getByRole('row', { name: /Energía/ });
    expect(
      within(energy)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7.0', '5.0', '+2 (mejor)']);
    fireEvent.mouseDown(screen.getByRole('tab', { name: '365 días' }));
    await waitFor(() => expect(calls.some((call) => call.query.get('days') === '365')).toBe(true));
    expect(await screen.findByText(/frente a los 365 días anteriores/)).toBeTruthy();
  });

  it('shows how the pulse differs with each context tag, and why a tag is withheld', async () => {
    companyAnalyticsServer();
    render('/empresa/acme/admin/analytics');
    const tags = await screen.findByRole('region', { name: 'TeraPulse por contexto' });
    const remote = await within(tags).findByRole('row', { name: /Remoto/ });
    expect(
      within(remote)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '71', '64', '+7']);
    expect(
      within(tags).getByText(/Reservado: mostrarlo permitiría deducir respuestas de menos de 3 personas/),
    ).toBeTruthy();
  });

  it('shows each team beside the company, and why a withheld team has no figures', async () => {
    companyAnalyticsServer();
    render('/empresa/acme/admin/analytics');
    const section = await screen.findByRole('region', { name: 'Por equipo' });
    const table = await within(section).findByRole('table', { name: 'Por equipo' });
    expect(within(section).getByText(/Los últimos 30 días completos.*Hoy no cuenta/)).toBeTruthy();
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Members, TeraPulse with its band, the four indicators, answers and the change.
    expect(cells(/Ventas/)).toEqual(['6', '69 Bueno', '7.0', '4.0', '3.0', '7.0', '90', '+8 (mejor)']);
    expect(cells(/Toda la empresa/)).toEqual([
      '8',
      '64 Bueno',
      '7.0',
      '4.0',
      '3.0',
      '7.0',
      '200',
      '+4 (mejor)',
    ]);
    expect(cells(/Diseño/)).toEqual([
      '2',
      'Reservado por privacidad: mostrarlo permitiría, restándolo de las cifras de la empresa, deducir respuestas de menos de 3 personas.',
    ]);
    expect(
      within(table).getByRole('columnheader', { name: 'Presión mental (más bajo es mejor)' }),
    ).toBeTruthy();
  });

  it('shows each department beside the company from the same breakdown, and why one is withheld', async () => {
    const { calls } = companyAnalyticsServer();
    render('/empresa/acme/admin/analytics');
    const section = await screen.findByRole('region', { name: 'Por departamento' });
    const table = await within(section).findByRole('table', { name: 'Por departamento' });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(table).getByRole('columnheader', { name: 'Departamento' })).toBeTruthy();
    expect(cells(/Comercial/)).toEqual(['9', '66 Bueno', '7.0', '4.0', '3.0', '7.0', '110', '+4 (mejor)']);
    expect(cells(/Operaciones/)).toEqual([
      '3',
      'Reservado por privacidad: junto a las cifras de la empresa y de los equipos, permitiría deducir respuestas de menos de 3 personas.',
    ]);
    // Teams and departments are one release: one request serves both sections.
    await screen.findByRole('table', { name: 'Por equipo' });
    expect(calls.filter((call) => call.path.endsWith('/analytics/teams'))).toHaveLength(1);
  });

  it('says how to give people a department when nobody has one', async () => {
    companyAnalyticsServer({
      teams: () => ({ status: 200, body: { ...teamBreakdown(30), departments: [] } }),
    });
    render('/empresa/acme/admin/analytics');
    const section = await screen.findByRole('region', { name: 'Por departamento' });
    expect(await within(section).findByText(/Nadie de tu empresa tiene aún un departamento/)).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'Indicar departamentos en Gestión de empleados' }),
    ).toHaveProperty('href', expect.stringMatching(/\/empresa\/acme\/admin\/employees$/));
  });

  it('offers the plans for the team section alone when the plan lacks advancedAnalytics', async () => {
    const { calls } = companyAnalyticsServer({ plan: 'starter' });
    render('/empresa/acme/admin/analytics');
    const section = await screen.findByRole('region', { name: 'Por equipo' });
    expect(
      within(section).getByText('El desglose por equipo no está incluido en el plan de tu empresa.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Este periodo frente al anterior' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Ver planes' }));
    expect(await screen.findByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' })).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/analytics/teams'))).toBe(false);
  });

  it('shows the plan dialog when the server refuses what the cached plan allowed', async () => {
    companyAnalyticsServer({ refused: true });
    render('/empresa/acme/admin/analytics');
    expect(await screen.findByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' })).toBeTruthy();
  });

  it('shows the plan dialog and asks for nothing when the plan lacks basicAnalytics', async () => {
    const { calls } = companyAnalyticsServer({ lacking: 'basicAnalytics' });
    render('/empresa/acme/admin/analytics');
    expect(await screen.findByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' })).toBeTruthy();
    expect(screen.getByText('La analítica no está incluida en el plan de tu empresa.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/analytics'))).toBe(false);
  });
});
