import type { Invitation, Me, Person, Team } from '@tera/domain';
import { i18n } from '../lib/i18n';

export const SLUG = 'acme';
const BASE = `/api/v1/companies/${SLUG}`;

/** The screens' own texts, and the app frame's, which the upgrade dialog speaks with. */
export async function loadPeopleTexts(): Promise<void> {
  await i18n.loadNamespaces(['people', 'invitations', 'auth']);
}

export function person(overrides: Partial<Person> & Pick<Person, 'id' | 'fullName'>): Person {
  return {
    email: `${overrides.id}@acme.test`,
    role: 'employee',
    reportsTo: null,
    companyId: 'company-1',
    teamId: null,
    jobTitle: null,
    department: null,
    joinDate: '2026-01-01',
    timeZone: 'Europe/Madrid',
    language: 'es',
    sharesCheckinsWithLeader: false,
    isActive: true,
    onboardedAt: null,
    teamName: null,
    leaderName: null,
    ...overrides,
  };
}

export const TEAMS: Team[] = [
  { id: '0b7c9d1e-2f3a-4b5c-8d6e-000000000001', name: 'Producto', memberCount: 2 },
];

export const PEOPLE: Person[] = [
  person({ id: 'ana', fullName: 'Ana García', role: 'admin', department: 'Personas' }),
  person({
    id: 'carlos',
    fullName: 'Carlos Martín',
    role: 'leader',
    teamId: TEAMS[0]!.id,
    teamName: 'Producto',
    department: 'Producto',
  }),
  person({
    id: 'javier',
    fullName: 'Javier López',
    teamId: TEAMS[0]!.id,
    teamName: 'Producto',
    reportsTo: 'carlos',
    leaderName: 'Carlos Martín',
    jobTitle: 'Desarrollador',
    department: 'Producto',
  }),
];

export function invitation(overrides: Partial<Invitation> & Pick<Invitation, 'id' | 'email'>): Invitation {
  return {
    role: 'employee',
    teamId: null,
    reportsTo: null,
    status: 'pending',
    expiresAt: '2026-03-09T10:00:00.000Z',
    createdAt: '2026-03-02T10:00:00.000Z',
    acceptedAt: null,
    ...overrides,
  };
}

/** Who /me says is signed in: by default Ana, who runs the company. */
export function signedInAs(who: Person = PEOPLE[0]!): Me {
  const { teamName: _team, leaderName: _leader, ...profile } = who;
  return {
    user: { id: who.id, email: who.email, name: who.fullName },
    profile,
    directReports: [],
    isLeader: false,
    isSuperAdmin: false,
    company: { id: who.companyId ?? 'company-1', name: 'Acme', slug: SLUG },
  };
}

export interface Answer {
  status: number;
  body?: unknown;
}

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Override = (call: Call) => Answer | undefined;

/**
 * The company-admin endpoints these screens call, answering as the API does for a small company;
 * `override` answers a call differently (an error, say) and every call is recorded.
 */
export function companyAdminServer(
  options: {
    override?: Override;
    invitations?: Invitation[];
    people?: Person[];
    seats?: { used: number; max: number };
    me?: Me;
  } = {},
) {
  const calls: Call[] = [];
  const invitations = options.invitations ?? [];
  const everyone = options.people ?? PEOPLE;
  const seats = options.seats ?? { used: everyone.filter((p) => p.isActive).length, max: 10 };
  const answer = (call: Call): Answer => {
    const overridden = options.override?.(call);
    if (overridden) return overridden;
    const { method, path, query } = call;
    const me = options.me ?? signedInAs();
    if (method === 'GET' && path === '/api/auth/get-session') {
      return { status: 200, body: { session: {}, user: { id: me.user.id } } };
    }
    if (method === 'GET' && path === '/api/v1/me') return { status: 200, body: me };
    if (method === 'GET' && path === `${BASE}/people`) {
      const status = query.get('status');
      const search = query.get('search')?.toLowerCase();
      const people = everyone.filter(
        (p) =>
          (!status || status === 'all' || p.isActive === (status === 'active')) &&
          (!search || p.fullName.toLowerCase().includes(search)) &&
          (!query.get('role') || p.role === query.get('role')),
      );
      return { status: 200, body: { people, seats } };
    }
    if (method === 'GET' && path === `${BASE}/teams`) return { status: 200, body: { teams: TEAMS } };
    if (method === 'GET' && path === `${BASE}/invitations`) return { status: 200, body: { invitations } };
    if (method === 'GET' && path === BASE) {
      return {
        status: 200,
        body: { company: {}, subscription: { planType: 'professional', maxEmployees: 10 } },
      };
    }
    const personPath = path.match(
      /^\/api\/v1\/companies\/acme\/people\/([^/]+)(?:\/(deactivate|reactivate))?$/,
    );
    if (personPath) {
      const found = everyone.find((p) => p.id === personPath[1])!;
      const isActive = personPath[2] ? personPath[2] === 'reactivate' : found.isActive;
      return { status: 200, body: { person: { ...found, ...(call.body as object), isActive } } };
    }
    if (method === 'POST' && path === `${BASE}/invitations`) {
      const body = call.body as { email: string; role: string };
      return { status: 201, body: { invitation: invitation({ id: 'new', ...body }) } };
    }
    return { status: 404, body: { error: { code: 'RECORD_NOT_FOUND', message: 'not found' } } };
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls };
}
