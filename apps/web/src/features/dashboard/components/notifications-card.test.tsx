import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Me } from '@tera/domain';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../testing/render';
import { me, profile } from '../../../testing/dashboard-server';
import { apiError, fakeApi, type ApiAnswer, type ApiCall } from '../../../testing/fake-api';
import { fakePushBrowser, type FakePushBrowser } from '../../../testing/fake-push-browser';
import {
  loadNotificationPreferencesTexts,
  notificationPreferenceRoutes,
  PUBLIC_KEY,
} from '../../../testing/notification-preferences-server';
import { NotificationsCard } from './notifications-card';

const TODAY = '2026-03-10';
const WAIT = { timeout: 5000 };

function serve(person: Me, options: Parameters<typeof notificationPreferenceRoutes>[0] = { today: TODAY }) {
  const server = notificationPreferenceRoutes(options);
  const api = fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: person.user.id } } }),
    'GET /api/v1/me': () => ({ status: 200, body: person }),
    ...server.routes,
  });
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <AuthProvider>
            <NotificationsCard />
          </AuthProvider>
        ),
      },
    ],
    '/dashboard',
  );
  return { ...server, calls: api.calls };
}

const card = () => screen.findByRole('region', { name: 'Notificaciones' }, WAIT);
const group = async (name: string) => within(await card()).findByRole('group', { name }, WAIT);
/**
 * The device's button once it can be pressed: it stays disabled until the browser has said whether
 * it is already subscribed, and a click before that does nothing.
 */
async function subscribeButton(): Promise<HTMLButtonElement> {
  const button = await within(await card()).findByRole<HTMLButtonElement>(
    'button',
    { name: 'Recibir recordatorios en este dispositivo' },
    WAIT,
  );
  await waitFor(() => expect(button.disabled).toBe(false), WAIT);
  return button;
}
const toggle = (container: HTMLElement, name: RegExp) => within(container).getByRole('switch', { name });
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

const EMPLOYEE = me();
const LEADER = me(profile({ role: 'leader' }), { isLeader: true });

describe('NotificationsCard', { timeout: 20_000 }, () => {
  let browser: FakePushBrowser | undefined;
  beforeEach(loadNotificationPreferencesTexts);
  afterEach(async () => {
    browser?.restore();
    browser = undefined;
    await i18n.changeLanguage('es');
  });

  it('offers an employee the daily reminder by e-mail and push, and saves each switch', async () => {
    const { calls, state } = serve(EMPLOYEE);
    const reminder = await group('Recordatorio diario del check-in');
    expect(screen.queryByRole('group', { name: 'Resumen semanal del equipo' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Fin de la prueba' })).toBeNull();
    const invitations = await group('Invitaciones a encuestas');
    expect(within(invitations).getAllByRole('switch')).toHaveLength(1);
    expect(await group('Recordatorios de encuestas')).toBeTruthy();
    const email = toggle(reminder, /Por correo electrónico/);
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(toggle(reminder, /notificación en tus dispositivos/).getAttribute('aria-checked')).toBe('false');

    fireEvent.click(email);
    await waitFor(() =>
      expect(toggle(reminder, /Por correo electrónico/).getAttribute('aria-checked')).toBe('false'),
    );
    expect(puts(calls)).toEqual([
      {
        preferences: [
          { type: 'daily_reminder', email: false, push: false },
          { type: 'weekly_digest', email: true, push: false },
          { type: 'survey_invitation', email: true, push: false },
          { type: 'survey_reminder', email: true, push: false },
          { type: 'trial_ending', email: true, push: false },
          { type: 'payment_failed', email: true, push: false },
        ],
      },
    ]);
    expect(state.preferences.preferences[0]).toEqual({ type: 'daily_reminder', email: false, push: false });
  });

  it('offers a leader the weekly digest too, by e-mail only', async () => {
    serve(LEADER);
    const digest = await group('Resumen semanal del equipo');
    expect(within(digest).getAllByRole('switch')).toHaveLength(1);
    expect(toggle(digest, /Resumen semanal del equipo Por correo electrónico/)).toBeTruthy();
  });

  it('offers an admin the billing notices, which an employee never sees', async () => {
    serve(me(profile({ role: 'admin' })));
    expect(await group('Fin de la prueba')).toBeTruthy();
    expect(await group('Pagos no cobrados')).toBeTruthy();
  });

  it('says a person outside any company receives no reminders', async () => {
    serve(me(profile({ companyId: null }), { company: null }));
    expect(
      await within(await card()).findByText(/cuando formes parte de una empresa/, {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('pauses reminders for a week and resumes them', async () => {
    const { calls } = serve(EMPLOYEE);
    fireEvent.click(
      await within(await card()).findByRole('button', { name: 'Pausar recordatorios una semana' }, WAIT),
    );
    expect(
      await screen.findByText('Recordatorios en pausa hasta el 16 de marzo incluido.', {}, WAIT),
    ).toBeTruthy();
    expect(puts(calls).at(-1)).toMatchObject({ pause: true });

    fireEvent.click(screen.getByRole('button', { name: 'Reanudar' }));
    expect(await screen.findByRole('button', { name: 'Pausar recordatorios una semana' }, WAIT)).toBeTruthy();
    expect(puts(calls).at(-1)).toMatchObject({ pause: false });
  });

  it('says so when a change cannot be saved, and keeps the saved choice shown', async () => {
    serve(EMPLOYEE, {
      today: TODAY,
      override: (call): ApiAnswer | undefined =>
        call.method === 'PUT' ? apiError(503, 'SERVICE_UNAVAILABLE') : undefined,
    });
    const reminder = await group('Recordatorio diario del check-in');
    fireEvent.click(toggle(reminder, /Por correo electrónico/));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('No se pudieron guardar tus preferencias');
    expect(toggle(reminder, /Por correo electrónico/).getAttribute('aria-checked')).toBe('true');
  });

  // Two round trips to the server, each re-rendering every type's switches: more than the default
  // five seconds on a busy machine.
  it('turns on reminders on this device: permission, a subscription with the server’s key, push on', async () => {
    browser = fakePushBrowser();
    const { calls, state } = serve(EMPLOYEE);
    fireEvent.click(await subscribeButton());
    expect(await screen.findByText('Este dispositivo recibirá tus recordatorios.', {}, WAIT)).toBeTruthy();
    expect(browser.permissionAsked).toBe(1);
    const key = new Uint8Array(browser.subscription!.options.applicationServerKey!);
    expect(Buffer.from(key).toString('base64url')).toBe(PUBLIC_KEY);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      endpoint: browser.subscription!.endpoint,
      expirationTime: null,
      keys: { p256dh: 'BBrowserKey', auth: 'browser-auth' },
    });
    await waitFor(() => expect(state.preferences.preferences[0]).toMatchObject({ push: true }));
    const reminder = await group('Recordatorio diario del check-in');
    await waitFor(() =>
      expect(toggle(reminder, /notificación en tus dispositivos/).getAttribute('aria-checked')).toBe('true'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Dejar de recibirlos aquí' }));
    expect(
      await screen.findByRole('button', { name: 'Recibir recordatorios en este dispositivo' }, WAIT),
    ).toBeTruthy();
    expect(state.devices).toEqual([]);
    expect(browser.subscription).toBeNull();
  }, 15_000);

  it('explains a refused permission, a dismissed one and a browser without push', async () => {
    browser = fakePushBrowser();
    browser.answerPermission = 'default';
    serve(EMPLOYEE);
    const subscribe = await subscribeButton();
    fireEvent.click(subscribe);
    expect(await screen.findByText(/No se concedió el permiso/, {}, WAIT)).toBeTruthy();

    browser.answerPermission = 'denied';
    fireEvent.click(subscribe);
    expect(await screen.findByText(/bloqueadas en este navegador/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recibir recordatorios en este dispositivo' })).toBeNull();
  });

  it('tells a browser without Web Push that it cannot receive them, in English too', async () => {
    await i18n.changeLanguage('en');
    await loadNotificationPreferencesTexts();
    serve(EMPLOYEE);
    const region = await screen.findByRole('region', { name: 'Notifications' }, WAIT);
    expect(
      await within(region).findByText(/This browser cannot receive notifications/, {}, WAIT),
    ).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Pause reminders for a week' })).toBeTruthy();
  });
});
