import type { ReactElement } from 'react';
import type { LeaveRequest, Me, Recognition } from '@tera/domain';
import { AuthProvider } from '../lib/auth/auth-context';
import { i18n } from '../lib/i18n';
import { me, profile } from './dashboard-server';
import { fakeApi, type ApiRoutes } from './fake-api';
import { renderRoutes } from './render';

export async function loadLeaveAndRecognitionTexts(): Promise<void> {
  await i18n.loadNamespaces(['leave', 'recognitions', 'points']);
}

export const employee = (): Me => me();
export const leader = (): Me =>
  me(profile({ id: 'leader-1', fullName: 'Carlos Martín', role: 'leader', reportsTo: null }), {
    isLeader: true,
  });
export const individual = (): Me => me(profile({ companyId: null }), { company: null });

export function leaveRequest(overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return {
    id: '7b1f2a3b-4c5d-4e6f-8a9b-000000000001',
    user_id: 'user-1',
    person_name: 'María Sánchez',
    type: 'vacation',
    start_date: '2026-03-09',
    end_date: '2026-03-11',
    days: 3,
    reason: 'Mudanza',
    comments: '',
    status: 'pending',
    decided_by_name: null,
    decision_comment: null,
    decided_at: null,
    created_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function recognition(overrides: Partial<Recognition> = {}): Recognition {
  return {
    id: '8c1f2a3b-4c5d-4e6f-8a9b-000000000001',
    giver_id: 'user-2',
    giver_name: 'Pablo Romero',
    receiver_id: 'user-1',
    receiver_name: 'María Sánchez',
    category: 'teamwork',
    title: 'Gracias por el viernes',
    message: 'Nos salvaste la entrega.',
    points: 20,
    is_public: true,
    created_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** Renders a screen for a signed-in person of a company (or on their own), the API answered by `routes`. */
export function renderAs(person: Me, path: string, screen: ReactElement, routes: ApiRoutes) {
  const api = fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: person.user.id } } }),
    'GET /api/v1/me': () => ({ status: 200, body: person }),
    ...routes,
  });
  renderRoutes([{ path, element: <AuthProvider>{screen}</AuthProvider> }], path);
  return api;
}
