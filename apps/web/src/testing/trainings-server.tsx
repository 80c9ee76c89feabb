import type { ReactElement } from 'react';
import type { CareerPlan, Me, Training, TrainingAssignment } from '@tera/domain';
import { AuthProvider } from '../lib/auth/auth-context';
import { i18n } from '../lib/i18n';
import { me, profile } from './dashboard-server';
import { fakeApi, type ApiRoutes } from './fake-api';
import { renderRoutes } from './render';

export const COMPANY = '/api/v1/companies/acme';

export async function loadTrainingTexts(): Promise<void> {
  await i18n.loadNamespaces(['trainings', 'careerPlan', 'validation', 'refusals', 'errorCodes']);
}

/** María, an employee who reports to Carlos. */
export const employee = (): Me => me();
/** Carlos, a leader in the same company. */
export const leader = (): Me =>
  me(
    profile({
      id: 'leader-1',
      email: 'carlos@acme.test',
      fullName: 'Carlos Martín',
      role: 'leader',
      reportsTo: null,
    }),
    {
      isLeader: true,
    },
  );

export function training(overrides: Partial<Training> = {}): Training {
  return {
    id: '7d1f2a3b-4c5d-4e6f-8a9b-000000000001',
    name: 'Liderazgo práctico',
    modality: 'Híbrido',
    source: 'Interno',
    durationHours: 6,
    description: 'Para quien empieza a liderar',
    link: 'https://formacion.acme.test/liderazgo',
    videoUrl: null,
    videoLocked: false,
    ...overrides,
  };
}

export function assignment(overrides: Partial<TrainingAssignment> = {}): TrainingAssignment {
  return {
    id: '8e1f2a3b-4c5d-4e6f-8a9b-000000000001',
    employee: { id: 'user-1', name: 'María Sánchez' },
    assignedBy: { id: 'leader-1', name: 'Carlos Martín' },
    trainingId: null,
    name: 'Excel avanzado',
    assignmentType: 'required',
    durationHours: 4,
    modality: 'Online',
    source: 'Externo',
    dueOn: '2026-03-20',
    storedStatus: 'assigned',
    status: 'assigned',
    startedAt: null,
    completedAt: null,
    skippedAt: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function careerPlan(overrides: Partial<CareerPlan> = {}): CareerPlan {
  return {
    employee: { id: 'user-1', name: 'María Sánchez' },
    currentPosition: '',
    targetPosition: '',
    targetTimeframeMonths: null,
    assignedSkills: [],
    developmentGoals: '',
    managerNotes: '',
    updatedAt: null,
    updatedBy: null,
    canWrite: false,
    ...overrides,
  };
}

/** Renders a trainings or career screen for a signed-in person, the API answered by `routes`. */
export function renderTalent(path: string, screen: ReactElement, person: Me, routes: ApiRoutes) {
  const api = fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: person.user.id } } }),
    'GET /api/v1/me': () => ({ status: 200, body: person }),
    ...routes,
  });
  renderRoutes([{ path, element: <AuthProvider>{screen}</AuthProvider> }], path);
  return api;
}
