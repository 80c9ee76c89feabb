import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CareerPlan, CareerRecommendations } from '@tera/domain';
import { companies, companySubscriptions } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

interface ProviderCall {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** An OpenAI-compatible provider on loopback that answers, or fails when told to. */
function fakeProvider() {
  const calls: ProviderCall[] = [];
  let failing = false;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      calls.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as never });
      if (failing) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: 'Lidera un proyecto pequeño.' } }],
        }),
      );
    });
  });
  return {
    calls,
    fail: (on: boolean) => (failing = on),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`);
        }),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

interface ErrorBody {
  error: { code: string; reason?: string; message: string; fields?: Record<string, string[]> };
}

const plan = {
  currentPosition: 'Analista de datos',
  targetPosition: 'Jefa de equipo de datos',
  targetTimeframeMonths: 12,
  assignedSkills: ['SQL', 'Presentaciones'],
  developmentGoals: 'Presentar resultados a dirección',
  managerNotes: 'Muy buena con clientes',
};

describe('career plans', () => {
  const provider = fakeProvider();
  let app: TestApp;
  let admin: TestPerson;
  let head: TestPerson;
  let lead: TestPerson;
  let other: TestPerson;
  let ana: TestPerson;
  let bea: TestPerson;
  let outsider: TestPerson;

  const planUrl = (person: TestPerson, slug = 'acme') =>
    `/api/v1/companies/${slug}/career-plans/${person.userId}`;
  const read = (caller: TestPerson, person = ana, slug = 'acme') =>
    app.request(planUrl(person, slug), as(caller));
  const save = (caller: TestPerson, body: unknown = plan, person = ana, slug = 'acme') =>
    app.request(planUrl(person, slug), as(caller, jsonRequest('PUT', body)));
  const recommend = (caller: TestPerson, person = ana, language = 'es') =>
    app.request(
      `${planUrl(person)}/recommendations`,
      as(caller, { method: 'POST', headers: { 'accept-language': language } }),
    );
  const setAi = async (on: boolean) => {
    const db = app.deps.database.db;
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme'));
    await db
      .update(companySubscriptions)
      .set({
        features: sql`${companySubscriptions.features} || ${JSON.stringify({ aiInsights: on })}::jsonb`,
      })
      .where(eq(companySubscriptions.companyId, acme!.id));
  };

  beforeAll(async () => {
    app = await createTestApp({
      TRUST_PROXY: 'true',
      AI_BASE_URL: await provider.listen(),
      AI_API_KEY: 'test-key',
      AI_MODEL: 'tera-test-model',
    });
    admin = await signUp(app, { email: 'admin@acme.test' });
    await createCompanyAs(app, admin, 'acme');
    head = await joinCompany(app, admin, 'acme', { email: 'head@acme.test', role: 'leader' });
    lead = await joinCompany(app, admin, 'acme', {
      email: 'lead@acme.test',
      role: 'leader',
      reportsTo: head.userId,
    });
    other = await joinCompany(app, admin, 'acme', { email: 'other@acme.test', role: 'leader' });
    ana = await joinCompany(app, admin, 'acme', {
      email: 'ana@acme.test',
      name: 'Zuriñe',
      reportsTo: lead.userId,
    });
    bea = await joinCompany(app, admin, 'acme', { email: 'bea@acme.test', reportsTo: other.userId });
    outsider = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, outsider, 'globex');
    await app.request(
      '/api/v1/companies/acme/trainings',
      as(
        admin,
        jsonRequest('POST', {
          name: 'Liderazgo de equipos',
          modality: 'Presencial',
          source: 'Interno',
          durationHours: 8,
          description: 'Para quien empieza a liderar',
          link: '',
          videoUrl: '',
        }),
      ),
    );
  }, 90_000);
  afterAll(async () => {
    await app.dispose();
    await provider.close();
  });

  it('reads as empty before anyone writes it, with who may write it', async () => {
    const response = await read(lead);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { plan: CareerPlan };
    expect(body.plan).toMatchObject({
      currentPosition: '',
      targetTimeframeMonths: null,
      canWrite: true,
      updatedAt: null,
    });
    expect(((await (await read(ana)).json()) as { plan: CareerPlan }).plan.canWrite).toBe(false);
  });

  it('refuses recommendations until the current position, target and timeline are set', async () => {
    await save(lead, { ...plan, targetTimeframeMonths: null });
    const refused = await recommend(lead, ana, 'en');
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as ErrorBody;
    expect(error.reason).toBe('CAREER_PLAN_INCOMPLETE');
    expect(error.message).toBe(
      'Please complete the current position and target before generating recommendations',
    );
  });

  it('is written by the leader, that leader’s leader and an admin, and read by the person', async () => {
    for (const caller of [head, admin, lead]) {
      const saved = await save(caller, plan);
      expect(saved.status).toBe(200);
      expect(((await saved.json()) as { plan: CareerPlan }).plan.updatedBy?.id).toBe(caller.userId);
    }
    const own = (await (await read(ana)).json()) as { plan: CareerPlan };
    expect(own.plan).toMatchObject({ ...plan, employee: { id: ana.userId, name: 'Zuriñe' } });
  });

  it('is closed to the person for writing, to other leaders and colleagues, and to another company', async () => {
    expect((await save(ana)).status).toBe(403);
    expect((await save(other)).status).toBe(403);
    expect((await read(other)).status).toBe(403);
    expect((await read(bea)).status).toBe(403);
    expect((await recommend(bea)).status).toBe(403);
    expect((await read(outsider)).status).toBe(404);
    expect((await save(outsider)).status).toBe(404);
    expect((await read(outsider, ana, 'globex')).status).toBe(404);
    expect((await save(outsider, plan, ana, 'globex')).status).toBe(404);
  });

  it('refuses a timeline off the list and more than 20 skills', async () => {
    const refused = await save(lead, {
      ...plan,
      targetTimeframeMonths: 7,
      assignedSkills: Array.from({ length: 21 }, (_, i) => `s${i}`),
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(((await refused.json()) as ErrorBody).error.fields ?? {}).sort()).toEqual([
      'assignedSkills',
      'targetTimeframeMonths',
    ]);
  });

  it('recommends from the built-in engine without AI on a plan without aiInsights', async () => {
    await setAi(false);
    const calls = provider.calls.length;
    const response = await recommend(ana);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as CareerRecommendations;
    expect(answer.skills).toEqual(
      expect.arrayContaining(['SQL', 'Liderazgo de equipos', 'Análisis de datos']),
    );
    expect(answer.trainings.map((t) => t.name)).toEqual(['Liderazgo de equipos']);
    expect(answer.steps.at(-1)?.byMonth).toBe(12);
    expect(answer.aiAdvice).toBeNull();
    expect(provider.calls.length).toBe(calls);
  });

  it('adds the provider’s advice on aiInsights plans, sending no name, notes or wellbeing', async () => {
    await setAi(true);
    const response = await recommend(lead);
    const answer = (await response.json()) as CareerRecommendations;
    expect(answer.aiAdvice).toBe('Lidera un proyecto pequeño.');
    expect(answer.trainings.map((t) => t.name)).toEqual(['Liderazgo de equipos']);
    const call = provider.calls.at(-1)!;
    expect(call.authorization).toBe('Bearer test-key');
    expect(call.body.model).toBe('tera-test-model');
    const sent = JSON.stringify(call.body.messages);
    expect(sent).toContain('Jefa de equipo de datos');
    for (const secret of ['Zuriñe', ana.email, plan.managerNotes, 'energy', 'pulse', 'checkin']) {
      expect(sent).not.toContain(secret);
    }
  });

  it('answers from the built-in engine alone when the provider fails', async () => {
    provider.fail(true);
    try {
      const response = await recommend(lead);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as CareerRecommendations;
      expect(answer.aiAdvice).toBeNull();
      expect(answer.skills.length).toBeGreaterThan(0);
    } finally {
      provider.fail(false);
    }
  });
});
