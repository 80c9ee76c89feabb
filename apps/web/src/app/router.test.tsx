import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../lib/i18n';
import { renderRoutes, stubFetch } from '../testing/render';
import { routes } from './router';

const HEALTHY = {
  components: [{ name: 'database', status: 'ok', critical: true }],
  features: [],
  issues: [],
};

const ACME_ADMIN = {
  user: { id: 'ana', email: 'ana@acme.test', name: 'Ana' },
  profile: {
    id: 'ana',
    email: 'ana@acme.test',
    fullName: 'Ana',
    role: 'admin',
    reportsTo: null,
    companyId: 'acme-id',
    teamId: null,
    jobTitle: null,
    department: null,
    joinDate: null,
    timeZone: 'Europe/Madrid',
    language: 'es',
    sharesCheckinsWithLeader: false,
    isActive: true,
    onboardedAt: '2026-01-01T00:00:00.000Z',
  },
  directReports: [],
  isLeader: false,
  isSuperAdmin: false,
  company: { id: 'acme-id', name: 'Acme', slug: 'acme' },
};

const ACME = {
  company: {
    id: 'acme-id',
    name: 'Acme',
    slug: 'acme',
    industry: 'technology',
    employeeCountRange: '11-50',
    logoUrl: null,
    website: null,
    description: null,
    contactEmail: null,
    phone: null,
    address: null,
    settings: {
      workdayStartHour: 9,
      timeZone: 'Europe/Madrid',
      confidentialityThreshold: 3,
      defaultLanguage: 'es',
      supportProgramme: null,
    },
    isActive: true,
    trialEndsAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  subscription: null,
};

const TODAY_DONE = {
  date: '2026-03-02',
  hour: 11,
  workdayStartHour: 9,
  checkin: null,
  completed: true,
  allowed: false,
};

const NOBODY_SIGNED_IN = { status: 401, body: { error: { code: 'SESSION_EXPIRED', message: 'No' } } };

function visit(path: string) {
  stubFetch({
    '/api/v1/system/status': { status: 200, body: HEALTHY },
    '/api/auth/get-session': { status: 200, body: null },
    '/api/v1/me': NOBODY_SIGNED_IN,
  });
  return renderRoutes(routes, path);
}

function visitSignedIn(path: string, me: typeof ACME_ADMIN = ACME_ADMIN) {
  stubFetch({
    '/api/v1/system/status': { status: 200, body: HEALTHY },
    '/api/auth/get-session': { status: 200, body: { user: { id: me.user.id } } },
    '/api/v1/me': { status: 200, body: me },
    '/api/v1/companies/acme': { status: 200, body: ACME },
    '/api/v1/companies/otra': {
      status: 404,
      body: { error: { code: 'RECORD_NOT_FOUND', message: 'No' } },
    },
    '/api/v1/checkins/today': { status: 200, body: TODAY_DONE },
  });
  return renderRoutes(routes, path);
}

// The first visit of a screen loads its code and texts, which takes a while under a test runner.
const FIRST_LOAD = { timeout: 5000 };

describe('routes', () => {
  it.each(['/', '/landing'])('%s shows the landing page', async (path) => {
    visit(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: /30 segundos al día/ }, FIRST_LOAD),
    ).toBeTruthy();
  });

  it.each([
    ['/auth', 'Inicia sesión en Tera'],
    ['/reset-password', 'Restablece tu contraseña'],
    ['/registration', 'Crea tu cuenta'],
    ['/unsubscribe/a-token', 'Tus notificaciones de Tera'],
  ])('%s shows its screen to anyone', async (path, heading) => {
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, FIRST_LOAD)).toBeTruthy();
  });

  it.each(['/onboarding', '/company-onboarding', '/dashboard', '/empresa/acme/admin'])(
    '%s sends someone not signed in to sign in, remembering where they were going',
    async (path) => {
      const { router } = visit(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Inicia sesión en Tera' }, FIRST_LOAD),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe('/auth');
    },
  );

  it('/empresa/acme/admin/executive shows the executive dashboard, offering the plans that include it', async () => {
    visitSignedIn('/empresa/acme/admin/executive');
    // A company on its trial lacks enterpriseAnalytics: the gate's dialog covers the page at once.
    expect(
      await screen.findByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Panel ejecutivo', hidden: true })).toBeTruthy();
  });

  it.each([
    ['/empresa/acme/admin/employees', 'Gestión de empleados'],
    ['/empresa/acme/admin/employees/invite', 'Invitar empleados'],
    ['/empresa/acme/admin', 'Panel de administración'],
    ['/empresa/acme/admin/analytics', 'Analítica'],
    ['/empresa/acme/admin/reports', 'Centro de informes'],
    ['/empresa/acme/admin/settings', 'Configuración de la empresa'],
    ['/empresa/acme/admin/notifications', 'Notificaciones'],
    ['/empresa/acme/admin/surveys', 'Encuestas'],
    ['/empresa/acme/admin/billing', 'Facturación'],
    ['/empresa/acme/admin/billing/management', 'Gestionar suscripción'],
    ['/empresa/acme/admin/billing/invoices', 'Facturas'],
    ['/empresa/acme/admin/billing/success', 'Confirmación del pago'],
    ['/empresa/acme', 'Acme'],
    ['/panel-lider', 'Acceso Restringido'],
  ])('%s shows its screen to the company’s admin', async (path, heading) => {
    visitSignedIn(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, FIRST_LOAD)).toBeTruthy();
  });

  it.each([
    ['es', 'Acceso Denegado', 'Se requieren permisos de administrador.'],
    ['en', 'Access Denied', 'Administrator permissions required.'],
  ])('refuses notification management to anyone but an admin, in %s', async (language, title, message) => {
    const leader = { ...ACME_ADMIN, profile: { ...ACME_ADMIN.profile, role: 'leader', language } };
    await act(() => i18n.changeLanguage(language));
    visitSignedIn('/empresa/acme/admin/notifications', leader);
    expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('/billing takes the company’s admin to the company’s billing page', async () => {
    const { router } = visitSignedIn('/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturación' }, FIRST_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/empresa/acme/admin/billing');
  });

  it('/billing tells anyone else who manages billing', async () => {
    const employee = { ...ACME_ADMIN, profile: { ...ACME_ADMIN.profile, role: 'employee' } };
    const { router } = visitSignedIn('/billing', employee);
    expect(
      await screen.findByText(/La facturación la gestiona quien administra tu empresa/, {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/billing');
  });

  it('takes Volver home from a refusal opened first, where going back would leave the app', async () => {
    const { router } = visitSignedIn('/panel-lider');
    await screen.findByRole('heading', { level: 1, name: 'Acceso Restringido' }, FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('takes Volver back to the page the person came from', async () => {
    const { router } = visitSignedIn('/empresa/acme/admin/employees');
    await screen.findByRole('heading', { level: 1, name: 'Gestión de empleados' }, FIRST_LOAD);
    await act(() => router.navigate('/panel-lider'));
    await screen.findByRole('heading', { level: 1, name: 'Acceso Restringido' }, FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/empresa/acme/admin/employees'));
  });

  it('/registration with an invitation shows the invitation instead', async () => {
    stubFetch({
      '/api/v1/system/status': { status: 200, body: HEALTHY },
      '/api/auth/get-session': { status: 200, body: null },
    });
    renderRoutes(routes, `/registration?invitation=${'a'.repeat(43)}`);
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar la invitación' })).toBeTruthy();
  });

  it('/super-admin shows the platform sign-in, and /super-admin/dashboard sends nobody there', async () => {
    stubFetch({
      '/api/v1/system/status': { status: 200, body: HEALTHY },
      '/api/v1/me': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'No' } } },
    });
    const { router } = renderRoutes(routes, '/super-admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Administración de la plataforma' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/super-admin');
  });

  it('/no-existe is not found', async () => {
    visit('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' }, FIRST_LOAD)).toBeTruthy();
  });

  it('/empresa/otra/admin/employees shows another company as not found, with nothing of it', async () => {
    visitSignedIn('/empresa/otra/admin/employees');
    expect(await screen.findByRole('heading', { name: 'Empresa no encontrada' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Gestión de empleados' })).toBeNull();
  });

  it.each(['/empresa/acme/otra-cosa', '/empresa/acme/admin/billing/otra'])(
    '%s is not found inside the company area',
    async (path) => {
      visitSignedIn(path);
      expect(await screen.findByRole('heading', { name: 'Página no encontrada' }, FIRST_LOAD)).toBeTruthy();
    },
  );
});
