import {
  DEFAULT_TEMPLATES,
  NOTIFICATION_TYPES,
  TEMPLATE_VARIABLES,
  type Delivery,
  type DeliveryStatus,
  type Me,
  type Schedule,
  type Template,
  type TemplateDraft,
} from '@tera/domain';
import { i18n } from '../lib/i18n';
import { me, profile } from './dashboard-server';
import type { ApiAnswer, ApiCall } from './fake-api';

const BASE = '/api/v1/companies/acme';
const NOTIFICATIONS = `${BASE}/notifications`;

/** The notifications screen's texts, and the role words its recipients speak with. */
export async function loadNotificationsTexts(): Promise<void> {
  await i18n.loadNamespaces(['notifications', 'people', 'auth']);
}

export const ADMIN: Me = me(
  profile({ id: 'ana', email: 'ana@acme.test', fullName: 'Ana García', role: 'admin', reportsTo: null }),
);

export const TEAM_ID = '0b7c9d1e-2f3a-4b5c-8d6e-000000000001';
export const OWN_TEMPLATE_ID = '5a0e8f2c-1b3d-4e6f-9a7b-000000000001';

const builtIn = (type: Template['type']): Template => ({
  id: `builtin-${type}`,
  name: DEFAULT_TEMPLATES[type].name.es,
  type,
  content: DEFAULT_TEMPLATES[type].content,
  isDefault: false,
  builtIn: true,
  variables: [...TEMPLATE_VARIABLES[type]],
  updatedAt: '2026-03-01T00:00:00.000Z',
});

export function ownTemplate(overrides: Partial<Template> = {}): Template {
  return {
    ...builtIn('daily_reminder'),
    id: OWN_TEMPLATE_ID,
    name: 'Recordatorio cercano',
    builtIn: false,
    isDefault: true,
    ...overrides,
  };
}

export function schedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    id: 's1',
    type: 'daily_reminder',
    time: '09:00',
    timeZone: null,
    days: [1, 2, 3, 4, 5],
    active: true,
    templateId: null,
    customSubject: null,
    customMessage: null,
    recipients: { kind: 'everyone' },
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function delivery(index: number, overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: `d${index}`,
    scheduleId: 's1',
    type: 'daily_reminder',
    channel: 'email',
    person: { id: `p${index}`, name: `Persona ${index}`, email: `p${index}@acme.test` },
    occurrence: '2026-03-02',
    status: 'sent',
    reason: null,
    attempts: 1,
    createdAt: '2026-03-02T08:00:00.000Z',
    sentAt: '2026-03-02T08:00:05.000Z',
    ...overrides,
  };
}

const SAMPLE: Record<string, string> = {
  name: 'Ana García',
  firstName: 'Ana',
  company: 'Acme',
  date: '2 de marzo',
  checkinLink: 'https://tera.test/dashboard',
  pauseLink: 'https://tera.test/pause',
  message: '',
  week: '2 de marzo',
  pulse: '72',
  participation: '80 %',
  answered: '12',
  panelLink: 'https://tera.test/panel-lider',
};

const VARIABLE = /\{\{\s*(\w+)[^}]*\}\}/g;

/** The preview as the API gives it: the draft's variables filled in, or refused by field. */
function preview(draft: TemplateDraft): ApiAnswer {
  const offered = new Set<string>(TEMPLATE_VARIABLES[draft.type]);
  const fields: Record<string, string[]> = {};
  for (const part of ['subject', 'html', 'text'] as const) {
    const unknown = [...draft.content[part].matchAll(VARIABLE)]
      .map((match) => match[1]!)
      .filter((name) => !offered.has(name));
    if (unknown.length > 0) fields[`content.${part}`] = unknown;
  }
  if (Object.keys(fields).length > 0) {
    return {
      status: 422,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Unknown variables',
          reason: 'UNKNOWN_TEMPLATE_VARIABLE',
          fields,
        },
      },
    };
  }
  const fill = (text: string) => text.replace(VARIABLE, (_, name: string) => SAMPLE[name] ?? '');
  return {
    status: 200,
    body: {
      subject: fill(draft.content.subject),
      html: `<p>Acme</p>${fill(draft.content.html)}`,
      text: fill(draft.content.text),
    },
  };
}

const COMPANY = {
  company: {
    id: 'company-1',
    name: 'Acme',
    slug: 'acme',
    industry: 'technology',
    employeeCountRange: '11-50',
    logoUrl: null,
    settings: {
      workdayStartHour: 9,
      timeZone: 'Europe/Madrid',
      confidentialityThreshold: 3,
      defaultLanguage: 'es',
      supportProgramme: null,
    },
    isActive: true,
    trialEndsAt: null,
  },
  subscription: null,
};

const PAGE_SIZE = 50;

/**
 * The notifications endpoints as the API answers them for Acme: schedules and templates kept in
 * memory, Tera's templates read-only, the log paged by cursor. `override` answers a call
 * differently (a refusal, say); every call is recorded.
 */
export function notificationsServer(
  options: {
    schedules?: Schedule[];
    templates?: Template[];
    deliveries?: Delivery[];
    me?: Me;
    override?: (call: ApiCall) => ApiAnswer | undefined;
  } = {},
) {
  const calls: ApiCall[] = [];
  const schedules = [...(options.schedules ?? [])];
  const templates = [...NOTIFICATION_TYPES.map(builtIn), ...(options.templates ?? [])];
  const deliveries = options.deliveries ?? [];
  let created = 0;

  const answer = (call: ApiCall): ApiAnswer => {
    const overridden = options.override?.(call);
    if (overridden) return overridden;
    const { method, path, query } = call;
    const who = options.me ?? ADMIN;
    const route = `${method} ${path}`;
    if (route === 'GET /api/auth/get-session')
      return { status: 200, body: { session: {}, user: { id: who.user.id } } };
    if (route === 'GET /api/v1/me') return { status: 200, body: who };
    if (route === `GET ${BASE}`) return { status: 200, body: COMPANY };
    if (route === `GET ${BASE}/teams`)
      return { status: 200, body: { teams: [{ id: TEAM_ID, name: 'Producto', memberCount: 2 }] } };
    if (route === `GET ${BASE}/people`) {
      const people = [
        { ...ADMIN.profile, department: 'Personas', teamName: null, leaderName: null },
        {
          ...profile({ id: 'javier', fullName: 'Javier López', department: 'Producto' }),
          teamName: null,
          leaderName: null,
        },
      ];
      return { status: 200, body: { people, seats: { used: 2, max: 10 } } };
    }
    if (route === `GET ${NOTIFICATIONS}/schedules`) return { status: 200, body: { schedules } };
    if (route === `POST ${NOTIFICATIONS}/schedules`) {
      created += 1;
      const saved = schedule({ ...(call.body as object), id: `new-${created}` });
      schedules.push(saved);
      return { status: 201, body: { schedule: saved } };
    }
    if (route === `GET ${NOTIFICATIONS}/templates`) return { status: 200, body: { templates } };
    if (route === `POST ${NOTIFICATIONS}/templates`) {
      created += 1;
      const saved = ownTemplate({
        ...(call.body as object),
        id: `7a0e8f2c-1b3d-4e6f-9a7b-00000000000${created}`,
      });
      templates.push(saved);
      return { status: 201, body: { template: saved } };
    }
    if (route === `POST ${NOTIFICATIONS}/templates/preview`) return preview(call.body as TemplateDraft);
    if (route === `POST ${NOTIFICATIONS}/templates/test`)
      return { status: 202, body: { sentTo: who.user.email } };
    if (route === `GET ${NOTIFICATIONS}/deliveries`) {
      const status = query.get('status') as DeliveryStatus | null;
      const scheduleId = query.get('scheduleId');
      const matching = deliveries.filter(
        (entry) => (!status || entry.status === status) && (!scheduleId || entry.scheduleId === scheduleId),
      );
      const start = Number(query.get('before') ?? 0);
      const page = matching.slice(start, start + PAGE_SIZE);
      const counts = { pending: 0, sent: 0, failed: 0, bounced: 0, skipped: 0 };
      for (const entry of deliveries.filter((entry) => !scheduleId || entry.scheduleId === scheduleId))
        counts[entry.status] += 1;
      const next = start + PAGE_SIZE < matching.length ? String(start + PAGE_SIZE) : null;
      return { status: 200, body: { deliveries: page, cursor: next, counts } };
    }
    const record = path.match(/^\/api\/v1\/companies\/acme\/notifications\/(schedules|templates)\/([^/]+)$/);
    if (record) {
      const list: Array<Schedule | Template> = record[1] === 'schedules' ? schedules : templates;
      const index = list.findIndex((entry) => entry.id === record[2]);
      if (index < 0)
        return { status: 404, body: { error: { code: 'RECORD_NOT_FOUND', message: 'not found' } } };
      if (method === 'DELETE') {
        list.splice(index, 1);
        return { status: 204 };
      }
      if (method === 'PUT') {
        list[index] = { ...list[index]!, ...(call.body as object) };
        return { status: 200, body: { [record[1] === 'schedules' ? 'schedule' : 'template']: list[index] } };
      }
    }
    return { status: 404, body: { error: { code: 'RECORD_NOT_FOUND', message: 'not found' } } };
  };

  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://tera.test');
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, schedules, templates };
}
