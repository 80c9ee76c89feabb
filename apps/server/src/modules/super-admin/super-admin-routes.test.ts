import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AdminCompany,
  AdminDemoRequest,
  AdminOutboxItem,
  AdminOutboxMail,
  AdminPage,
  AdminPerson,
  AdminSubscription,
} from '@tera/domain';
import { companies, companySubscriptions } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../seed/demo-people.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { createTestApp, jsonRequest, TEST_NOW, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, signUp, type TestPerson } from '../../../test/support/sessions.ts';

const LIST_PATHS = [
  '/api/v1/admin/companies',
  '/api/v1/admin/people',
  '/api/v1/admin/subscriptions',
  '/api/v1/admin/outbox',
  '/api/v1/admin/demo-requests',
];

describe('super-admin API', () => {
  let app: TestApp;
  let superAdmin: TestPerson;
  let companyAdmin: TestPerson;
  let employee: TestPerson;
  let leader: TestPerson;
  let demoCompanyId: string;
  let otherCompanyId: string;

  async function get<T>(path: string, person: TestPerson = superAdmin): Promise<T> {
    const response = await app.request(path, as(person));
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  }

  function setPlan(companyId: string, body: unknown, person: TestPerson = superAdmin) {
    return app.request(`/api/v1/admin/companies/${companyId}/plan`, as(person, jsonRequest('PUT', body)));
  }

  async function storedSubscription(companyId: string) {
    const [row] = await app.deps.database.db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.companyId, companyId));
    return row;
  }

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    superAdmin = await signIn(app, 'super@demo.tera.local', DEMO_PASSWORD);
    companyAdmin = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    employee = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    leader = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    const [demo] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, 'demo'));
    demoCompanyId = demo!.id;

    const founder = await signUp(app, { email: 'fundadora@otra.test', name: 'Fundadora Otra' });
    const created = await app.request(
      '/api/v1/companies',
      as(
        founder,
        jsonRequest('POST', {
          name: 'Otra Empresa',
          slug: 'otra',
          industry: 'other',
          employeeCountRange: '1-10',
          timeZone: 'Europe/Madrid',
        }),
      ),
    );
    otherCompanyId = ((await created.json()) as { company: { id: string } }).company.id;

    await app.request(
      '/api/v1/demo-requests',
      jsonRequest('POST', {
        firstName: 'Lucía',
        lastName: 'Martín',
        email: 'lucia@acme.example',
        company: 'Acme 100%',
        teamSize: '51-200',
        message: 'Queremos probar Tera.',
      }),
    );
  }, 60_000);
  afterAll(() => app.dispose());

  describe('who may call it', () => {
    it('answers 401 to anonymous callers on every endpoint', async () => {
      for (const path of [...LIST_PATHS, `/api/v1/admin/outbox/${randomUUID()}`]) {
        expect((await app.request(path)).status, path).toBe(401);
      }
      const put = await app.request(
        `/api/v1/admin/companies/${demoCompanyId}/plan`,
        jsonRequest('PUT', { planType: 'starter' }),
      );
      expect(put.status).toBe(401);
    });

    it('answers 403 to a company admin and to an employee, and changes nothing for them', async () => {
      for (const person of [companyAdmin, employee]) {
        for (const path of LIST_PATHS) {
          const response = await app.request(path, as(person));
          expect(response.status, path).toBe(403);
          const body = (await response.json()) as { error: { code: string; reason: string } };
          expect(body.error).toMatchObject({ code: 'UNAUTHORIZED', reason: 'FORBIDDEN_ROLE' });
        }
        expect((await setPlan(demoCompanyId, { planType: 'starter' }, person)).status).toBe(403);
      }
      expect((await storedSubscription(demoCompanyId))?.planType).toBe('professional');
    });
  });

  describe('GET /admin/companies', () => {
    it('lists every company, newest first, with plan, status and active people', async () => {
      const page = await get<AdminPage<AdminCompany>>('/api/v1/admin/companies');
      expect(page).toMatchObject({ page: 1, pageSize: 50, total: 2 });
      expect(page.items.map((c) => c.slug)).toEqual(['otra', 'demo']);
      expect(page.items[1]).toMatchObject({
        id: demoCompanyId,
        name: 'Tera Demo',
        planType: 'professional',
        status: 'trial',
        maxEmployees: 100,
        peopleCount: DEMO_PEOPLE.filter((p) => p.inCompany).length,
        isActive: true,
      });
      expect(page.items[0]).toMatchObject({ planType: 'professional', status: 'trial', peopleCount: 1 });
    });

    it('finds companies by name or address, and pages through them', async () => {
      const byName = await get<AdminPage<AdminCompany>>('/api/v1/admin/companies?search=EMPRESA');
      expect(byName.items.map((c) => c.slug)).toEqual(['otra']);
      expect(byName.total).toBe(1);
      const bySlug = await get<AdminPage<AdminCompany>>('/api/v1/admin/companies?search=dem');
      expect(bySlug.items.map((c) => c.slug)).toEqual(['demo']);

      const second = await get<AdminPage<AdminCompany>>('/api/v1/admin/companies?page=2&pageSize=1');
      expect(second).toMatchObject({ page: 2, pageSize: 1, total: 2 });
      expect(second.items.map((c) => c.slug)).toEqual(['demo']);
      const beyond = await get<AdminPage<AdminCompany>>('/api/v1/admin/companies?page=3&pageSize=1');
      expect(beyond.items).toEqual([]);
    });

    it('refuses a page size over 200, a page below 1 and a search over 200 characters', async () => {
      for (const query of ['pageSize=201', 'pageSize=0', 'page=0', 'page=x', `search=${'a'.repeat(201)}`]) {
        const response = await app.request(`/api/v1/admin/companies?${query}`, as(superAdmin));
        expect(response.status, query).toBe(400);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
      }
      expect((await app.request('/api/v1/admin/companies?pageSize=200', as(superAdmin))).status).toBe(200);
    });
  });

  describe('GET /admin/people', () => {
    it('lists everyone with company, role, active and super-admin', async () => {
      const page = await get<AdminPage<AdminPerson>>('/api/v1/admin/people?pageSize=200');
      expect(page.total).toBe(DEMO_PEOPLE.length + 1);
      const javier = page.items.find((p) => p.email === 'javier@demo.tera.local');
      expect(javier).toMatchObject({
        fullName: 'Javier López',
        role: 'employee',
        isActive: true,
        isSuperAdmin: false,
        company: { id: demoCompanyId, name: 'Tera Demo', slug: 'demo' },
      });
      const platform = page.items.find((p) => p.email === 'super@demo.tera.local');
      expect(platform).toMatchObject({ isSuperAdmin: true, company: null });
      const names = page.items.map((p) => p.fullName);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('finds people by name, e-mail or company, taking wildcards literally', async () => {
      const byName = await get<AdminPage<AdminPerson>>('/api/v1/admin/people?search=l%C3%B3pez');
      expect(byName.items.map((p) => p.email)).toEqual(['javier@demo.tera.local']);
      const byCompany = await get<AdminPage<AdminPerson>>('/api/v1/admin/people?search=otra%20empresa');
      expect(byCompany.items.map((p) => p.email)).toEqual(['fundadora@otra.test']);
      for (const wildcard of ['%25', '_']) {
        const page = await get<AdminPage<AdminPerson>>(`/api/v1/admin/people?search=${wildcard}`);
        expect(page.total, wildcard).toBe(0);
      }
    });
  });

  describe('GET /admin/subscriptions', () => {
    it("lists every company's subscription and finds them by company or plan", async () => {
      const page = await get<AdminPage<AdminSubscription>>('/api/v1/admin/subscriptions');
      expect(page.total).toBe(2);
      expect(page.items.find((s) => s.companyId === demoCompanyId)).toMatchObject({
        companyName: 'Tera Demo',
        companySlug: 'demo',
        planType: 'professional',
        status: 'trial',
        pricePerMonth: 399,
        billingCycle: 'monthly',
      });
      const byName = await get<AdminPage<AdminSubscription>>('/api/v1/admin/subscriptions?search=otra');
      expect(byName.items.map((s) => s.companySlug)).toEqual(['otra']);
    });
  });

  describe('the outbox', () => {
    it('lists the mails written and shows the text of one', async () => {
      const page = await get<AdminPage<AdminOutboxItem>>('/api/v1/admin/outbox?search=solicitud');
      expect(page.total).toBe(1);
      const [item] = page.items;
      expect(item).toMatchObject({
        to: 'ventas@tera.local',
        subject: 'Solicitud de demo: Acme 100% (51-200)',
        status: 'queued',
        sentAt: null,
      });
      const mail = await get<AdminOutboxMail>(`/api/v1/admin/outbox/${item!.id}`);
      expect(mail).toMatchObject({ id: item!.id, replyTo: 'lucia@acme.example', error: null });
      expect(mail.text).toContain('Nueva solicitud de demo');
      expect(mail.text).toContain('Queremos probar Tera.');
      expect(mail).not.toHaveProperty('html');
    });

    it('answers 404 for a mail that does not exist, whatever the id looks like', async () => {
      for (const id of [randomUUID(), 'not-a-uuid', '1']) {
        const response = await app.request(`/api/v1/admin/outbox/${id}`, as(superAdmin));
        expect(response.status, id).toBe(404);
      }
    });
  });

  describe('GET /admin/demo-requests', () => {
    it('lists the requests from the landing page and finds them by company', async () => {
      const page = await get<AdminPage<AdminDemoRequest>>('/api/v1/admin/demo-requests?search=100%25');
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({
        firstName: 'Lucía',
        lastName: 'Martín',
        email: 'lucia@acme.example',
        company: 'Acme 100%',
        teamSize: '51-200',
        message: 'Queremos probar Tera.',
      });
      const none = await get<AdminPage<AdminDemoRequest>>('/api/v1/admin/demo-requests?search=nadie');
      expect(none).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('PUT /admin/companies/{companyId}/plan', () => {
    it('moves a company to a plan with its price, seats and features, and its gates follow', async () => {
      expect((await app.request('/api/v1/team/analysis', as(leader))).status).toBe(200);

      const response = await setPlan(demoCompanyId, { planType: 'starter' });
      expect(response.status).toBe(200);
      const { subscription } = (await response.json()) as { subscription: AdminSubscription };
      expect(subscription).toMatchObject({
        companyId: demoCompanyId,
        planType: 'starter',
        status: 'active',
        pricePerMonth: 200,
        maxEmployees: 25,
        currentPeriodStart: TEST_NOW,
        currentPeriodEnd: '2026-04-01T10:00:00.000Z',
        cancelledAt: null,
      });
      const stored = await storedSubscription(demoCompanyId);
      expect(stored?.features).toMatchObject({ aiInsights: false, videoTraining: true, maxEmployees: 25 });

      const blocked = await app.request('/api/v1/team/analysis', as(leader));
      expect(blocked.status).toBe(403);
      expect(((await blocked.json()) as { error: { reason: string } }).error.reason).toBe('FEATURE_BLOCKED');

      const back = await setPlan(demoCompanyId, { planType: 'professional' });
      expect(back.status).toBe(200);
      expect((await storedSubscription(demoCompanyId))?.features).toMatchObject({ aiInsights: true });
      expect((await app.request('/api/v1/team/analysis', as(leader))).status).toBe(200);
    });

    it('sets the status given, noting when a subscription was cancelled', async () => {
      const response = await setPlan(otherCompanyId, { planType: 'enterprise', status: 'cancelled' });
      const { subscription } = (await response.json()) as { subscription: AdminSubscription };
      expect(subscription).toMatchObject({ planType: 'enterprise', status: 'cancelled', maxEmployees: -1 });
      expect(subscription.cancelledAt).toBe(TEST_NOW);
      const active = await setPlan(otherCompanyId, { planType: 'scaleUp', status: 'active' });
      expect(((await active.json()) as { subscription: AdminSubscription }).subscription).toMatchObject({
        planType: 'scaleUp',
        pricePerMonth: 599,
        cancelledAt: null,
      });
    });

    it('gives a company without a subscription one', async () => {
      await app.deps.database.db
        .delete(companySubscriptions)
        .where(eq(companySubscriptions.companyId, otherCompanyId));
      const response = await setPlan(otherCompanyId, { planType: 'professional' });
      expect(response.status).toBe(200);
      expect(await storedSubscription(otherCompanyId)).toMatchObject({
        planType: 'professional',
        status: 'active',
        pricePerMonth: 399,
        maxEmployees: 100,
      });
    });

    it('refuses an unknown plan or status and changes nothing', async () => {
      const before = await storedSubscription(demoCompanyId);
      for (const body of [{ planType: 'gold' }, { planType: 'starter', status: 'paused' }, {}, '[]']) {
        const response = await setPlan(demoCompanyId, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      expect(await storedSubscription(demoCompanyId)).toEqual(before);
    });

    it('answers 404 for a company that does not exist', async () => {
      for (const id of [randomUUID(), 'demo']) {
        expect((await setPlan(id, { planType: 'starter' })).status, id).toBe(404);
      }
    });
  });
});
