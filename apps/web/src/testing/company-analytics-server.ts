import {
  PLAN_CATALOGUE,
  pulseBand,
  summarisePeriod,
  type AdminDashboardResponse,
  type CompanyAnalyticsResponse,
  type FeatureFlag,
  type Indicators,
  type PeriodSummaryResponse,
  type PlanType,
  type TeamBreakdownResponse,
} from '@tera/domain';
import { i18n } from '../lib/i18n';
import { me, profile } from './dashboard-server';
import { apiError, fakeApi, type ApiAnswer, type ApiCall } from './fake-api';

const withheldTag = (group: 'work_modality' | 'day_dynamics', tag: string) => ({
  group,
  tag,
  answers: null,
  pulse: null,
  withheld: 'not-enough-answers' as const,
});

const companyTags = {
  from: '2026-02-09',
  to: '2026-03-08',
  tags: [
    {
      group: 'work_modality' as const,
      tag: 'remote',
      answers: 40,
      pulse: 71,
      otherPulse: 64,
      withheld: null,
    },
    { ...withheldTag('day_dynamics', 'many_meetings'), otherPulse: null },
  ],
};

export const TODAY = '2026-03-10';
const BASE = '/api/v1/companies/acme';

/** The screens' texts, and those of the cards and dialogs they share with other screens. */
export async function loadCompanyAdminTexts(): Promise<void> {
  await i18n.loadNamespaces(['companyAdmin', 'dashboard', 'checkin', 'people', 'auth']);
}

const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/** `count` days up to `to`: every third day withheld, the others with steady figures. */
export function companyDays(count: number, to = TODAY, energy = 7) {
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(to, i - count + 1);
    if (i % 3 === 1) return { date, answered: 0, pulse: null, band: null, indicators: null };
    const indicators = { energy, mentalPressure: 4, personalConcerns: 3, motivation: 7 };
    const pulse = Math.round(((energy + 7 + 7 + 8) / 4 - 1) * (100 / 9));
    return { date, answered: 6, pulse, band: pulseBand(pulse), indicators };
  });
}

export function adminDashboard(overrides: Partial<AdminDashboardResponse> = {}): AdminDashboardResponse {
  const month = companyDays(30);
  const previous = companyDays(30, addDays(TODAY, -30), 5);
  const summary = (days: typeof month) => summarisePeriod(days, 8);
  return {
    today: TODAY,
    threshold: 3,
    people: { active: 8, invited: 2, deactivated: 1, seats: 100 },
    participation: { today: summary(month.slice(-1)), week: summary(month.slice(-7)), month: summary(month) },
    pulse: { month: summary(month), previousMonth: summary(previous), trend: month },
    alerts: [{ kind: 'participation-drop', recent: 40, previous: 70 }],
    subscription: {
      plan: 'professional',
      status: 'trial',
      trialEnd: '2026-04-01T00:00:00.000Z',
      currentPeriodEnd: '2026-04-01T00:00:00.000Z',
    },
    invitations: {
      pending: 2,
      latest: [
        { email: 'irene@acme.test', role: 'employee', expiresAt: '2026-03-15T00:00:00.000Z' },
        { email: 'pablo@acme.test', role: 'leader', expiresAt: '2026-03-16T00:00:00.000Z' },
      ],
    },
    ...overrides,
  };
}

export function companyAnalytics(period: number): CompanyAnalyticsResponse {
  const days = companyDays(period);
  const before = companyDays(period, addDays(TODAY, -period), 5);
  return {
    today: TODAY,
    threshold: 3,
    period,
    activePeople: 8,
    days,
    current: summarisePeriod(days, 8),
    previous: summarisePeriod(before, 8),
  };
}

/** A period's figures as the API sums them; without a pulse they are withheld. */
function periodSummary(
  to: string,
  period: number,
  figures: { pulse: number; indicators: Indicators; answered: number; participation: number } | null,
): PeriodSummaryResponse {
  const bandDays = { excellent: 0, good: 0, critical: 0 };
  const from = addDays(to, 1 - period);
  if (!figures) {
    return {
      from,
      to,
      answered: 0,
      shownDays: 0,
      participation: null,
      pulse: null,
      band: null,
      indicators: null,
      bandDays,
    };
  }
  const band = pulseBand(figures.pulse);
  return { from, to, shownDays: 20, ...figures, band, bandDays: { ...bandDays, [band]: 20 } };
}

/**
 * Three teams over the last complete days: Ventas up 8 points, Soporte down 16 into critical with
 * few answers, and Diseño withheld, too small to show beside the company; and two departments,
 * Comercial up 4 points and Operaciones withheld.
 */
export function teamBreakdown(period: number): TeamBreakdownResponse {
  const to = addDays(TODAY, -1);
  const before = addDays(to, -period);
  const steady = { energy: 7, mentalPressure: 4, personalConcerns: 3, motivation: 7 };
  const strained = { energy: 4, mentalPressure: 7, personalConcerns: 6, motivation: 5 };
  return {
    today: TODAY,
    threshold: 3,
    period,
    company: {
      current: periodSummary(to, period, { pulse: 64, indicators: steady, answered: 200, participation: 55 }),
      previous: periodSummary(before, period, {
        pulse: 60,
        indicators: steady,
        answered: 180,
        participation: 50,
      }),
    },
    teams: [
      {
        teamId: 'ventas',
        name: 'Ventas',
        members: 6,
        current: periodSummary(to, period, {
          pulse: 69,
          indicators: steady,
          answered: 90,
          participation: 50,
        }),
        previous: periodSummary(before, period, {
          pulse: 61,
          indicators: steady,
          answered: 80,
          participation: 45,
        }),
        change: 8,
      },
      {
        teamId: 'soporte',
        name: 'Soporte',
        members: 5,
        current: periodSummary(to, period, {
          pulse: 39,
          indicators: strained,
          answered: 30,
          participation: 30,
        }),
        previous: periodSummary(before, period, {
          pulse: 55,
          indicators: steady,
          answered: 60,
          participation: 60,
        }),
        change: -16,
      },
      {
        teamId: 'diseno',
        name: 'Diseño',
        members: 2,
        current: periodSummary(to, period, null),
        previous: periodSummary(before, period, null),
        change: null,
      },
    ],
    departments: [
      {
        name: 'Comercial',
        members: 9,
        current: periodSummary(to, period, {
          pulse: 66,
          indicators: steady,
          answered: 110,
          participation: 61,
        }),
        previous: periodSummary(before, period, {
          pulse: 62,
          indicators: steady,
          answered: 100,
          participation: 55,
        }),
        change: 4,
      },
      {
        name: 'Operaciones',
        members: 3,
        current: periodSummary(to, period, null),
        previous: periodSummary(before, period, null),
        change: null,
      },
    ],
    movers: ['soporte', 'ventas'],
    risks: [
      { teamId: 'soporte', kind: 'critical' },
      { teamId: 'soporte', kind: 'falling' },
      { teamId: 'soporte', kind: 'low-participation' },
    ],
  };
}

const featureBlocked = (requiredPlan: PlanType) =>
  apiError(403, 'UNAUTHORIZED', {
    reason: 'FEATURE_BLOCKED',
    blockReason: 'plan',
    currentPlan: 'starter',
    requiredPlan,
  });

const admin = me(
  profile({ id: 'ana', email: 'ana@acme.test', fullName: 'Ana García', role: 'admin', reportsTo: null }),
);

/** The company-admin figures endpoints, as the API answers them for a small company. */
export function companyAnalyticsServer(
  options: {
    dashboard?: () => ApiAnswer;
    teams?: (call: ApiCall) => ApiAnswer;
    plan?: PlanType;
    lacking?: FeatureFlag;
    /** The server refuses analytics although the company's plan, as the web read it, has them. */
    refused?: boolean;
  } = {},
) {
  const plan = options.plan ?? 'professional';
  const features = {
    ...PLAN_CATALOGUE[plan].features,
    ...(options.lacking ? { [options.lacking]: false } : {}),
  };
  return fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: 'ana' } } }),
    'GET /api/v1/me': () => ({ status: 200, body: admin }),
    [`GET ${BASE}/admin-dashboard`]: () => options.dashboard?.() ?? { status: 200, body: adminDashboard() },
    [`GET ${BASE}/analytics`]: (call: ApiCall) =>
      options.lacking === 'basicAnalytics' || options.refused
        ? featureBlocked('starter')
        : { status: 200, body: companyAnalytics(Number(call.query.get('days') ?? 30)) },
    [`GET ${BASE}/analytics/teams`]: (call: ApiCall) =>
      !features.advancedAnalytics || options.refused
        ? featureBlocked('professional')
        : (options.teams?.(call) ?? {
            status: 200,
            body: teamBreakdown(Number(call.query.get('days') ?? 30)),
          }),
    [`GET ${BASE}/analytics/tags`]: () => ({ status: 200, body: companyTags }),
    [`GET ${BASE}/analytics/tags/teams`]: () =>
      !features.enterpriseAnalytics
        ? featureBlocked('enterprise')
        : {
            status: 200,
            body: {
              ...companyTags,
              teams: [
                {
                  teamId: 'team-producto',
                  name: 'Producto',
                  tags: [
                    { group: 'work_modality', tag: 'remote', answers: 24, pulse: 78, withheld: null },
                    withheldTag('day_dynamics', 'many_meetings'),
                  ],
                },
                {
                  teamId: 'team-ventas',
                  name: 'Ventas',
                  tags: [
                    withheldTag('work_modality', 'remote'),
                    withheldTag('day_dynamics', 'many_meetings'),
                  ],
                },
              ],
            },
          },
    [`GET ${BASE}`]: () => ({
      status: 200,
      body: {
        company: {
          id: 'company-1',
          name: 'Acme',
          slug: 'acme',
          industry: 'technology',
          employeeCountRange: '11-50',
          logoUrl: null,
          settings: { workdayStartHour: 9, timeZone: 'Europe/Madrid', confidentialityThreshold: 3 },
          isActive: true,
          trialEndsAt: null,
        },
        subscription: {
          id: 'subscription-1',
          companyId: 'company-1',
          planType: plan,
          status: 'active',
          currentPeriodStart: '2026-03-01T00:00:00.000Z',
          currentPeriodEnd: '2026-03-31T00:00:00.000Z',
          trialStart: null,
          trialEnd: null,
          billingCycle: 'monthly',
          pricePerMonth: PLAN_CATALOGUE[plan].pricePerMonth,
          maxEmployees: PLAN_CATALOGUE[plan].features.maxEmployees,
          features,
        },
      },
    }),
  });
}
