import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { CompanyProvider } from '../../../lib/company/company-context';
import { acmeCompany } from '../../../testing/company-settings-server';
import { renderRoutes } from '../../../testing/render';
import { dashboardServer, loadDashboardTexts, ownDay, TODAY } from '../../../testing/dashboard-server';
import { useOwnPulse } from '../api/own-pulse';
import { HelpCard } from './help-card';

const WAIT = { timeout: 5000 };
const RANGE = { from: '2026-02-08', to: '2026-03-11' };
const CRITICAL = [2, 9, 9, 2];
const GOOD = [8, 3, 2, 8];

/** Says when the person's days have arrived, so the card's absence is read after they did. */
function Arrived() {
  return useOwnPulse(RANGE).data ? <p>Días recibidos</p> : null;
}

function renderCard() {
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <AuthProvider>
            <CompanyProvider>
              <HelpCard range={RANGE} />
              <Arrived />
            </CompanyProvider>
          </AuthProvider>
        ),
      },
    ],
    '/dashboard',
  );
}

describe('HelpCard', () => {
  beforeEach(loadDashboardTexts);

  it('offers help, privately, after three critical check-ins in a row', async () => {
    const { calls } = dashboardServer({
      days: [ownDay('2026-03-07', CRITICAL), ownDay('2026-03-09', CRITICAL), ownDay(TODAY, CRITICAL)],
    });
    renderCard();
    expect(await screen.findByRole('heading', { name: '¿Unos días difíciles?' }, WAIT)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Escribe al soporte de Tera con prioridad urgente' }),
    ).toBeTruthy();
    expect(screen.getByText('Solo tú ves esta tarjeta. Nadie más recibe ningún aviso.')).toBeTruthy();
    // Offering help tells the server nothing: only reads were made.
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it("names the company's own support programme when its admins have set one", async () => {
    const company = acmeCompany();
    dashboardServer({
      days: [ownDay('2026-03-07', CRITICAL), ownDay('2026-03-09', CRITICAL), ownDay(TODAY, CRITICAL)],
      routes: {
        'GET /api/v1/companies/acme': () => ({
          status: 200,
          body: {
            company: {
              ...company,
              settings: { ...company.settings, supportProgramme: 'PAE: 900 100 200, 24 h' },
            },
            subscription: null,
          },
        }),
      },
    });
    renderCard();
    expect(
      await screen.findByText('El programa de apoyo de tu empresa: PAE: 900 100 200, 24 h', undefined, WAIT),
    ).toBeTruthy();
  });

  it('stays away when the latest check-in is not critical', async () => {
    dashboardServer({
      days: [ownDay('2026-03-07', CRITICAL), ownDay('2026-03-09', CRITICAL), ownDay(TODAY, GOOD)],
    });
    renderCard();
    await screen.findByText('Días recibidos', undefined, WAIT);
    expect(screen.queryByRole('heading', { name: '¿Unos días difíciles?' })).toBeNull();
  });
});
