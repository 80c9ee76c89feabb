import type { ReactElement } from 'react';
import type { Evaluation, Me, Observation } from '@tera/domain';
import { AuthProvider } from '../lib/auth/auth-context';
import { i18n } from '../lib/i18n';
import { me, profile } from './dashboard-server';
import { fakeApi, type ApiRoutes } from './fake-api';
import { renderRoutes } from './render';

export async function loadEvaluationsTexts(): Promise<void> {
  await i18n.loadNamespaces(['evaluations']);
}

const COMPANY_ID = '5a1f2a3b-4c5d-4e6f-8a9b-0000000000c1';
const company = { id: COMPANY_ID, name: 'Acme', slug: 'acme' };

export const leader = profile({ id: 'leader-1', fullName: 'Carlos Ruiz', role: 'leader', reportsTo: null });
export const report = profile();

/** The leader of María, signed in. */
export const leaderMe = (): Me => me(leader, { directReports: [report], isLeader: true, company });
/** María, who reports to the leader. */
export const employeeMe = (): Me => me(report, { company });

export function evaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  return {
    id: '5a1f2a3b-4c5d-4e6f-8a9b-0000000000e1',
    companyId: COMPANY_ID,
    period: '2026-H1',
    status: 'pending',
    employee: { id: report.id, name: report.fullName },
    evaluator: { id: leader.id, name: leader.fullName },
    cycleId: null,
    dueOn: null,
    content: null,
    overallRating: null,
    selfAssessment: null,
    selfWellbeing: null,
    rejectionReason: null,
    acknowledgedAt: null,
    acknowledgementComment: null,
    updatedAt: '2026-03-02T10:00:00.000Z',
    employeeReportsTo: leader.id,
    evaluatorReportsTo: null,
    ...overrides,
  };
}

export function observation(overrides: Partial<Observation> = {}): Observation {
  return {
    id: '5a1f2a3b-4c5d-4e6f-8a9b-0000000000f1',
    observedOn: '2026-03-02',
    type: 'achievement',
    visibility: 'shared',
    text: 'Llevó muy bien la retrospectiva',
    evidence: '',
    employee: { id: report.id, name: report.fullName },
    author: { id: leader.id, name: leader.fullName },
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** Renders an evaluations screen for a signed-in person, the API answered by `routes`. */
export function renderEvaluations(path: string, screen: ReactElement, person: Me, routes: ApiRoutes) {
  const api = fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: person.user.id } } }),
    'GET /api/v1/me': () => ({ status: 200, body: person }),
    'GET /api/v1/diamond-profiles': () => ({ status: 200, body: { profiles: [] } }),
    'GET /api/v1/feedback': () => ({ status: 200, body: { feedback: [] } }),
    'GET /api/v1/feedback/recipients': () => ({ status: 200, body: { recipients: [] } }),
    ...routes,
  });
  renderRoutes([{ path, element: <AuthProvider>{screen}</AuthProvider> }], path);
  return api;
}
