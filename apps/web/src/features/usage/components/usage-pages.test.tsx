import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { changeLanguage } from '../../../lib/i18n';
import { apiError } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { companyUsage, loadUsageTexts, usageServer } from '../../../testing/usage-server';
import { CompanyUsagePage } from './company-usage-page';
import { UsagePrivacyPage } from './usage-privacy-page';

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: 'empresa/:slug/admin/usage', element: <CompanyUsagePage /> },
      { path: 'privacy/usage', element: <UsagePrivacyPage /> },
    ],
    path,
  );

beforeEach(loadUsageTexts);
afterEach(async () => {
  await changeLanguage('es');
});

describe('CompanyUsagePage', () => {
  it('shows people active, sessions, the average session and the screens used', async () => {
    usageServer();
    renderAt('/empresa/acme/admin/usage');
    const people = await screen.findByText('Personas activas');
    expect(people.nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('6 min')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '/dashboard',
      '/empresa/:slug/admin/surveys',
    ]);
    expect(screen.getByText(/2 pantallas usadas por muy pocas personas no se muestran/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Qué se recoge y por qué' }).getAttribute('href')).toBe(
      '/privacy/usage',
    );
  });

  it('asks for another period', async () => {
    const { calls } = usageServer();
    renderAt('/empresa/acme/admin/usage');
    await screen.findByText('Personas activas');
    fireEvent.mouseDown(screen.getByRole('tab', { name: '7 días' }));
    await screen.findByRole('tab', { name: '7 días', selected: true });
    await screen.findByText('Personas activas');
    expect(calls.map((call) => call.query.get('days'))).toContain('7');
  });

  it('says the figures are hidden when too few people used Tera', async () => {
    usageServer(() => ({
      status: 200,
      body: companyUsage({
        released: false,
        activePeople: null,
        sessions: null,
        screens: [],
        withheldScreens: 3,
      }),
    }));
    renderAt('/empresa/acme/admin/usage');
    expect(await screen.findByText(/las cifras se ocultan para proteger su privacidad/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the usage could not load, and tries again', async () => {
    let fail = true;
    usageServer(() => (fail ? apiError(503, 'DATABASE_UNAVAILABLE') : { status: 200, body: companyUsage() }));
    renderAt('/empresa/acme/admin/usage');
    expect(await screen.findByText('No se pudo cargar el uso')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Personas activas')).toBeTruthy();
  });

  it('reads in English', async () => {
    await changeLanguage('en');
    usageServer();
    renderAt('/empresa/acme/admin/usage');
    expect(await screen.findByText('Active people')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tera usage' })).toBeTruthy();
  });
});

describe('UsagePrivacyPage', () => {
  it('says what is collected, what never is, who sees it and how long it is kept', async () => {
    usageServer();
    renderAt('/privacy/usage');
    expect(screen.getByRole('heading', { level: 1, name: 'Qué uso de Tera se recoge' })).toBeTruthy();
    expect(screen.getByText(/Nada de lo que escribes/)).toBeTruthy();
    expect(await screen.findByText('El uso se borra pasados 90 días.')).toBeTruthy();
  });
});
