import type { ReactElement } from 'react';
import { computeTeraWrap, type Note, type TodayCheckin } from '@tera/domain';
import { AuthProvider } from '../lib/auth/auth-context';
import { i18n } from '../lib/i18n';
import { me } from './dashboard-server';
import { fakeApi, type ApiRoutes } from './fake-api';
import { renderRoutes } from './render';

export const TODAY = '2026-03-02';
const person = me();

export async function loadPersonalWellbeingTexts(): Promise<void> {
  await i18n.loadNamespaces(['notes', 'wellbeing', 'wrap', 'checkin']);
}

export function note(overrides: Partial<Note> = {}): Note {
  return {
    id: '5a1f2a3b-4c5d-4e6f-8a9b-000000000001',
    title: 'Un día tranquilo',
    content: 'Paseo al mediodía.',
    mood: 'good',
    note_date: TODAY,
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    checkin: { energy: 8, mental_pressure: 3, personal_concerns: 2, motivation: 9, pulse: 83 },
    attachments: [],
    ...overrides,
  };
}

export function today(checkin: TodayCheckin['checkin'] = null): TodayCheckin {
  return {
    date: TODAY,
    hour: 11,
    workdayStartHour: 9,
    checkin,
    completed: checkin !== null,
    allowed: checkin === null,
  };
}

export const emptyWrap = () => computeTeraWrap({ year: 2026, checkins: [], exercises: [], recognitions: [] });

/** Renders a personal screen for a signed-in person, the API answered by `routes`. */
export function renderPersonal(path: string, screen: ReactElement, routes: ApiRoutes) {
  const api = fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: person.user.id } } }),
    'GET /api/v1/me': () => ({ status: 200, body: person }),
    ...routes,
  });
  renderRoutes([{ path, element: <AuthProvider>{screen}</AuthProvider> }], path);
  return api;
}
