import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { ExecutivePage } from './executive-page';

function render() {
  const page: ReactNode = (
    <AuthProvider>
      <CompanyProvider>
        <ExecutivePage />
      </CompanyProvider>
    </AuthProvider>
  );
  return renderRoutes(
    [{ path: 'empresa/:slug/admin/executive', element: page }],
    '/empresa/acme/admin/executive',
  );
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('ExecutivePage', () => {
  beforeEach(loadCompanyAdminTexts);
  afterEach(() => vi.restoreAllMocks());

  it('shows the plan dialog and asks for nothing on a professional plan', async () => {
    const { calls } = companyAnalyticsServer({ plan: 'professional' });
    render();
    expect(await screen.findByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' })).toBeTruthy();
    expect(screen.getByText('El panel ejecutivo no está incluido en el plan de tu empresa.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/analytics/teams'))).toBe(false);
  });

  it('maps each team by TeraPulse and the four indicators, with the answers behind each figure', async () => {
    companyAnalyticsServer({ plan: 'enterprise' });
    render();
    const map = await screen.findByRole('table', { name: 'Mapa de calor por equipo' });
    expect(texts(within(map).getAllByRole('columnheader'))).toEqual([
      'Equipo',
      'TeraPulse',
      'Energía',
      'Presión mental (más bajo es mejor)',
      'Preocupaciones personales (más bajo es mejor)',
      'Motivación',
    ]);
    expect(texts(within(map).getAllByRole('rowheader'))).toEqual([
      'Toda la empresa',
      'Ventas 6 personas',
      'Soporte 5 personas',
      'Diseño 2 personas',
    ]);
    const cells = (name: RegExp) =>
      texts(within(within(map).getByRole('row', { name })).getAllByRole('cell'));
    expect(cells(/^Soporte/)).toEqual([
      '39 Crítico 30 respuestas',
      '4.0 30 respuestas',
      '7.0 30 respuestas',
      '6.0 30 respuestas',
      '5.0 30 respuestas',
    ]);
    expect(cells(/^Diseño/)).toEqual([expect.stringMatching(/^Reservado por privacidad/)]);
    expect(screen.getByText(/Últimos 30 días completos.*Hoy no cuenta/)).toBeTruthy();
    const company = screen.getByRole('region', { name: 'La empresa' });
    expect(within(company).getByText('+4 puntos frente al periodo anterior (60)')).toBeTruthy();
    expect(within(company).getByText('55 %')).toBeTruthy();
    expect(within(company).getByText('+5 puntos frente al periodo anterior (50 %)')).toBeTruthy();
  });

  it('names the teams moving most and each risk in words', async () => {
    companyAnalyticsServer({ plan: 'enterprise' });
    render();
    const movers = await screen.findByRole('region', { name: 'Equipos que más se mueven' });
    expect(texts(within(movers).getAllByRole('listitem'))).toEqual([
      'Soportede 55 a 39-16 puntos',
      'Ventasde 61 a 69+8 puntos',
    ]);
    const risks = screen.getByRole('region', { name: 'Riesgos' });
    expect(texts(within(risks).getAllByRole('listitem'))).toEqual([
      'Soporte: TeraPulse crítico (39)',
      'Soporte: Su TeraPulse cayó 10 puntos o más (-16)',
      'Soporte: Participación por debajo del 40 % (30 %)',
    ]);
  });

  it('ends with the company by context tag, a withheld tag saying why', async () => {
    companyAnalyticsServer({ plan: 'enterprise' });
    render();
    const tags = await screen.findByRole('region', { name: 'TeraPulse por contexto' });
    const remote = await within(tags).findByRole('row', { name: /Remoto/ });
    expect(texts(within(remote).getAllByRole('cell'))).toEqual(['40', '71', '64', '+7']);
    expect(
      within(tags).getByText(/Reservado: mostrarlo permitiría deducir respuestas de menos de 3/),
    ).toBeTruthy();
  });

  it('maps each team by the tags the company shows, one read for both, a withheld cell saying why', async () => {
    const { calls } = companyAnalyticsServer({ plan: 'enterprise' });
    render();
    const map = await screen.findByRole('region', { name: 'Mapa de calor por equipo y contexto' });
    const header = await within(map).findAllByRole('columnheader');
    // Many meetings is withheld for the company, so it is no column of the teams' either.
    expect(texts(header)).toEqual(['Equipo', 'Remoto']);
    const rows = within(map).getAllByRole('row').slice(1);
    expect(rows.map((row) => texts(within(row).getAllByRole('cell')))).toEqual([
      ['71 40 respuestas'],
      ['78 24 respuestas'],
      ['Reservado*'],
    ]);
    expect(texts(rows.map((row) => within(row).getByRole('rowheader')))).toEqual([
      'Toda la empresa',
      'Producto',
      'Ventas',
    ]);
    expect(within(map).getByText(/Reservado: mostrarlo, junto a lo demás que se muestra/)).toBeTruthy();
    const tagReads = calls.filter((call) => call.path.includes('/analytics/tags'));
    expect(tagReads.map((call) => call.path)).toEqual(['/api/v1/companies/acme/analytics/tags/teams']);
  });

  it('says when no team moved or is at risk, and where teams are made when there are none', async () => {
    let teams = { ...teamBreakdown(30), movers: [], risks: [] };
    companyAnalyticsServer({ plan: 'enterprise', teams: () => ({ status: 200, body: teams }) });
    const { queryClient } = render();
    expect(
      await screen.findByText('Ningún equipo ha cambiado 5 puntos o más frente al periodo anterior.'),
    ).toBeTruthy();
    expect(screen.getByText('Ningún equipo en riesgo en este periodo.')).toBeTruthy();
    teams = { ...teams, teams: [] };
    await queryClient.invalidateQueries();
    const link = await screen.findByRole('link', { name: 'Crear equipos en Gestión de empleados' });
    expect(link.getAttribute('href')).toBe('/empresa/acme/admin/employees');
    expect(screen.queryByRole('table', { name: 'Mapa de calor por equipo' })).toBeNull();
  });

  it('prints the page, and asks again for another period', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { calls } = companyAnalyticsServer({ plan: 'enterprise' });
    render();
    await screen.findByRole('table', { name: 'Mapa de calor por equipo' });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir o guardar en PDF' }));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.mouseDown(screen.getByRole('tab', { name: '365 días' }));
    await waitFor(() => expect(calls.some((call) => call.query.get('days') === '365')).toBe(true));
    expect(await screen.findByText(/Últimos 365 días completos/)).toBeTruthy();
  });

  it('says it is loading, then tells a failure and asks again on retry', async () => {
    let fail = true;
    const { calls } = companyAnalyticsServer({
      plan: 'enterprise',
      teams: () => (fail ? apiError(500, 'INTERNAL_ERROR') : { status: 200, body: teamBreakdown(30) }),
    });
    render();
    expect(await screen.findByRole('status', { name: 'Cargando las cifras de la empresa...' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No hemos podido cargar las cifras de la empresa')).toBeTruthy();
    fail = false;
    const before = calls.length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(await screen.findByRole('table', { name: 'Mapa de calor por equipo' })).toBeTruthy();
  });
});
