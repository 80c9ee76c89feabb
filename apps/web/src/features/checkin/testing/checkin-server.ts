import type { Me, TodayCheckin } from '@tera/domain';
import { stubFetch } from '../../../testing/render';
import { OPEN_TODAY, storedCheckin } from './checkin-fixtures';

export const TODAY_PATH = '/api/v1/checkins/today';
export const ME_PATH = '/api/v1/me';
export const USER_ID = 'user-1';

/** An employee of the demo company, as GET /api/v1/me describes them. */
export const EMPLOYEE: Me = {
  user: { id: USER_ID, email: 'javier@demo.tera.local', name: 'Javier López' },
  profile: {
    id: USER_ID,
    email: 'javier@demo.tera.local',
    fullName: 'Javier López',
    role: 'employee',
    reportsTo: 'leader-1',
    companyId: 'company-1',
    teamId: 'team-1',
    jobTitle: 'Desarrollador',
    department: 'Producto',
    joinDate: '2025-01-13',
    timeZone: 'Europe/Madrid',
    language: 'es',
    sharesCheckinsWithLeader: true,
    isActive: true,
    onboardedAt: '2025-01-13T09:00:00.000Z',
  },
  directReports: [],
  isLeader: false,
  isSuperAdmin: false,
  company: { id: 'company-1', name: 'Tera Demo', slug: 'demo' },
};

interface CheckinServerOptions {
  today?: TodayCheckin;
  signedIn?: boolean;
  /** What PUT answers; by default it stores the check-in for today. */
  put?: (body: Record<string, unknown>) => { status: number; body?: unknown };
}

/**
 * The endpoints the check-in screens rely on (who is signed in, today's check-in), answering as the server does: a PUT that is
 * stored turns later GETs into "completed". Every request is recorded for the test to inspect.
 */
export function checkinServer({ today = OPEN_TODAY, signedIn = true, put }: CheckinServerOptions = {}) {
  let current = today;
  const calls = stubFetch({
    [ME_PATH]: signedIn
      ? { status: 200, body: EMPLOYEE }
      : { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Not signed in' } } },
    [TODAY_PATH]: (init) => {
      if (init.method !== 'PUT') return { status: 200, body: current };
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const answer = put?.(body);
      if (answer) return answer;
      const checkin = storedCheckin({ energy: Number(body.energy), check_in_date: current.date });
      current = { ...current, checkin, completed: true, allowed: false };
      return { status: 201, body: { checkin, completed: true } };
    },
  });
  return {
    calls,
    puts: () =>
      calls
        .filter((call) => call.path === TODAY_PATH && call.init.method === 'PUT')
        .map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>),
  };
}
