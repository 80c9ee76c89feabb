import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { CompanyProvider } from '../../../lib/company/company-context';
import { apiError } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { loadReportsTexts, reportsServer } from '../../../testing/reports-server';
import { ReportsPage } from './reports-page';

function render() {
  const frame = (page: ReactNode) => (
    <AuthProvider>
      <CompanyProvider>{page}</CompanyProvider>
    </AuthProvider>
  );
  return renderRoutes(
    [{ path: 'empresa/:slug/admin/reports', element: frame(<ReportsPage />) }],
    '/empresa/acme/admin/reports',
  );
}

describe('ReportsPage', () => {
  beforeEach(async () => {
    await loadReportsTexts();
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
  });

  it('downloads a ready-made report in the chosen period and the reader’s language', async () => {
    const { calls } = reportsServer();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render();
    expect(await screen.findByText(/al menos 4 respuestas/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Periodo de los informes'), { target: { value: '365' } });
    const pulse = screen.getByRole('region', { name: 'TeraPulse de la empresa' });
    fireEvent.click(
      within(pulse).getByRole('button', { name: 'Descargar TeraPulse de la empresa en Excel (XLSX)' }),
    );
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const download = calls.find((call) => call.path === '/api/v1/companies/acme/reports/pulse')!;
    expect(Object.fromEntries(download.query)).toEqual({ format: 'xlsx', days: '365', lang: 'es' });
    clicked.mockRestore();
  });

  it('tells a failed download beside its buttons, in words', async () => {
    reportsServer({ download: () => apiError(503, 'NETWORK_ERROR') });
    render();
    const participation = await screen.findByRole('region', { name: 'Participación' });
    fireEvent.click(within(participation).getByRole('button', { name: 'Descargar Participación en PDF' }));
    const alert = await within(participation).findByRole('alert');
    expect(alert.textContent).toContain('No se pudo descargar el informe.');
  });

  it('saves a custom report, lists it, and deletes it after a confirmation', async () => {
    const { calls } = reportsServer();
    render();
    expect(await screen.findByText('Aún no has guardado ningún informe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar informe' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nombre del informe/), { target: { value: 'Energía semanal' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'TeraPulse' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Energía' }));
    fireEvent.change(screen.getByLabelText('Agrupar por'), { target: { value: 'month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar informe' }));
    const list = screen.getByRole('region', { name: 'Informes guardados' });
    const item = await within(list).findByRole('listitem', { name: 'Energía semanal' });
    expect(item.textContent).toContain('Energía, Respuestas · por mes · Últimos 90 días');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Energía semanal',
      measures: ['energy', 'answered'],
      grouping: 'month',
      days: 90,
    });
    fireEvent.click(within(item).getByRole('button', { name: 'Eliminar Energía semanal' }));
    fireEvent.click(within(item).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await within(list).findByText('Aún no has guardado ningún informe.')).toBeTruthy();
  });

  it('keeps custom reports behind the plan gate, with its dialog, on a plan without them', async () => {
    reportsServer({ plan: 'starter' });
    render();
    expect(
      await screen.findByText('Los informes personalizados están en el plan Professional y superiores.'),
    ).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar informe' })).toBeNull();
    // The ready-made reports stay, but the breakdowns need advancedAnalytics.
    expect(screen.getByRole('region', { name: 'Participación', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Por equipo', hidden: true })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Por departamento', hidden: true })).toBeNull();
  });

  it('offers the pulse by context tag on every plan, over its whole weeks', async () => {
    const { calls } = reportsServer({ plan: 'starter' });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render();
    const tags = await screen.findByRole('region', { name: 'TeraPulse por contexto', hidden: true });
    expect(within(tags).getByText(/últimas cuatro semanas completas/)).toBeTruthy();
    fireEvent.click(
      within(tags).getByRole('button', { name: 'Descargar TeraPulse por contexto en PDF', hidden: true }),
    );
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls.some((call) => call.path === '/api/v1/companies/acme/reports/tags')).toBe(true);
    clicked.mockRestore();
  });

  it('offers the breakdowns by team and by department on a plan with advancedAnalytics', async () => {
    const { calls } = reportsServer();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render();
    const departments = await screen.findByRole('region', { name: 'Por departamento' });
    expect(within(departments).getByText(/cada departamento en los días completos/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Por equipo' })).toBeTruthy();
    fireEvent.click(within(departments).getByRole('button', { name: 'Descargar Por departamento en CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const download = calls.find((call) => call.path === '/api/v1/companies/acme/reports/departments')!;
    expect(Object.fromEntries(download.query)).toEqual({ format: 'csv', days: '30', lang: 'es' });
    clicked.mockRestore();
  });
});
