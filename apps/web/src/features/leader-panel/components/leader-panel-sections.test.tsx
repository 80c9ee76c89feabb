import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../../testing/render';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { CompanyProvider } from '../../../lib/company/company-context';
import { FakeEventSource, leaderServer, loadLeaderPanelTexts, TODAY } from '../testing/leader-server';
import { LeaderPanelPage } from './leader-panel-page';

// The indicators chart's chunk does not arrive, as after a deploy or on a dropped connection.
vi.mock('../../../components/pulse/indicators-chart', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const WAIT = { timeout: 5000 };

describe('LeaderPanelPage, one card failing', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T11:00:00+01:00`));
    vi.stubGlobal('EventSource', FakeEventSource);
    // React and the boundary report the caught failure on the console; here it is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadLeaderPanelTexts();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the section error panel in that card alone, every other card in place', async () => {
    leaderServer();
    renderPanel();
    const panel = await screen.findByRole('alert', {}, WAIT);
    expect(within(panel).getByText('Indicadores del equipo')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(within(panel).getByText('Quedan 3 intentos')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Reload page' })).toBeTruthy();

    expect(screen.queryByRole('region', { name: 'Indicadores del equipo' })).toBeNull();
    for (const name of [
      'Hoy en tu equipo',
      'Avisos',
      'TeraPulse del equipo, últimos 30 días',
      'Calendario emocional del equipo',
      'TeraPulse por contexto',
      'Tu equipo',
    ]) {
      expect(screen.getByRole('region', { name }), name).toBeTruthy();
    }
    expect(screen.getByRole('region', { name: /Análisis rápido del equipo/ })).toBeTruthy();
    expect(await screen.findByRole('region', { name: /Asistente del equipo/ }, WAIT)).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

function renderPanel() {
  return renderRoutes(
    [
      {
        path: '/panel-lider',
        element: (
          <AuthProvider>
            <CompanyProvider>
              <LeaderPanelPage />
            </CompanyProvider>
          </AuthProvider>
        ),
      },
    ],
    '/panel-lider',
  );
}
