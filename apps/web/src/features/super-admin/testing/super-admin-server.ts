import {
  PLAN_CATALOGUE,
  type AdminCompany,
  type AdminOutboxMail,
  type AdminPerson,
  type Me,
  type PlanType,
  type PlatformUsage,
  type SubscriptionStatus,
} from '@tera/domain';
import { i18n } from '../../../lib/i18n';

/** The super-admin screens read their own texts and the access screens', loaded on demand in the app. */
export async function loadSuperAdminTexts(): Promise<void> {
  await i18n.loadNamespaces(['superAdmin', 'auth', 'usage']);
}

function platformUsage(days: number): PlatformUsage {
  return {
    days,
    from: '2026-01-31T10:00:00.000Z',
    activeCompanies: 3,
    activePeople: 40,
    sessions: 512,
    averageSessionSeconds: 300,
    screens: [{ screen: '/dashboard', views: 1200, people: 40 }],
    withheldScreens: 0,
    companies: [
      { companyId: '0b9f6c3e-5d1a-4c2b-9e8f-7a6b5c4d3e2f', name: 'Demo', activePeople: 30, sessions: 400 },
    ],
    withheldCompanies: 2,
  };
}

export function company(index: number, overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Empresa ${index}`,
    slug: `empresa-${index}`,
    isActive: true,
    createdAt: '2026-01-10T09:00:00.000Z',
    planType: 'professional',
    status: 'active',
    maxEmployees: 100,
    peopleCount: 12,
    ...overrides,
  };
}

export const DEMO_COMPANY = company(1, { name: 'Tera Demo', slug: 'demo', peopleCount: 18 });

export const PERSON: AdminPerson = {
  id: 'person-1',
  email: 'javier@demo.tera.local',
  fullName: 'Javier López',
  role: 'employee',
  isActive: true,
  isSuperAdmin: false,
  company: { id: DEMO_COMPANY.id, name: 'Tera Demo', slug: 'demo' },
  createdAt: '2026-01-10T09:00:00.000Z',
};

export const MAIL: AdminOutboxMail = {
  id: 'mail-1',
  to: 'ventas@tera.local',
  subject: 'Solicitud de demo: Acme (51-200)',
  status: 'queued',
  createdAt: '2026-03-02T10:00:00.000Z',
  sentAt: null,
  replyTo: 'lucia@acme.example',
  error: null,
  text: 'Nueva solicitud de demo\n\nEmpresa: Acme',
};

export function me(isSuperAdmin: boolean): Me {
  return {
    user: {
      id: 'user-1',
      email: isSuperAdmin ? 'super@demo.tera.local' : 'javier@demo.tera.local',
      name: 'X',
    },
    profile: {
      id: 'user-1',
      email: 'super@demo.tera.local',
      fullName: 'Equipo Tera',
      role: 'employee',
      reportsTo: null,
      companyId: null,
      teamId: null,
      jobTitle: null,
      department: null,
      joinDate: null,
      timeZone: 'Europe/Madrid',
      language: 'es',
      sharesCheckinsWithLeader: false,
      isActive: true,
      onboardedAt: null,
    },
    directReports: [],
    isLeader: false,
    isSuperAdmin,
    company: null,
  };
}

interface Answer {
  status: number;
  body?: unknown;
}

interface ServerOptions {
  /** Who the session and GET /api/v1/me say is signed in; null is nobody. */
  signedIn?: Me | null;
  /** Who a successful sign-in becomes; by default a super-admin. */
  signsInAs?: Me;
  password?: string;
  companies?: AdminCompany[];
  /** Answers a list with this instead of its rows, e.g. a failure. */
  failList?: Answer;
}

export interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const error = (status: number, code: string): Answer => ({
  status,
  body: { error: { code, message: code } },
});

function paged<Item>(
  items: Item[],
  query: URLSearchParams,
  matches: (item: Item, search: string) => boolean,
) {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 50);
  const search = query.get('search')?.toLowerCase() ?? '';
  const found = search ? items.filter((item) => matches(item, search)) : items;
  return { items: found.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: found.length };
}

/**
 * The super-admin endpoints as the server answers them, in memory: sign-in and sign-out change
 * who /me says is there, lists page and search, a plan change is kept. Every request is recorded.
 */
export function superAdminServer(options: ServerOptions = {}) {
  let signedIn = options.signedIn === undefined ? me(true) : options.signedIn;
  const companies = [...(options.companies ?? [DEMO_COMPANY])];
  const requests: Request[] = [];
  let failList = options.failList;

  const lists: Record<string, (query: URLSearchParams) => unknown> = {
    companies: (query) => paged(companies, query, (c, s) => c.name.toLowerCase().includes(s)),
    people: (query) => paged([PERSON], query, (p, s) => p.fullName.toLowerCase().includes(s)),
    subscriptions: (query) => paged([], query, () => true),
    outbox: (query) => paged([MAIL], query, (m, s) => m.subject.toLowerCase().includes(s)),
    'demo-requests': (query) => paged([], query, () => true),
  };

  function answer({ method, path, query, body }: Request): Answer {
    if (path === '/api/auth/sign-in/email') {
      const { password } = body as { password: string };
      if (password !== (options.password ?? 'clave correcta 2026')) return error(401, 'UNAUTHORIZED');
      signedIn = options.signsInAs ?? me(true);
      return { status: 200, body: { user: { id: signedIn.user.id } } };
    }
    if (path === '/api/auth/sign-out') {
      signedIn = null;
      return { status: 200, body: { success: true } };
    }
    // better-auth answers "nobody" with a 200 and null, as the app asks before reading /me.
    if (path === '/api/auth/get-session')
      return { status: 200, body: signedIn ? { session: {}, user: { id: signedIn.user.id } } : null };
    if (path === '/api/v1/me') return signedIn ? { status: 200, body: signedIn } : error(401, 'UNAUTHORIZED');
    if (!signedIn?.isSuperAdmin) return error(403, 'UNAUTHORIZED');
    const plan = /^\/api\/v1\/admin\/companies\/([^/]+)\/plan$/.exec(path);
    if (plan && method === 'PUT') {
      const change = body as { planType: PlanType; status: SubscriptionStatus };
      const index = companies.findIndex((c) => c.id === decodeURIComponent(plan[1]!));
      const target = companies[index]!;
      const chosen = PLAN_CATALOGUE[change.planType];
      companies[index] = {
        ...target,
        planType: change.planType,
        status: change.status,
        maxEmployees: chosen.features.maxEmployees,
      };
      return {
        status: 200,
        body: {
          subscription: {
            id: 'subscription-1',
            companyId: target.id,
            companyName: target.name,
            companySlug: target.slug,
            planType: change.planType,
            status: change.status,
            billingCycle: 'monthly',
            pricePerMonth: chosen.pricePerMonth,
            maxEmployees: chosen.features.maxEmployees,
            currentPeriodStart: '2026-03-02T10:00:00.000Z',
            currentPeriodEnd: '2026-04-01T10:00:00.000Z',
            trialEnd: null,
            cancelledAt: null,
            updatedAt: '2026-03-02T10:00:00.000Z',
          },
        },
      };
    }
    if (path === `/api/v1/admin/outbox/${MAIL.id}`) return { status: 200, body: MAIL };
    if (path === '/api/v1/admin/usage')
      return { status: 200, body: platformUsage(Number(query.get('days'))) };
    const list = /^\/api\/v1\/admin\/([a-z-]+)$/.exec(path);
    if (list && lists[list[1]!]) return failList ?? { status: 200, body: lists[list[1]!]!(query) };
    return error(404, 'RECORD_NOT_FOUND');
  }

  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: Request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    const { status, body } = answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;

  return {
    requests,
    to: (path: string) => requests.filter((request) => request.path === path),
    recover() {
      failList = undefined;
    },
  };
}
