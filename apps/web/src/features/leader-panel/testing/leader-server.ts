import {
  PLAN_CATALOGUE,
  type PlanType,
  type TeamAnalysisResponse,
  type TeamPulseResponse,
} from '@tera/domain';
import { i18n } from '../../../lib/i18n';
import { me, profile } from '../../../testing/dashboard-server';
import { apiError, fakeApi, type ApiAnswer, type ApiCall } from '../../../testing/fake-api';

export const TODAY = '2026-03-10';

export async function loadLeaderPanelTexts(): Promise<void> {
  await i18n.loadNamespaces(['leaderPanel', 'dashboard', 'checkin', 'auth']);
}

export const LEADER = me(
  profile({ id: 'carlos', fullName: 'Carlos Martín', role: 'leader', reportsTo: null }),
  {
    isLeader: true,
  },
);

const day = (date: string, pulse: number | null, answered = 5) => ({
  date,
  answered,
  counted: pulse === null ? 0 : answered,
  pulse,
  band:
    pulse === null
      ? null
      : pulse > 75
        ? ('excellent' as const)
        : pulse >= 50
          ? ('good' as const)
          : ('critical' as const),
  indicators:
    pulse === null ? null : { energy: 6.2, mentalPressure: 4.8, personalConcerns: 3.9, motivation: 6.5 },
  withheld: pulse === null ? ('not-enough-answers' as const) : null,
});

/** A team of seven: five answered today, two share with their leader, one of them struggling. */
export function team(overrides: Partial<TeamPulseResponse> = {}): TeamPulseResponse {
  const trend = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 2, 10 - 29 + i)).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    return weekday === 0 || weekday === 6 ? day(date, null, 1) : day(date, 60 + (i % 5));
  });
  trend[29] = day(TODAY, 58);
  return {
    today: {
      ...day(TODAY, 58),
      teamSize: 7,
      distribution: { counts: { excellent: 0, good: 3, critical: 2 }, counted: 5, withheld: null },
    },
    threshold: 3,
    trend,
    byTag: {
      from: '2026-02-09',
      to: '2026-03-08',
      tags: [
        {
          group: 'day_dynamics',
          tag: 'many_meetings',
          answers: 24,
          pulse: 52,
          otherPulse: 66,
          withheld: null,
        },
        {
          group: 'personal_conditions',
          tag: 'bad_sleep',
          answers: null,
          pulse: null,
          otherPulse: null,
          withheld: 'not-enough-answers',
        },
      ],
    },
    alerts: [
      { kind: 'person-critical', userId: 'elena', fullName: 'Elena Torres', from: '2026-03-08', to: TODAY },
    ],
    members: [
      {
        userId: 'elena',
        fullName: 'Elena Torres',
        jobTitle: 'Diseñadora de producto',
        sharing: true,
        today: { date: TODAY, pulse: 19, band: 'critical' },
        latest: { date: TODAY, pulse: 19, band: 'critical' },
      },
      {
        userId: 'javier',
        fullName: 'Javier López',
        jobTitle: 'Desarrollador',
        sharing: true,
        today: null,
        latest: { date: '2026-03-09', pulse: 71, band: 'good' },
      },
      { userId: 'pablo', fullName: 'Pablo Romero', jobTitle: 'QA', sharing: false },
    ],
    ...overrides,
  };
}

export const ANALYSIS: TeamAnalysisResponse = {
  from: '2026-02-09',
  to: TODAY,
  shownDays: 21,
  meanPulse: 62,
  band: 'good',
  findings: [
    { kind: 'trend', direction: 'down', pointsPerWeek: -2.5 },
    { kind: 'largest-drop', date: '2026-03-02', from: 68, to: 51 },
    { kind: 'indicator-change', indicator: 'mentalPressure', from: 4.1, to: 5.6, better: false },
    { kind: 'tag-low', group: 'day_dynamics', tag: 'many_meetings', difference: -14 },
  ],
};

interface LeaderServerOptions {
  person?: typeof LEADER;
  team?: TeamPulseResponse;
  plan?: PlanType;
  aiAssistant?: boolean;
  override?: (call: ApiCall) => ApiAnswer | undefined;
}

/** The endpoints /panel-lider talks to, answering as the API does for one leader. */
export function leaderServer(options: LeaderServerOptions = {}) {
  const person = options.person ?? LEADER;
  const plan = options.plan ?? 'professional';
  const gated = (answer: () => ApiAnswer): ApiAnswer =>
    PLAN_CATALOGUE[plan].features.aiInsights
      ? answer()
      : apiError(403, 'UNAUTHORIZED', {
          reason: 'FEATURE_BLOCKED',
          blockReason: 'plan',
          currentPlan: plan,
          requiredPlan: 'professional',
        });
  const respond = (call: ApiCall, otherwise: () => ApiAnswer) => options.override?.(call) ?? otherwise();
  return fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: person.user.id } } }),
    'GET /api/v1/me': () => ({ status: 200, body: person }),
    'GET /api/v1/team/pulse': (call) => respond(call, () => ({ status: 200, body: options.team ?? team() })),
    'GET /api/v1/team/analysis': (call) =>
      respond(call, () => gated(() => ({ status: 200, body: ANALYSIS }))),
    'POST /api/v1/team/assistant': (call) =>
      respond(call, () =>
        gated(() =>
          options.aiAssistant === false
            ? apiError(503, 'AI_SERVICE_UNAVAILABLE')
            : { status: 200, body: { answer: 'Reservad los martes por la tarde sin reuniones.' } },
        ),
      ),
    'GET /api/v1/companies/acme': () => ({
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
          features: PLAN_CATALOGUE[plan].features,
        },
      },
    }),
    'GET /api/v1/system/status': () => ({
      status: 200,
      body: {
        components: [],
        features: [{ name: 'aiAssistant', enabled: options.aiAssistant ?? true }],
        issues: [],
      },
    }),
  });
}

/** The browser's EventSource, as the live stream reaches the page; the test says what arrives. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  removeEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(
      name,
      (this.listeners.get(name) ?? []).filter((l) => l !== listener),
    );
  }

  close() {
    this.closed = true;
  }

  emit(name: string, data: unknown) {
    const event = new MessageEvent<string>(name, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }
}
