import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { dashboardServer, loadDashboardTexts, TODAY } from '../../../testing/dashboard-server';
import { renderRoutes } from '../../../testing/render';
import { TodayStatus } from './today-status';

function renderTodayStatus() {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <AuthProvider>
            <TodayStatus onCompleted={() => undefined} />
          </AuthProvider>
        ),
      },
    ],
    '/dashboard',
  );
}

/** The machine running the suite is shared; a page's first data can take a few seconds. */
const WAIT = { timeout: 5000 };

describe('TodayStatus', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T11:00:00+01:00`));
    await loadDashboardTexts();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers today’s check-in while it is open, and shows today’s pulse and analysis once done', async () => {
    dashboardServer();
    const open = renderTodayStatus();
    expect(await screen.findByRole('button', { name: 'Comenzar check-in' }, WAIT)).toBeTruthy();
    open.unmount();

    dashboardServer({
      today: {
        completed: true,
        allowed: false,
        checkin: {
          id: '0b7c9d1e-2f3a-4b5c-8d6e-7f8091a2b3c4',
          user_id: 'user-1',
          check_in_date: TODAY,
          energy: 7,
          mental_pressure: 4,
          personal_concerns: 3,
          motivation: 7,
          variability: null,
          work_modality: null,
          day_dynamics: null,
          personal_conditions: null,
          special_situations: null,
          created_at: `${TODAY}T10:00:00.000Z`,
        },
      },
    });
    renderTodayStatus();
    expect(await screen.findByRole('heading', { name: 'Tu TeraPulse de hoy' }, WAIT)).toBeTruthy();
    expect(screen.getByText('TeraPulse 69 de 100, Bueno')).toBeTruthy();
    expect(screen.getByText('Estado Equilibrado')).toBeTruthy();
  });
});
