import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  companies,
  evaluations,
  feedback,
  leaveRequests,
  trainingAssignments,
  trainings,
  newsArticles,
  noteAttachments,
  notes,
  notificationSchedules,
  notificationTemplates,
  observations,
  savedReports,
  supportTickets,
  surveys,
  teams,
  userProfiles,
} from '../../src/db/schema/index.ts';
import { API_KEY_RESOURCES } from '@tera/domain';
import { ACCESS_POLICIES, type AccessPolicy } from '../../src/http/access-policy.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-people.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { createTestApp, jsonRequest, type TestApp } from '../support/test-app.ts';
import { as, signIn, signUp, type TestPerson } from '../support/sessions.ts';
import { lastInvitationToken } from '../support/company-people.ts';

interface Operation {
  method: string;
  path: string;
  policy: unknown;
  hasBody: boolean;
  takesKey: boolean;
  key: { resource: string; access: string } | undefined;
}

type Document = {
  paths: Record<
    string,
    Record<string, { 'x-access'?: unknown; 'x-api-key'?: unknown; requestBody?: unknown }>
  >;
};

/** Who is asking: nobody, someone of another company, and people of the victim company below the role. */
type Caller = 'anonymous' | 'outsider' | 'employee' | 'leader' | 'admin';

const REFUSED = [401, 403, 404];

/**
 * Every route of the OpenAPI document, whatever capability added it, is tried by callers who must
 * not reach the demo company's data. A route added without a declared policy fails the suite.
 */
describe('tenant isolation over every route', () => {
  let app: TestApp;
  let operations: Operation[];
  let outsider: TestPerson;
  let employee: TestPerson;
  let leader: TestPerson;
  let admin: TestPerson;
  const victim = {
    companyId: '',
    teamId: '',
    invitationId: '',
    invitationToken: '',
    savedReportId: '',
    scheduleId: '',
    templateId: '',
    surveyId: '',
    evaluationId: '',
    observationId: '',
    feedbackId: '',
    trainingId: '',
    assignmentId: '',
    ticketId: '',
    articleId: '',
    noteId: '',
    attachmentId: '',
    leaveRequestId: '',
    userIds: [] as string[],
    emails: [] as string[],
  };

  function fill(path: string): string {
    return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      if (name === 'slug') return 'demo';
      if (name === 'companyId') return victim.companyId;
      if (name === 'teamId') return victim.teamId;
      if (name === 'reportId') return victim.savedReportId;
      if (name === 'scheduleId') return victim.scheduleId;
      if (name === 'templateId') return victim.templateId;
      if (name === 'surveyId') return victim.surveyId;
      if (name === 'evaluationId') return victim.evaluationId;
      if (name === 'observationId') return victim.observationId;
      if (name === 'feedbackId') return victim.feedbackId;
      if (name === 'trainingId') return victim.trainingId;
      if (name === 'assignmentId') return victim.assignmentId;
      if (name === 'employeeId') return victim.userIds[1] ?? randomUUID();
      if (name === 'ticketId') return victim.ticketId;
      if (name === 'articleId') return victim.articleId;
      if (name === 'noteId') return victim.noteId;
      if (name === 'attachmentId') return victim.attachmentId;
      if (name === 'requestId') return victim.leaveRequestId;
      if (name === 'report') return 'pulse';
      if (name === 'userId') return victim.userIds[1] ?? randomUUID();
      // Every id or token a route takes is one of the victim company's: a pending invitation.
      if (name === 'token') return victim.invitationToken;
      if (name === 'id' || name === 'invitationId') return victim.invitationId;
      return randomUUID();
    });
  }

  function leaks(body: string): string[] {
    const secrets = [
      victim.companyId,
      victim.invitationId,
      victim.savedReportId,
      victim.scheduleId,
      victim.templateId,
      victim.surveyId,
      victim.evaluationId,
      victim.observationId,
      victim.feedbackId,
      victim.trainingId,
      victim.assignmentId,
      victim.ticketId,
      victim.articleId,
      victim.noteId,
      victim.attachmentId,
      victim.leaveRequestId,
      ...victim.userIds.slice(1),
      ...victim.emails.slice(1),
    ];
    return secrets.filter((secret) => body.includes(secret));
  }

  /** Keys of both companies with every resource, read and write: the widest a key can be. */
  const keys = { outsider: '', victim: '' };
  const EVERY_RESOURCE = { access: 'write', resources: [...API_KEY_RESOURCES] };

  async function callWithKey(operation: Operation, key: string) {
    const init: RequestInit = operation.hasBody
      ? jsonRequest(operation.method, {})
      : { method: operation.method };
    init.headers = { ...(init.headers as Record<string, string>), authorization: `Bearer ${key}` };
    const response = await app.request(`/api/v1${fill(operation.path)}`, init);
    const text = response.headers.get('content-type')?.includes('event-stream') ? '' : await response.text();
    return { status: response.status, body: text };
  }

  async function call(operation: Operation, caller: Caller) {
    const person = { anonymous: null, outsider, employee, leader, admin }[caller];
    const init: RequestInit = operation.hasBody
      ? jsonRequest(operation.method, {})
      : { method: operation.method };
    const response = await app.request(`/api/v1${fill(operation.path)}`, person ? as(person, init) : init);
    const text = response.headers.get('content-type')?.includes('event-stream') ? '' : await response.text();
    return { status: response.status, body: text };
  }

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    const db = app.deps.database.db;
    const [demo] = await db.select().from(companies).where(eq(companies.slug, 'demo'));
    victim.companyId = demo!.id;
    const [team] = await db.select().from(teams).where(eq(teams.companyId, demo!.id));
    victim.teamId = team!.id;
    const [report] = await db.select().from(savedReports).where(eq(savedReports.companyId, demo!.id));
    victim.savedReportId = report!.id;
    const [schedule] = await db
      .select()
      .from(notificationSchedules)
      .where(eq(notificationSchedules.companyId, demo!.id));
    victim.scheduleId = schedule!.id;
    const [template] = await db
      .select()
      .from(notificationTemplates)
      .where(eq(notificationTemplates.companyId, demo!.id));
    victim.templateId = template!.id;
    const [survey] = await db.select().from(surveys).where(eq(surveys.companyId, demo!.id));
    victim.surveyId = survey!.id;
    const [evaluation] = await db.select().from(evaluations).where(eq(evaluations.companyId, demo!.id));
    victim.evaluationId = evaluation!.id;
    // A leader's private observation: no one else, the demo's own admin included, may reach it.
    const [observation] = await db
      .select()
      .from(observations)
      .where(and(eq(observations.companyId, demo!.id), eq(observations.visibility, 'private')));
    victim.observationId = observation!.id;
    const [given] = await db.select().from(feedback).where(eq(feedback.companyId, demo!.id));
    victim.feedbackId = given!.id;
    const [training] = await db.select().from(trainings).where(eq(trainings.companyId, demo!.id));
    victim.trainingId = training!.id;
    const [assigned] = await db
      .select()
      .from(trainingAssignments)
      .where(eq(trainingAssignments.companyId, demo!.id));
    victim.assignmentId = assigned!.id;
    // A demo person's support ticket, between them and the platform's support alone.
    const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.companyId, demo!.id));
    victim.ticketId = ticket!.id;
    const [article] = await db.select().from(newsArticles).where(eq(newsArticles.companyId, demo!.id));
    victim.articleId = article!.id;
    // A personal note of the demo's person on their own, with its picture: nobody else reaches it.
    const [attachment] = await db
      .select({ id: noteAttachments.id, noteId: noteAttachments.noteId })
      .from(noteAttachments)
      .innerJoin(notes, eq(notes.id, noteAttachments.noteId))
      .innerJoin(userProfiles, eq(userProfiles.id, notes.userId))
      .where(eq(userProfiles.email, 'tomas@demo.tera.local'));
    victim.noteId = attachment!.noteId;
    victim.attachmentId = attachment!.id;
    // A demo person's pending leave: theirs, their leader's and the demo's admins' only.
    const [leave] = await db
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.companyId, demo!.id), eq(leaveRequests.status, 'pending')));
    victim.leaveRequestId = leave!.id;
    const people = await db.select().from(userProfiles).where(eq(userProfiles.companyId, demo!.id));
    // The employee who asks comes first; the rest are what must not leak to anyone else.
    employee = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    leader = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    admin = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    const invited = await app.request(
      '/api/v1/companies/demo/invitations',
      as(admin, jsonRequest('POST', { email: 'pendiente@demo.tera.local', role: 'employee' })),
    );
    victim.invitationId = ((await invited.json()) as { invitation: { id: string } }).invitation.id;
    victim.invitationToken = await lastInvitationToken(app, 'pendiente@demo.tera.local');
    const others = people.filter((p) => p.id !== employee.userId);
    victim.userIds = [employee.userId, ...others.map((p) => p.id)];
    victim.emails = [employee.email, ...others.map((p) => p.email)];

    outsider = await signUp(app, { email: 'admin@otra.test' });
    await app.request(
      '/api/v1/companies',
      as(
        outsider,
        jsonRequest('POST', {
          name: 'Otra',
          slug: 'otra',
          industry: 'other',
          employeeCountRange: '1-10',
          timeZone: 'Europe/Madrid',
        }),
      ),
    );

    // Both companies on the enterprise plan, each with a key of every resource.
    const platform = await signIn(app, 'super@demo.tera.local', DEMO_PASSWORD);
    const [otra] = await db.select().from(companies).where(eq(companies.slug, 'otra'));
    for (const [companyId, slug, person, kind] of [
      [victim.companyId, 'demo', admin, 'victim'],
      [otra!.id, 'otra', outsider, 'outsider'],
    ] as const) {
      await app.request(
        `/api/v1/admin/companies/${companyId}/plan`,
        as(platform, jsonRequest('PUT', { planType: 'enterprise' })),
      );
      const issued = await app.request(
        `/api/v1/companies/${slug}/api-keys`,
        as(person, jsonRequest('POST', { name: 'Everything', ...EVERY_RESOURCE })),
      );
      keys[kind] = ((await issued.json()) as { secret: string }).secret;
    }

    const document = (await (await app.request('/api/v1/openapi.json')).json()) as Document;
    // The account routes name their own base (better-auth's), outside the access policies.
    const apiPaths = Object.entries(document.paths).filter(([, item]) => !('servers' in item));
    operations = apiPaths.flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        policy: operation['x-access'],
        hasBody: operation.requestBody !== undefined,
        takesKey: operation['x-api-key'] !== undefined,
        key: operation['x-api-key'] as Operation['key'],
      })),
    );
  }, 60_000);
  afterAll(() => app.dispose());

  it('finds every route declaring one of the known policies', () => {
    expect(operations.length).toBeGreaterThan(10);
    const undeclared = operations.filter((o) => !ACCESS_POLICIES.includes(o.policy as AccessPolicy));
    expect(undeclared.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('answers 401 to anonymous callers on every route that is not public', async () => {
    for (const operation of operations.filter((o) => o.policy !== 'public')) {
      const { status, body } = await call(operation, 'anonymous');
      expect(status, `${operation.method} ${operation.path}`).toBe(401);
      expect(leaks(body), `${operation.method} ${operation.path}`).toEqual([]);
    }
  });

  it("refuses another company's admin every route of the demo company, and shows them none of its data", async () => {
    for (const operation of operations.filter((o) => o.policy !== 'public')) {
      const { status, body } = await call(operation, 'outsider');
      const label = `${operation.method} ${operation.path}`;
      if (['company-member', 'company-admin', 'leader', 'super-admin'].includes(operation.policy as string)) {
        expect(REFUSED, label).toContain(status);
      }
      expect(leaks(body), label).toEqual([]);
    }
  });

  it('refuses an employee the routes above their role', async () => {
    const aboveEmployee = operations.filter((o) =>
      ['company-admin', 'leader', 'super-admin'].includes(o.policy as string),
    );
    expect(aboveEmployee.length).toBeGreaterThan(0);
    for (const operation of aboveEmployee) {
      const { status } = await call(operation, 'employee');
      expect(REFUSED, `${operation.method} ${operation.path}`).toContain(status);
    }
  });

  it('refuses a leader the admin and platform routes, and an admin the platform routes', async () => {
    const refusals: [Caller, AccessPolicy[]][] = [
      ['leader', ['company-admin', 'super-admin']],
      ['admin', ['super-admin']],
    ];
    for (const [caller, policies] of refusals) {
      const above = operations.filter((o) => policies.includes(o.policy as AccessPolicy));
      expect(above.length).toBeGreaterThan(0);
      for (const operation of above) {
        const { status } = await call(operation, caller);
        expect([403, 404], `${caller}: ${operation.method} ${operation.path}`).toContain(status);
      }
    }
  });

  it("refuses another company's API key every route of the demo company, and shows it none of its data", async () => {
    expect(keys.outsider).toMatch(/^tera_/);
    for (const operation of operations.filter((o) => o.policy !== 'public')) {
      const { status, body } = await callWithKey(operation, keys.outsider);
      const label = `${operation.method} ${operation.path}`;
      expect(REFUSED, label).toContain(status);
      expect(leaks(body), label).toEqual([]);
    }
  });

  it("lets the demo company's own key of every resource reach only the operations that declare keys", async () => {
    expect(keys.victim).toMatch(/^tera_/);
    const closed = operations.filter((o) => o.policy !== 'public' && !o.takesKey);
    expect(closed.length).toBeGreaterThan(0);
    for (const operation of closed) {
      const { status } = await callWithKey(operation, keys.victim);
      expect(status, `${operation.method} ${operation.path}`).toBe(403);
    }
    // What it may read answers as it would an admin (its writes are tried in the key's own suite).
    for (const operation of operations.filter((o) => o.takesKey && o.method === 'GET')) {
      const { status } = await callWithKey(operation, keys.victim);
      expect([200, 400], `GET ${operation.path}`).toContain(status);
    }
  });

  it('refuses a key of the demo company every declared operation its scope does not cover', async () => {
    const open = operations.filter((o) => o.key);
    const issue = async (name: string, access: string, resources: string[]) => {
      const response = await app.request(
        '/api/v1/companies/demo/api-keys',
        as(admin, jsonRequest('POST', { name, access, resources })),
      );
      return ((await response.json()) as { secret: string }).secret;
    };
    const readOnly = await issue('Read everything', 'read', [...API_KEY_RESOURCES]);
    for (const operation of open.filter((o) => o.key!.access === 'write')) {
      const { status, body } = await callWithKey(operation, readOnly);
      expect(status, `${operation.method} ${operation.path}`).toBe(403);
      expect(body).toContain('KEY_SCOPE');
    }
    for (const resource of API_KEY_RESOURCES) {
      const others = API_KEY_RESOURCES.filter((r) => r !== resource);
      const without = await issue(`All but ${resource}`, 'write', others);
      for (const operation of open.filter((o) => o.key!.resource === resource)) {
        const { status, body } = await callWithKey(operation, without);
        expect(status, `${operation.method} ${operation.path}`).toBe(403);
        expect(body).toContain('KEY_SCOPE');
      }
    }
  });

  it("declares keys only on the company's own records, never on anything of one person's", () => {
    const open = operations.filter((o) => o.takesKey);
    expect(open.length).toBeGreaterThan(0);
    for (const operation of open) {
      const label = `${operation.method} ${operation.path}`;
      expect(['company-member', 'company-admin'], label).toContain(operation.policy);
      expect(operation.path, label).toMatch(/^\/companies\/\{slug\}\//);
      expect(operation.path, label).not.toMatch(
        /checkin|pulse\/me|notes|wellbeing|my-|career|feedback|evaluation/,
      );
    }
  });

  it('still holds the invitation the refused callers aimed at', async () => {
    const link = await app.request(`/api/v1/invitations/${victim.invitationToken}`);
    expect(link.status).toBe(200);
    const listed = await app.request('/api/v1/companies/demo/invitations', as(admin));
    const { invitations } = (await listed.json()) as { invitations: { id: string; status: string }[] };
    expect(invitations.find((i) => i.id === victim.invitationId)?.status).toBe('pending');
  });

  it('lets public routes reveal nothing of the demo company either', async () => {
    for (const operation of operations.filter((o) => o.policy === 'public')) {
      const { status, body } = await call(operation, 'anonymous');
      expect(status, `${operation.method} ${operation.path}`).toBeLessThan(500);
      expect(leaks(body), `${operation.method} ${operation.path}`).toEqual([]);
    }
  });
});
