import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../testing/render';
import { apiError, fakeApi, type ApiCall } from '../../../testing/fake-api';
import {
  loadNotificationPreferencesTexts,
  unsubscribeRoutes,
} from '../../../testing/notification-preferences-server';
import { UnsubscribePage } from './unsubscribe-page';

const TODAY = '2026-03-10';
const WAIT = { timeout: 5000 };
const PAGE = { email: 'm•••a@acme.test', company: 'Acme', type: 'daily_reminder' as const };

function open(path: string, options: Partial<Parameters<typeof unsubscribeRoutes>[0]> = {}) {
  const server = unsubscribeRoutes({ today: TODAY, page: PAGE, ...options });
  const api = fakeApi(server.routes);
  const rendered = renderRoutes(
    [
      { path: '/unsubscribe/:token', element: <UnsubscribePage /> },
      { path: '/auth', element: <h1>Inicia sesión en Tera</h1> },
    ],
    path,
  );
  return { ...server, calls: api.calls, router: rendered.router };
}

const changes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const switchNamed = (name: RegExp) => screen.getByRole('switch', { name });

describe('UnsubscribePage', { timeout: 20_000 }, () => {
  beforeEach(loadNotificationPreferencesTexts);
  afterEach(() => i18n.changeLanguage('es'));

  it('shows whose preferences without changing anything, then stops the link’s type with one button', async () => {
    const { calls, current } = open('/unsubscribe/good-token');
    expect(await screen.findByText('Preferencias de m•••a@acme.test en Acme', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tus notificaciones de Tera' })).toBeTruthy();
    expect(changes(calls)).toEqual([]);
    // Every type is listed, whatever the person's role: the link may be for either.
    expect(
      switchNamed(/Resumen semanal del equipo Por correo electrónico/).getAttribute('aria-checked'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Dejar de recibir el recordatorio diario' }));
    expect(await screen.findByText(/Ya no recibes el recordatorio diario/, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Cambios guardados.');
    expect(changes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/unsubscribe/good-token',
        query: expect.any(URLSearchParams),
        body: {
          preferences: [
            { type: 'daily_reminder', email: false, push: false },
            { type: 'weekly_digest', email: true, push: false },
            { type: 'survey_invitation', email: true, push: false },
            { type: 'survey_reminder', email: true, push: false },
            { type: 'trial_ending', email: true, push: false },
            { type: 'payment_failed', email: true, push: false },
          ],
        },
      },
    ]);
    expect(current().preferences[0]).toEqual({ type: 'daily_reminder', email: false, push: false });
    expect(
      switchNamed(/Recordatorio diario del check-in Por correo electrónico/).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('puts "pause for a week" first when the link asked for it, and pauses', async () => {
    const { calls } = open('/unsubscribe/good-token?pause=1');
    await screen.findByText(/Preferencias de/, {}, WAIT);
    const buttons = within(screen.getByRole('main'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons.slice(0, 2)).toEqual([
      'Pausar recordatorios una semana',
      'Dejar de recibir el recordatorio diario',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Pausar recordatorios una semana' }));
    expect(
      await screen.findByText('Recordatorios en pausa hasta el 16 de marzo incluido.', {}, WAIT),
    ).toBeTruthy();
    expect(changes(calls).map((call) => call.body)).toEqual([
      { preferences: expect.any(Array), pause: true },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pausar recordatorios una semana' })).toBeTruthy(),
    );
  });

  it('changes any other type with its switch', async () => {
    const { current } = open('/unsubscribe/good-token', {
      page: { ...PAGE, type: 'weekly_digest' },
    });
    await screen.findByRole('button', { name: 'Dejar de recibir el resumen semanal' }, WAIT);
    fireEvent.click(switchNamed(/Recordatorio diario del check-in Como notificación/));
    await waitFor(() =>
      expect(current().preferences[0]).toEqual({ type: 'daily_reminder', email: true, push: true }),
    );
  });

  it('sends a dead link to sign in and manage notifications from the profile', async () => {
    const { router } = open('/unsubscribe/stale-token');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByText('Este enlace ya no sirve')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Iniciar sesión y gestionar mis notificaciones' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión en Tera' })).toBeTruthy();
    expect(router.state.location.search).toBe('?from=%2Fdashboard');
  });

  it('says when a change could not be saved', async () => {
    open('/unsubscribe/good-token', {
      override: (call) => (call.method === 'PUT' ? apiError(500, 'UNKNOWN_ERROR') : undefined),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Dejar de recibir el recordatorio diario' }, WAIT),
    );
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'No se pudieron guardar los cambios',
    );
    expect(screen.getByRole('button', { name: 'Dejar de recibir el recordatorio diario' })).toBeTruthy();
  });

  it('speaks English to an English reader', async () => {
    await i18n.changeLanguage('en');
    await loadNotificationPreferencesTexts();
    open('/unsubscribe/good-token?pause=1');
    expect(await screen.findByRole('button', { name: 'Pause reminders for a week' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop receiving the daily reminder' })).toBeTruthy();
    expect(screen.getByText('Preferences of m•••a@acme.test at Acme')).toBeTruthy();
  });
});
