import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../testing/render';
import {
  company,
  DEMO_COMPANY,
  loadSuperAdminTexts,
  MAIL,
  me,
  superAdminServer,
} from '../testing/super-admin-server';
import { SuperAdminDashboardPage } from './super-admin-dashboard-page';

function visit(path = '/super-admin/dashboard') {
  return renderRoutes(
    [
      { path: '/super-admin', element: <h1>Acceso de la plataforma</h1> },
      { path: '/auth', lazy: () => Promise.resolve({ Component: () => <h1>Acceso general</h1> }) },
      { path: '/super-admin/dashboard', element: <SuperAdminDashboardPage /> },
    ],
    path,
  );
}

// A page of 50 rows, and a search after typing pauses, take a while to render on a busy machine.
const SLOW = { timeout: 5000 };

/** Tables from 768 px; the test screen is narrower unless it says otherwise. */
function screenIsWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: wide,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  (await import('sonner')).toast.dismiss();
});

describe('SuperAdminDashboardPage access', () => {
  beforeEach(loadSuperAdminTexts);

  it('sends someone who is not signed in to the platform sign-in', async () => {
    superAdminServer({ signedIn: null });
    const { router } = visit();
    expect(await screen.findByRole('heading', { name: 'Acceso de la plataforma' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/super-admin');
  });

  it("answers 'Acceso Restringido' to any other account, with its role and the one needed", async () => {
    const server = superAdminServer({ signedIn: me(false) });
    const { router } = visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso Restringido' })).toBeTruthy();
    expect(screen.getByText('No tienes los permisos necesarios para acceder a esta página.')).toBeTruthy();
    expect(screen.getByText('Empleado')).toBeTruthy();
    expect(screen.getByText('Superadministrador')).toBeTruthy();
    expect(server.requests.some((request) => request.path.startsWith('/api/v1/admin/'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin'));
    expect(server.to('/api/auth/sign-out')).toHaveLength(1);
  });

  it('signs a platform administrator out back to the platform sign-in', async () => {
    const server = superAdminServer();
    const { router } = visit();
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin'));
    expect(server.to('/api/auth/sign-out')).toHaveLength(1);
  });
});

describe('SuperAdminDashboardPage', () => {
  beforeEach(loadSuperAdminTexts);

  it('shows each section as a tab, reachable with the arrow keys', async () => {
    superAdminServer();
    const { router } = visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de la plataforma' })).toBeTruthy();
    expect(screen.getByText('Sesión iniciada como super@demo.tera.local')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Secciones del panel' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Empresas',
      'Personas',
      'Suscripciones',
      'Correos',
      'Solicitudes de demo',
      'Uso',
      'Soporte',
    ]);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Personas' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByText('Javier López')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=people');
  });

  it("shows the platform's usage: companies and people active, sessions and screens", async () => {
    superAdminServer();
    visit('/super-admin/dashboard?tab=usage');
    expect(await screen.findByRole('heading', { level: 2, name: 'Uso de la plataforma' })).toBeTruthy();
    expect((await screen.findByText('Empresas activas')).nextElementSibling?.textContent).toBe('3');
    expect(screen.getByRole('rowheader', { name: 'Demo' })).toBeTruthy();
    expect(screen.getByText('2 empresas con muy pocas personas activas no se muestran.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '7 días' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '7 días' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('lists companies as cards on a narrow screen and as a table on a wide one', async () => {
    superAdminServer();
    screenIsWide(false);
    const narrow = visit();
    expect(await screen.findByText('Tera Demo')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('18 de 100')).toBeTruthy();
    narrow.unmount();

    screenIsWide(true);
    visit();
    const table = await screen.findByRole('table', { name: 'Empresas de la plataforma' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Empresa', 'Plan', 'Estado', 'Personas', 'Alta']);
    expect(within(table).getByRole('rowheader', { name: /Tera Demo/ })).toBeTruthy();
  });

  it("changes a company's plan only after confirmation, and shows the new plan", async () => {
    const server = superAdminServer();
    visit();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Plan de Tera Demo' });
    expect(select.value).toBe('professional');

    fireEvent.change(select, { target: { value: 'starter' } });
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el plan' });
    expect(
      within(dialog).getByText(/Tera Demo pasará de Professional a Starter: 200 al mes y hasta 25 personas/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    expect(select.value).toBe('professional');

    fireEvent.change(select, { target: { value: 'starter' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar el plan' }));
    expect(await screen.findByText('Tera Demo tiene ahora el plan Starter.')).toBeTruthy();
    const puts = server.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => [request.path, request.body])).toEqual([
      [`/api/v1/admin/companies/${DEMO_COMPANY.id}/plan`, { planType: 'starter', status: 'active' }],
    ]);
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Plan de Tera Demo' }).value).toBe(
        'starter',
      ),
    );
    expect(screen.getByText('18 de 25')).toBeTruthy();
  });

  it('searches once typing pauses, starting again from the first page', async () => {
    const companies = Array.from({ length: 120 }, (_, index) => company(index + 1));
    const server = superAdminServer({ companies });
    visit();
    expect(await screen.findByText('Página 1 de 3 · 120 resultados', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 2 de 3 · 120 resultados', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Empresa 51')).toBeTruthy();

    const search = screen.getByLabelText('Buscar empresas por nombre o dirección');
    fireEvent.change(search, { target: { value: 'Empresa 11' } });
    fireEvent.change(search, { target: { value: 'Empresa 119' } });
    expect(await screen.findByText('Página 1 de 1 · 1 resultado', {}, SLOW)).toBeTruthy();
    const searches = server.to('/api/v1/admin/companies').map((request) => request.query.get('search'));
    expect(searches.filter(Boolean)).toEqual(['Empresa 119']);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveProperty('disabled', true);

    fireEvent.change(search, { target: { value: 'nadie' } });
    expect(await screen.findByText('Nada coincide con «nadie».', {}, SLOW)).toBeTruthy();
  }, 20_000);

  it('says when a list cannot be loaded and loads it on retry', async () => {
    const server = superAdminServer({
      failList: { status: 500, body: { error: { code: 'DATABASE_ERROR', message: 'x' } } },
    });
    visit();
    expect(await screen.findByText('No se pudo cargar la lista.')).toBeTruthy();
    expect(screen.getByText('Error en la base de datos. Intenta nuevamente.')).toBeTruthy();
    server.recover();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Tera Demo')).toBeTruthy();
    expect(screen.queryByText('No se pudo cargar la lista.')).toBeNull();
  });

  it('reads an e-mail of the outbox as text', async () => {
    superAdminServer();
    visit('/super-admin/dashboard?tab=outbox');
    fireEvent.click(await screen.findByRole('button', { name: `Leer el correo «${MAIL.subject}»` }));
    const dialog = await screen.findByRole('dialog', { name: MAIL.subject });
    expect(within(dialog).getByText('lucia@acme.example')).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Texto del correo' }).textContent).toBe(MAIL.text);
  });

  it('says so when a list is empty', async () => {
    superAdminServer();
    visit('/super-admin/dashboard?tab=demoRequests');
    expect(await screen.findByText('Todavía no hay solicitudes de demo.')).toBeTruthy();
  });

  it('speaks English', async () => {
    superAdminServer();
    await changeLanguage('en');
    await loadSuperAdminTexts();
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform dashboard' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Demo requests' })).toBeTruthy();
    expect(await screen.findByText('18 of 100')).toBeTruthy();
  });
});
