import type { ReactElement } from 'react';
import type { NewsItem, TicketDetail } from '@tera/domain';
import { AuthProvider } from '../lib/auth/auth-context';
import { i18n } from '../lib/i18n';
import { me } from './dashboard-server';
import { fakeApi, type ApiRoutes } from './fake-api';
import { renderRoutes } from './render';

const person = me();

export async function loadSupportAndNewsTexts(): Promise<void> {
  await i18n.loadNamespaces(['support', 'news']);
}

export function ticket(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id: '7c1f2a3b-4c5d-4e6f-8a9b-000000000001',
    title: 'No puedo entrar',
    description: 'Desde esta mañana la app me dice que mi sesión ha caducado.',
    category: 'account',
    priority: 'high',
    status: 'open',
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    firstResponseAt: null,
    requesterId: person.user.id,
    requesterName: person.profile.fullName,
    requesterEmail: person.user.email,
    companyName: 'Acme',
    messages: [],
    ...overrides,
  };
}

export function newsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: '8d1f2a3b-4c5d-4e6f-8a9b-000000000001',
    title: 'Nueva política de teletrabajo',
    excerpt: 'Lo que cambia a partir de abril.',
    category: 'policy',
    tags: [],
    featured: false,
    requiresConfirmation: true,
    publishedAt: '2026-03-02T09:00:00.000Z',
    authorName: 'Ada Admin',
    readAt: null,
    confirmedAt: null,
    ...overrides,
  };
}

/** Renders a screen for a signed-in person of the company 'acme', the API answered by `routes`. */
export function renderSignedIn(path: string, pattern: string, screen: ReactElement, routes: ApiRoutes) {
  const api = fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: person.user.id } } }),
    'GET /api/v1/me': () => ({ status: 200, body: person }),
    ...routes,
  });
  renderRoutes([{ path: pattern, element: <AuthProvider>{screen}</AuthProvider> }], path);
  return api;
}
