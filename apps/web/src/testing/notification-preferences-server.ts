import {
  addDays,
  NOTIFICATION_TYPES,
  PAUSE_DAYS,
  PUSH_TYPES,
  type Preference,
  type Preferences,
  type PreferencesUpdate,
  type UnsubscribePage,
} from '@tera/domain';
import { i18n } from '../lib/i18n';
import type { ApiAnswer, ApiCall, ApiRoutes } from './fake-api';

export async function loadNotificationPreferencesTexts(): Promise<void> {
  await i18n.loadNamespaces(['notificationPreferences', 'dashboard']);
}

export const PUBLIC_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

export function defaultPreferences(): Preferences {
  return {
    preferences: NOTIFICATION_TYPES.map((type) => ({ type, email: true, push: false })),
    pausedUntil: null,
  };
}

/** Applies an update as the server's preference store does, with today's date given. */
export function applyUpdate(current: Preferences, update: PreferencesUpdate, today: string): Preferences {
  const preferences = current.preferences.map((preference): Preference => {
    const sent = update.preferences.find((candidate) => candidate.type === preference.type);
    return sent ? { ...sent, push: sent.push && PUSH_TYPES.includes(sent.type) } : preference;
  });
  const pausedUntil =
    update.pause === undefined ? current.pausedUntil : update.pause ? addDays(today, PAUSE_DAYS - 1) : null;
  return { preferences, pausedUntil };
}

interface PreferenceRouteOptions {
  today: string;
  initial?: Preferences;
  publicKey?: string | null;
  /** Answers a call before the fake server does, e.g. to fail it. */
  override?: (call: ApiCall) => ApiAnswer | undefined;
}

/** /me/notification-preferences, the push key and the device subscriptions, for one person. */
export function notificationPreferenceRoutes(options: PreferenceRouteOptions) {
  const state = { preferences: options.initial ?? defaultPreferences(), devices: [] as string[] };
  const answer = (call: ApiCall, otherwise: () => ApiAnswer): ApiAnswer =>
    options.override?.(call) ?? otherwise();
  const routes: ApiRoutes = {
    'GET /api/v1/me/notification-preferences': (call) =>
      answer(call, () => ({ status: 200, body: state.preferences })),
    'PUT /api/v1/me/notification-preferences': (call) =>
      answer(call, () => {
        state.preferences = applyUpdate(state.preferences, call.body as PreferencesUpdate, options.today);
        return { status: 200, body: state.preferences };
      }),
    'GET /api/v1/push/public-key': (call) =>
      answer(call, () => ({ status: 200, body: { publicKey: options.publicKey ?? PUBLIC_KEY } })),
    'POST /api/v1/me/push-subscriptions': (call) =>
      answer(call, () => {
        state.devices.push((call.body as { endpoint: string }).endpoint);
        return { status: 204 };
      }),
    'DELETE /api/v1/me/push-subscriptions': (call) =>
      answer(call, () => {
        const { endpoint } = call.body as { endpoint: string };
        state.devices = state.devices.filter((device) => device !== endpoint);
        return { status: 204 };
      }),
  };
  return { routes, state };
}

/** The page behind an unsubscribe link, for the token `good-token`; any other token is unknown. */
export function unsubscribeRoutes(options: {
  today: string;
  page: Omit<UnsubscribePage, keyof Preferences> & Partial<Preferences>;
  override?: (call: ApiCall) => ApiAnswer | undefined;
}) {
  let preferences: Preferences = {
    preferences: options.page.preferences ?? defaultPreferences().preferences,
    pausedUntil: options.page.pausedUntil ?? null,
  };
  const page = (): UnsubscribePage => ({ ...options.page, ...preferences });
  const answer = (call: ApiCall, otherwise: () => ApiAnswer): ApiAnswer =>
    options.override?.(call) ?? otherwise();
  const unknown: ApiAnswer = {
    status: 404,
    body: { error: { code: 'RECORD_NOT_FOUND', message: 'Not found' } },
  };
  const routes: ApiRoutes = {
    'GET /api/v1/unsubscribe/good-token': (call) => answer(call, () => ({ status: 200, body: page() })),
    'PUT /api/v1/unsubscribe/good-token': (call) =>
      answer(call, () => {
        preferences = applyUpdate(preferences, call.body as PreferencesUpdate, options.today);
        return { status: 200, body: page() };
      }),
    'GET /api/v1/unsubscribe/stale-token': (call) => answer(call, () => unknown),
  };
  return { routes, current: () => preferences };
}
