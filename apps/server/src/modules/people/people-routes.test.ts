import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authSessions, companies, companySubscriptions } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

interface PersonBody {
  id: string;
  fullName: string;
  role: string;
  teamId: string | null;
  teamName: string | null;
  reportsTo: string | null;
  leaderName: string | null;
  jobTitle: string | null;
  department: string | null;
  isActive: boolean;
}
interface ErrorBody {
  error: { code: string; reason?: string; blockReason?: string; currentPlan?: string; requiredPlan?: string };
}

describe('people administration', () => {
  let app: TestApp;
  let admin: TestPerson;
  let lead: TestPerson;
  let dev: TestPerson;
  let designer: TestPerson;
  let otherAdmin: TestPerson;
  let productTeamId: string;
  let foreignTeamId: string;

  const people = (query = '') => `/api/v1/companies/acme/people${query}`;
  async function list(query = '') {
    const response = await app.request(people(query), as(admin));
    expect(response.status).toBe(200);
    return (await response.json()) as { people: PersonBody[]; seats: { used: number; max: number } };
  }
  async function patch(personId: string, body: unknown, caller = admin) {
    return app.request(people(`/${personId}`), as(caller, jsonRequest('PATCH', body)));
  }
  async function createTeam(caller: TestPerson, slug: string, name: string) {
    const response = await app.request(
      `/api/v1/companies/${slug}/teams`,
      as(caller, jsonRequest('POST', { name })),
    );
    return ((await response.json()) as { team: { id: string } }).team.id;
  }

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'admin@acme.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'acme', 'Acme');
    productTeamId = await createTeam(admin, 'acme', 'Producto');
    lead = await joinCompany(app, admin, 'acme', {
      email: 'lead@acme.test',
      name: 'Luis Líder',
      role: 'leader',
      teamId: productTeamId,
    });
    dev = await joinCompany(app, admin, 'acme', {
      email: 'dev@acme.test',
      name: 'Dora Dev',
      teamId: productTeamId,
      reportsTo: lead.userId,
    });
    designer = await joinCompany(app, admin, 'acme', { email: 'design@acme.test', name: 'Diego Diseño' });
    otherAdmin = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, otherAdmin, 'globex');
    foreignTeamId = await createTeam(otherAdmin, 'globex', 'Ventas');
  }, 60_000);
  afterAll(() => app.dispose());

  it('lists the company’s people with team, leader and the seats in use', async () => {
    const body = await list();
    expect(body.seats).toEqual({ used: 4, max: 10 });
    expect(body.people.map((p) => p.fullName)).toEqual([
      'Ada Admin',
      'Diego Diseño',
      'Dora Dev',
      'Luis Líder',
    ]);
    expect(body.people.find((p) => p.fullName === 'Dora Dev')).toMatchObject({
      role: 'employee',
      teamName: 'Producto',
      leaderName: 'Luis Líder',
      isActive: true,
    });
  });

  it('filters by search, team, role and department', async () => {
    expect((await list('?search=dor')).people.map((p) => p.fullName)).toEqual(['Dora Dev']);
    expect((await list('?search=%25')).people).toEqual([]);
    expect((await list(`?teamId=${productTeamId}`)).people.map((p) => p.fullName)).toEqual([
      'Dora Dev',
      'Luis Líder',
    ]);
    expect((await list('?role=leader')).people.map((p) => p.fullName)).toEqual(['Luis Líder']);
    expect((await patch(designer.userId, { department: 'Diseño' })).status).toBe(200);
    expect((await list('?department=diseño')).people.map((p) => p.fullName)).toEqual(['Diego Diseño']);
    expect((await app.request(people('?status=gone'), as(admin))).status).toBe(400);
  });

  it('changes role, team, leader, job title and department', async () => {
    const response = await patch(designer.userId, {
      role: 'Manager',
      teamId: productTeamId,
      reportsTo: lead.userId,
      jobTitle: ' Diseñador sénior ',
      department: 'Producto',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { person: PersonBody }).person).toMatchObject({
      role: 'manager',
      teamName: 'Producto',
      leaderName: 'Luis Líder',
      jobTitle: 'Diseñador sénior',
      department: 'Producto',
    });
    const cleared = await patch(designer.userId, { teamId: null, reportsTo: null, jobTitle: '' });
    expect(((await cleared.json()) as { person: PersonBody }).person).toMatchObject({
      teamId: null,
      reportsTo: null,
      jobTitle: null,
    });
  });

  it('refuses a team or a leader of another company, or a role no company gives', async () => {
    const team = await patch(dev.userId, { teamId: foreignTeamId });
    expect(team.status).toBe(400);
    expect(((await team.json()) as ErrorBody).error.reason).toBe('UNKNOWN_TEAM');
    const leader = await patch(dev.userId, { reportsTo: otherAdmin.userId });
    expect(leader.status).toBe(400);
    expect(((await leader.json()) as ErrorBody).error.reason).toBe('UNKNOWN_LEADER');
    expect((await patch(dev.userId, { role: 'super_admin' })).status).toBe(400);
    expect((await list('?search=dora')).people[0]).toMatchObject({
      teamId: productTeamId,
      reportsTo: lead.userId,
    });
  });

  it('refuses a leader that would close a reporting loop, however long', async () => {
    // admin ← lead ← dev: the admin reporting to dev would loop through lead.
    expect((await patch(lead.userId, { reportsTo: admin.userId })).status).toBe(200);
    for (const [person, leader] of [
      [admin, dev],
      [lead, dev],
      [dev, dev],
    ] as const) {
      const response = await patch(person.userId, { reportsTo: leader.userId });
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorBody).error.reason).toBe('REPORTS_TO_CYCLE');
    }
    expect((await list('?search=ada')).people[0]!.reportsTo).toBeNull();
  });

  it('never removes the last admin, by role change or by deactivation', async () => {
    const demote = await patch(admin.userId, { role: 'employee' });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as ErrorBody).error.reason).toBe('LAST_ADMIN');
    const deactivate = await app.request(
      people(`/${admin.userId}/deactivate`),
      as(admin, { method: 'POST' }),
    );
    expect(deactivate.status).toBe(409);
    expect(((await deactivate.json()) as ErrorBody).error.reason).toBe('LAST_ADMIN');
    // With a second admin (a CEO counts), the first may step down.
    expect((await patch(lead.userId, { role: 'ceo' })).status).toBe(200);
    expect((await patch(admin.userId, { role: 'director' })).status).toBe(200);
    expect((await patch(lead.userId, { role: 'leader' })).status).toBe(200);
    expect((await patch(admin.userId, { role: 'admin' })).status).toBe(200);
  });

  it('deactivation ends the person’s sessions and frees the seat; reactivation gives it back', async () => {
    const again = await signIn(app, 'design@acme.test');
    expect((await app.request('/api/v1/me', as(again))).status).toBe(200);
    const before = (await list()).seats.used;

    const response = await app.request(
      people(`/${designer.userId}/deactivate`),
      as(admin, { method: 'POST' }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { person: PersonBody }).person.isActive).toBe(false);
    const sessions = await app.deps.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, designer.userId));
    expect(sessions).toEqual([]);
    expect((await app.request('/api/v1/me', as(again))).status).toBe(401);
    expect((await list()).seats.used).toBe(before - 1);
    expect((await list('?status=inactive')).people.map((p) => p.fullName)).toEqual(['Diego Diseño']);
    expect((await list('?status=active')).people.map((p) => p.fullName)).not.toContain('Diego Diseño');

    const back = await app.request(people(`/${designer.userId}/reactivate`), as(admin, { method: 'POST' }));
    expect(back.status).toBe(200);
    expect((await list()).seats.used).toBe(before);
    expect((await app.request('/api/v1/me', as(await signIn(app, 'design@acme.test')))).status).toBe(200);
  });

  it('reactivates only while the plan has a seat', async () => {
    await app.request(people(`/${designer.userId}/deactivate`), as(admin, { method: 'POST' }));
    const db = app.deps.database.db;
    const { seats } = await list();
    const [acme] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'acme'));
    const ofAcme = eq(companySubscriptions.companyId, acme!.id);
    await db.update(companySubscriptions).set({ maxEmployees: seats.used }).where(ofAcme);
    const refused = await app.request(
      people(`/${designer.userId}/reactivate`),
      as(admin, { method: 'POST' }),
    );
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error).toMatchObject({
      code: 'UNAUTHORIZED',
      reason: 'FEATURE_BLOCKED',
      blockReason: 'plan',
      currentPlan: 'professional',
      requiredPlan: 'professional',
    });
    expect((await list('?status=inactive')).people.map((p) => p.fullName)).toEqual(['Diego Diseño']);
    await db.update(companySubscriptions).set({ maxEmployees: 10 }).where(ofAcme);
  });

  it('shows another company’s people to nobody: not found for its admin, refused to employees', async () => {
    const foreign = await app.request('/api/v1/companies/acme/people', as(otherAdmin));
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('Dora');
    expect((await patch(dev.userId, { role: 'admin' }, otherAdmin)).status).toBe(404);
    // A globex admin naming an acme person under globex finds nobody.
    const crossed = await app.request(
      `/api/v1/companies/globex/people/${dev.userId}`,
      as(otherAdmin, jsonRequest('PATCH', { jobTitle: 'x' })),
    );
    expect(crossed.status).toBe(404);
    const deactivate = await app.request(
      `/api/v1/companies/globex/people/${dev.userId}/deactivate`,
      as(otherAdmin, { method: 'POST' }),
    );
    expect(deactivate.status).toBe(404);
    expect((await app.request('/api/v1/companies/acme/people', as(dev))).status).toBe(403);
    expect((await app.request('/api/v1/companies/acme/people')).status).toBe(401);
  });
});
