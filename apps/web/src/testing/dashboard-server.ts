import {
  addDays,
  pulseBand,
  pulseScore,
  type Me,
  type OwnPulseDay,
  type Profile,
  type TodayCheckin,
} from '@tera/domain';
import { i18n } from '../lib/i18n';
import { apiError, fakeApi, type ApiAnswer, type ApiCall, type ApiRoutes } from './fake-api';
import { notificationPreferenceRoutes } from './notification-preferences-server';

export const TODAY = '2026-03-10';

export async function loadDashboardTexts(): Promise<void> {
  await i18n.loadNamespaces(['dashboard', 'checkin', 'auth', 'notificationPreferences']);
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    email: 'maria@acme.test',
    fullName: 'María Sánchez',
    role: 'employee',
    reportsTo: 'leader-1',
    companyId: 'company-1',
    teamId: null,
    jobTitle: 'Desarrolladora',
    department: null,
    joinDate: '2026-01-01',
    timeZone: 'Europe/Madrid',
    language: 'es',
    sharesCheckinsWithLeader: false,
    isActive: true,
    onboardedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function me(person: Profile = profile(), extra: Partial<Me> = {}): Me {
  return {
    user: { id: person.id, email: person.email, name: person.fullName },
    profile: person,
    directReports: [],
    isLeader: false,
    isSuperAdmin: false,
    company: { id: 'company-1', name: 'Acme', slug: 'acme' },
    ...extra,
  };
}

/** A day of own pulse from the four values, as the server computes it. */
export function ownDay(date: string, [energy, pressure, concerns, motivation]: number[]): OwnPulseDay {
  const pulse = pulseScore({
    energy: energy!,
    mental_pressure: pressure!,
    personal_concerns: concerns!,
    motivation: motivation!,
  });
  return {
    date,
    pulse,
    band: pulseBand(pulse),
    energy: energy!,
    mentalPressure: pressure!,
    personalConcerns: concerns!,
    motivation: motivation!,
  };
}

/** Ten weekdays before today: a steady good run, then two hard days. */
export const HISTORY: OwnPulseDay[] = [
  ...[-12, -11, -10, -9, -8, -5, -4, -3].map((offset) => ownDay(addDays(TODAY, offset), [7, 4, 3, 7])),
  ownDay(addDays(TODAY, -2), [2, 9, 9, 2]),
  ownDay(addDays(TODAY, -1), [3, 8, 8, 3]),
];

interface DashboardServerOptions {
  person?: Me;
  days?: OwnPulseDay[];
  streak?: number;
  today?: Partial<TodayCheckin>;
  override?: (call: ApiCall) => ApiAnswer | undefined;
  routes?: ApiRoutes;
}

/** The endpoints /dashboard talks to, answering as the API does for one person. */
export function dashboardServer(options: DashboardServerOptions = {}) {
  let person = options.person ?? me();
  let days = options.days ?? HISTORY;
  const todayCheckin: TodayCheckin = {
    date: TODAY,
    hour: 11,
    workdayStartHour: 9,
    checkin: null,
    completed: false,
    allowed: true,
    ...options.today,
  };
  const answer = (call: ApiCall, otherwise: () => ApiAnswer): ApiAnswer =>
    options.override?.(call) ?? otherwise();
  const api = fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: person.user.id } } }),
    'GET /api/v1/me': (call) => answer(call, () => ({ status: 200, body: person })),
    'GET /api/v1/checkins/today': (call) => answer(call, () => ({ status: 200, body: todayCheckin })),
    'GET /api/v1/pulse/me': (call) =>
      answer(call, () => {
        const from = call.query.get('from') ?? '';
        const to = call.query.get('to') ?? '';
        return {
          status: 200,
          body: {
            today: TODAY,
            streak: options.streak ?? 2,
            days: days.filter((day) => day.date >= from && day.date <= to),
          },
        };
      }),
    'PUT /api/v1/me/sharing': (call) =>
      answer(call, () => {
        const { sharesCheckinsWithLeader } = call.body as { sharesCheckinsWithLeader: boolean };
        person = { ...person, profile: { ...person.profile, sharesCheckinsWithLeader } };
        return { status: 200, body: { profile: person.profile } };
      }),
    'DELETE /api/v1/checkins': (call) =>
      answer(call, () => {
        const deleted = days.length;
        days = [];
        return { status: 200, body: { deleted } };
      }),
    ...notificationPreferenceRoutes({ today: TODAY }).routes,
    ...options.routes,
  });
  return { ...api, failWith: apiError };
}
