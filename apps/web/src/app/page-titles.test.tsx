import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { Me } from '@tera/domain';
import { i18n } from '../lib/i18n';
import { renderRoutes, stubFetch } from '../testing/render';
import { routes } from './router';

const HEALTHY = {
  components: [{ name: 'database', status: 'ok', critical: true }],
  features: [],
  issues: [],
};

const ADMIN: Me = {
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
    settings: { workdayStartHour: 9, timeZone: 'Europe/Madrid', confidentialityThreshold: 3 },
    isActive: true,
    trialEndsAt: null,
  },
  subscription: null,
};

function visit(path: string, { signedIn = false, person = ADMIN } = {}) {
  stubFetch({
    '/api/v1/system/status': { status: 200, body: HEALTHY },
    '/api/auth/get-session': { status: 200, body: signedIn ? { user: { id: 'ana' } } : null },
    '/api/v1/me': signedIn
      ? { status: 200, body: person }
      : { status: 401, body: { error: { code: 'SESSION_EXPIRED', message: 'No' } } },
    '/api/v1/companies/acme': { status: 200, body: ACME },
    '/api/v1/checkins/today': {
      status: 200,
      body: {
        date: '2026-03-02',
        hour: 11,
        workdayStartHour: 9,
        checkin: null,
        completed: true,
        allowed: false,
      },
    },
  });
  return renderRoutes(routes, path);
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

// The first visit of a screen loads its code and texts, which takes a while under a test runner.
const FIRST_LOAD = { timeout: 5000 };

describe('each screen’s document title', () => {
  it.each([
    ['/', 'Bienestar emocional de equipos · Tera'],
    ['/auth', 'Iniciar sesión · Tera'],
    ['/registration', 'Crear cuenta · Tera'],
    ['/reset-password', 'Restablecer la contraseña · Tera'],
    ['/super-admin', 'Acceso a la administración de la plataforma · Tera'],
    ['/unsubscribe/a-token', 'Tus notificaciones · Tera'],
    ['/no-existe', 'Página no encontrada · Tera'],
  ])('%s is named in the tab as %s', async (path, title) => {
    visit(path);
    await waitFor(() => expect(document.title).toBe(title), FIRST_LOAD);
  });

  it.each([
    ['/dashboard', 'Tu espacio · Tera'],
    ['/empresa/acme/admin/employees', 'Gestión de empleados · Tera'],
    ['/empresa/acme/admin/employees/invite', 'Invitar empleados · Tera'],
    ['/empresa/acme/admin', 'Panel de administración · Tera'],
    ['/empresa/acme/admin/analytics', 'Analítica · Tera'],
    ['/empresa/acme/admin/executive', 'Panel ejecutivo · Tera'],
    ['/empresa/acme/admin/notifications', 'Notificaciones · Tera'],
    ['/empresa/acme/admin/surveys', 'Encuestas · Tera'],
    ['/empresa/acme/admin/billing', 'Facturación · Tera'],
    ['/empresa/acme/admin/billing/management', 'Gestionar suscripción · Tera'],
    ['/empresa/acme/admin/billing/invoices', 'Facturas · Tera'],
    ['/empresa/acme/admin/billing/success', 'Confirmación del pago · Tera'],
    ['/empresa/acme/otra-cosa', 'Página no encontrada · Tera'],
  ])('%s, signed in, is named in the tab as %s', async (path, title) => {
    visit(path, { signedIn: true });
    await waitFor(() => expect(document.title).toBe(title), FIRST_LOAD);
  });

  it.each([
    ['/empresa/acme/admin', 'Acceso restringido · Tera', 'Restricted access · Tera'],
    ['/empresa/acme/admin/notifications', 'Acceso denegado · Tera', 'Access denied · Tera'],
  ])(
    '%s, refused to an employee, names the refusal in the tab: %s, then %s',
    async (path, spanish, english) => {
      const employee: Me = { ...ADMIN, profile: { ...ADMIN.profile, role: 'employee' } };
      visit(path, { signedIn: true, person: employee });
      await waitFor(() => expect(document.title).toBe(spanish), FIRST_LOAD);
      await act(() => i18n.changeLanguage('en'));
      expect(document.title).toBe(english);
      await act(() => i18n.changeLanguage('es'));
    },
  );

  it('follows the language: title and description of a public page change with it', async () => {
    visit('/auth');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Tera'), FIRST_LOAD);
    expect(description()).toBe(
      'Inicia sesión en Tera para hacer tu check-in emocional diario y seguir el pulso de tu equipo.',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('Sign in · Tera');
    expect(description()).toBe(
      "Sign in to Tera to do your daily emotional check-in and follow your team's pulse.",
    );
  });
});
