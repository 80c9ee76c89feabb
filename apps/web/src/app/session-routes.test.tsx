import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@tera/domain';
import { i18n } from '../lib/i18n';
import { persistQueryCache, restoreQueryCache } from '../lib/query-persistence';
import { createTestQueryClient, renderRoutes, stubFetch } from '../testing/render';
import { me as person } from '../testing/dashboard-server';
import { routes } from './router';

const HEALTHY = {
  components: [{ name: 'database', status: 'ok', critical: true }],
  features: [],
  issues: [],
};
const ANA: Me = person();
const TODAY_DONE = {
  date: '2026-03-10',
  hour: 11,
  workdayStartHour: 9,
  checkin: null,
  completed: true,
  allowed: false,
};
const NOBODY = { status: 401, body: { error: { code: 'SESSION_EXPIRED', message: 'No session' } } };
const SERVER_ERROR = { status: 500, body: { error: { code: 'DATABASE_ERROR', message: 'down' } } };
// A signed-in screen that needs nothing of the server but the person: what usage Tera collects.
const SCREEN_PATH = '/privacy/usage';
const SCREEN = { level: 1, name: 'Qué uso de Tera se recoge' } as const;
const SIGN_IN = { level: 1, name: 'Inicia sesión en Tera' } as const;
const SESSION_EXPIRED = 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.';
// The first visit of a screen loads its code and texts, which takes a while under a test runner.
const FIRST_LOAD = { timeout: 5000 };

type Answer = { status: number; body?: unknown };

/** The server, with what /api/v1/me and better-auth's session check answer. */
function server({ me, session = { user: { id: ANA.user.id } } }: { me: () => Answer; session?: unknown }) {
  return stubFetch({
    '/api/v1/system/status': { status: 200, body: HEALTHY },
    '/api/v1/me': () => me(),
    '/api/auth/get-session': () => ({ status: 200, body: session }),
    '/api/auth/sign-out': { status: 200, body: { success: true } },
    '/api/v1/checkins/today': { status: 200, body: TODAY_DONE },
  });
}

/** A device Ana used a moment ago: its saved read cache, restored as the app restores it at start. */
async function deviceAnaUsed(): Promise<QueryClient> {
  server({ me: () => ({ status: 200, body: ANA }) });
  const visit = renderRoutes(routes, SCREEN_PATH);
  const stopSaving = persistQueryCache(visit.queryClient, window.localStorage);
  await screen.findByRole('heading', SCREEN, FIRST_LOAD);
  window.dispatchEvent(new Event('pagehide'));
  stopSaving();
  visit.unmount();
  const restored = createTestQueryClient();
  restoreQueryCache(restored, window.localStorage);
  return restored;
}

beforeEach(async () => {
  await i18n.loadNamespaces(['auth']);
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('a signed-in person the server cannot be asked about', () => {
  it('opens offline from the cache with the last known person, and asks again when the connection returns', async () => {
    const device = await deviceAnaUsed();
    onlineManager.setOnline(false);
    const calls = server({ me: () => ({ status: 200, body: ANA }) });
    const { router } = renderRoutes(routes, SCREEN_PATH, device);

    expect(await screen.findByRole('heading', SCREEN, FIRST_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe(SCREEN_PATH);
    expect(calls.some((call) => call.path === '/api/v1/me')).toBe(false);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/me')).toBe(true));
    expect(router.state.location.pathname).toBe(SCREEN_PATH);
  });

  it('keeps the last known person through a server error on /api/v1/me', async () => {
    const device = await deviceAnaUsed();
    server({ me: () => SERVER_ERROR });
    const { router } = renderRoutes(routes, SCREEN_PATH, device);
    expect(await screen.findByRole('heading', SCREEN, FIRST_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe(SCREEN_PATH);
  });

  it('offers to try again, rather than sign-in, when the server fails and nobody is remembered', async () => {
    server({ me: () => SERVER_ERROR });
    const { router } = renderRoutes(routes, SCREEN_PATH);
    expect(await screen.findByRole('heading', { name: 'Oops! Algo salió mal' }, FIRST_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe(SCREEN_PATH);
  });

  it('ends the session only when the server says nobody is signed in, and sign-in says why', async () => {
    const device = await deviceAnaUsed();
    server({ me: () => NOBODY, session: null });
    const { router } = renderRoutes(routes, SCREEN_PATH, device);
    expect(await screen.findByRole('heading', SIGN_IN, FIRST_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?from=%2Fprivacy%2Fusage');
    expect(screen.getByText(SESSION_EXPIRED).closest('[role="status"]')).not.toBeNull();
  });
});

describe('a signed-in person where the app has nothing for them', () => {
  it.each(['/', '/auth', '/start'])('%s takes them home', async (path) => {
    server({ me: () => ({ status: 200, body: ANA }) });
    const { router } = renderRoutes(routes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), FIRST_LOAD);
    expect(screen.queryByRole('heading', SIGN_IN)).toBeNull();
  });

  it('/auth takes them back to where sign-in was asked from', async () => {
    server({ me: () => ({ status: 200, body: ANA }) });
    const { router } = renderRoutes(routes, '/auth?from=%2Fprivacy%2Fusage');
    expect(await screen.findByRole('heading', SCREEN, FIRST_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe(SCREEN_PATH);
  });

  it('/landing still shows them the landing', async () => {
    server({ me: () => ({ status: 200, body: ANA }) });
    const { router } = renderRoutes(routes, '/landing');
    expect(
      await screen.findByRole('heading', { level: 1, name: /30 segundos al día/ }, FIRST_LOAD),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/landing');
  });

  it('/start shows the landing to someone signed out', async () => {
    server({ me: () => NOBODY, session: null });
    const { router } = renderRoutes(routes, '/start');
    expect(
      await screen.findByRole('heading', { level: 1, name: /30 segundos al día/ }, FIRST_LOAD),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('sign-in says why the person is there', () => {
  it('after signing out', async () => {
    server({ me: () => ({ status: 200, body: ANA }) });
    const { router } = renderRoutes(routes, SCREEN_PATH);
    await screen.findByRole('heading', SCREEN, FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Tu cuenta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', SIGN_IN, FIRST_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByText('Has cerrado sesión. ¡Hasta pronto!').closest('[role="status"]')).not.toBeNull();
  });

  it('after the five-minute session check finds the session gone', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let session: unknown = { user: { id: ANA.user.id } };
    stubFetch({
      '/api/v1/system/status': { status: 200, body: HEALTHY },
      '/api/v1/me': { status: 200, body: ANA },
      '/api/auth/get-session': () => ({ status: 200, body: session }),
      '/api/v1/checkins/today': { status: 200, body: TODAY_DONE },
    });
    const { router } = renderRoutes(routes, SCREEN_PATH);
    await screen.findByRole('heading', SCREEN, FIRST_LOAD);

    session = null;
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(await screen.findByRole('heading', SIGN_IN, FIRST_LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?from=%2Fprivacy%2Fusage');
    expect(screen.getByText(SESSION_EXPIRED)).toBeTruthy();
  });
});
