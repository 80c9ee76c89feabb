import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../testing/render';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { CompanyProvider } from '../../../lib/company/company-context';
import type { ApiCall } from '../../../testing/fake-api';
import { dashboardServer, loadDashboardTexts, me, profile, TODAY } from '../../../testing/dashboard-server';
import { dashboardScreen } from './dashboard-page';

/** The check-in feature's card has its own tests; here it only has to be there. */
const DashboardPage = dashboardScreen(() => <p>Check-in de hoy</p>);

function renderDashboard() {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <AuthProvider>
            <CompanyProvider>
              <DashboardPage />
            </CompanyProvider>
          </AuthProvider>
        ),
      },
    ],
    '/dashboard',
  );
}

/** The machine running the suite is shared; a page's first data can take a few seconds. */
const WAIT = { timeout: 5000 };

const calendarShown = () => screen.findByRole('grid', { name: /Tu historial emocional/ }, WAIT);

describe('DashboardPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T11:00:00+01:00`));
    await loadDashboardTexts();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    (await import('sonner')).toast.dismiss();
  });

  it('shows the streak, the 30-day trend and the month coloured by band from the person’s days', async () => {
    dashboardServer();
    renderDashboard();
    expect(await screen.findByText('2 días')).toBeTruthy();
    expect(await screen.findByText('Media de 59 (Bueno) en 10 días con check-in.', {}, WAIT)).toBeTruthy();
    const grid = await calendarShown();
    expect(
      await within(grid).findByRole('gridcell', { name: 'lunes, 9 de marzo: TeraPulse 22, Crítico' }, WAIT),
    ).toBeTruthy();
    expect(
      within(grid).getByRole('gridcell', { name: 'lunes, 2 de marzo: TeraPulse 69, Bueno' }),
    ).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: 'martes, 3 de marzo: sin check-in' })).toBeTruthy();
    expect(
      within(grid).getByRole('gridcell', { name: 'miércoles, 11 de marzo: aún no ha llegado' }),
    ).toBeTruthy();
  });

  it('moves through the calendar with the keyboard, into earlier months', async () => {
    const { calls } = dashboardServer();
    renderDashboard();
    await screen.findByText('Media de 59 (Bueno) en 10 días con check-in.', {}, WAIT);
    const today = await within(await calendarShown()).findByRole(
      'gridcell',
      { name: /martes, 10 de marzo/ },
      WAIT,
    );
    expect(today.getAttribute('tabindex')).toBe('0');
    expect(today.getAttribute('aria-current')).toBe('date');
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2026-03-09'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2026-03-02'));
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(await screen.findByRole('heading', { name: 'Febrero de 2026' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2026-02-02'));
    expect(
      calls.some((call) => call.path === '/api/v1/pulse/me' && call.query.get('from') === '2026-02-01'),
    ).toBe(true);
  });

  it('says there is nothing to chart yet for someone without check-ins', async () => {
    dashboardServer({ days: [], streak: 0 });
    renderDashboard();
    expect(await screen.findByText('Haz tu check-in de hoy para empezar una racha.')).toBeTruthy();
    expect(await screen.findAllByText(/Aún no hay check-ins en estos 30 días/, {}, WAIT)).toHaveLength(2);
  });

  /** The 30-day request (from a month before today), not the calendar's month. */
  const isTrendRequest = (call: ApiCall) =>
    call.path === '/api/v1/pulse/me' && (call.query.get('from') ?? '') < '2026-03-01';
  const isMonthRequest = (call: ApiCall) =>
    call.path === '/api/v1/pulse/me' && call.query.get('from') === '2026-03-01';
  const panels = () =>
    screen.queryAllByRole('alert').filter((alert) => alert.textContent?.includes('Algo salió mal'));
  // React and the boundary report each caught failure on the console; here they are expected.
  const quietFailures = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('shows a failing month in the calendar’s own error panel, every other card in place', async () => {
    quietFailures();
    let failing = true;
    dashboardServer({
      override: (call) => (failing && isMonthRequest(call) ? { status: 503, body: undefined } : undefined),
    });
    renderDashboard();
    const panel = await screen.findByRole('alert', {}, WAIT);
    expect(within(panel).getByText('Tu historial emocional')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(within(panel).getByText('Se produjo un error inesperado en esta sección.')).toBeTruthy();
    expect(within(panel).getByText('Error de conexión. Verifica tu conexión a internet.')).toBeTruthy();
    expect(within(panel).getByText('Quedan 3 intentos')).toBeTruthy();

    expect(await screen.findByText('Media de 59 (Bueno) en 10 días con check-in.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tus cuatro indicadores' })).toBeTruthy();
    expect(screen.getByText('2 días')).toBeTruthy();
    expect(screen.getByText('Check-in de hoy')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Compartir mis check-ins con mi líder directo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descargar en JSON' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(panels()).toHaveLength(1);

    failing = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(await screen.findByRole('grid', {}, WAIT)).findByRole('gridcell', {
        name: 'lunes, 9 de marzo: TeraPulse 22, Crítico',
      }),
    ).toBeTruthy();
    expect(panels()).toHaveLength(0);
  });

  it('shows a failing trend in the error panels of its three cards, and one retry brings all three back', async () => {
    quietFailures();
    let failing = true;
    dashboardServer({
      override: (call) => (failing && isTrendRequest(call) ? { status: 503, body: undefined } : undefined),
    });
    renderDashboard();
    await waitFor(() => expect(panels()).toHaveLength(3), WAIT);
    expect(panels().map((panel) => panel.querySelector('p')?.textContent)).toEqual([
      'Racha actual',
      'Tu TeraPulse, últimos 30 días',
      'Tus cuatro indicadores',
    ]);
    expect(
      await within(await calendarShown()).findByRole('gridcell', {
        name: 'lunes, 9 de marzo: TeraPulse 22, Crítico',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Check-in de hoy')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Descargar en CSV' }, WAIT)).toBeTruthy();

    failing = false;
    fireEvent.click(within(panels()[1]!).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Media de 59 (Bueno) en 10 días con check-in.', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(panels()).toHaveLength(0), WAIT);
    expect(screen.getByText('2 días')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tus cuatro indicadores' })).toBeTruthy();
  });

  it('counts down the retries of a card that keeps failing, leaving the reload', async () => {
    quietFailures();
    const { calls } = dashboardServer({
      override: (call) => (isMonthRequest(call) ? { status: 503, body: undefined } : undefined),
    });
    renderDashboard();
    await screen.findByRole('alert', {}, WAIT);
    for (const left of [
      'Quedan 2 intentos',
      'Queda 1 intento',
      'No quedan más intentos. Recarga la página.',
    ]) {
      fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
      expect(
        await within(await screen.findByRole('alert', {}, WAIT)).findByText(left, {}, WAIT),
      ).toBeTruthy();
    }
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(calls.filter(isMonthRequest)).toHaveLength(4);
  });
});

describe('privacy and own data', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T11:00:00+01:00`));
    await loadDashboardTexts();
  });
  afterEach(async () => {
    vi.useRealTimers();
    (await import('sonner')).toast.dismiss();
  });

  it('keeps check-ins private by default, and shares them with the leader when turned on', async () => {
    const { calls } = dashboardServer();
    renderDashboard();
    const toggle = await screen.findByRole('switch', {
      name: 'Compartir mis check-ins con mi líder directo',
    });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'), { timeout: 5000 });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ sharesCheckinsWithLeader: true });
    expect(await screen.findByText('Tu líder directo ya puede ver tus check-ins.')).toBeTruthy();
    expect(screen.getByText(/porque lo has elegido, tu TeraPulse por nombre/)).toBeTruthy();
  });

  it('cannot share without a direct leader', async () => {
    dashboardServer({ person: me(profile({ reportsTo: null })) });
    renderDashboard();
    const toggle = await screen.findByRole('switch', {
      name: 'Compartir mis check-ins con mi líder directo',
    });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(true));
    expect(screen.getByText(/No tienes un líder directo asignado/)).toBeTruthy();
  });

  it('offers the own check-ins as JSON and CSV files', async () => {
    dashboardServer();
    renderDashboard();
    expect((await screen.findByRole('link', { name: 'Descargar en JSON' })).getAttribute('href')).toBe(
      '/api/v1/checkins/export?format=json',
    );
    expect(screen.getByRole('link', { name: 'Descargar en CSV' }).getAttribute('href')).toBe(
      '/api/v1/checkins/export?format=csv',
    );
  });

  it('erases every check-in only after confirmation, and says how many', async () => {
    const { calls } = dashboardServer();
    renderDashboard();
    await screen.findByText('Media de 59 (Bueno) en 10 días con check-in.', {}, WAIT);
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar todos mis check-ins' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: '¿Borrar todos tus check-ins?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    // Focus goes back where the person was, not to the top of the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Borrar todos mis check-ins' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Borrar todos mis check-ins' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, borrar todo' }),
    );
    expect(await screen.findByText('Se han borrado 10 check-ins.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findAllByText(/Aún no hay check-ins en estos 30 días/)).toHaveLength(2);
  });
});
