import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../test/support/company-people.ts';
import { issueKey, platformAdmin, PROVISIONING, setPlan } from '../../test/support/scim-company.ts';
import { ACCESS_POLICIES, access, enforceAccess, type AccessPolicy } from './access-policy.ts';
import { keyAccess } from './api-key-access.ts';
import { companies } from '../db/schema/index.ts';
import type { AppEnv } from './app-env.ts';
import { createErrorHandler } from './error-handler.ts';
import { requestContext } from './request-context.ts';

interface ErrorBody {
  error: { code: string; reason?: string };
}

const PROBE_PATHS: Record<AccessPolicy, string> = {
  public: '/probe/public',
  authenticated: '/probe/authenticated',
  leader: '/probe/leader',
  'company-member': '/companies/{slug}/probe/member',
  'company-admin': '/companies/{slug}/probe/admin',
  'super-admin': '/probe/super-admin',
  'api-key': '/probe/api-key',
};

/** One probe route per policy, declared as product routes are, and one handler added outside the document. */
describe('access policies', () => {
  let app: TestApp;
  let probe: OpenAPIHono<AppEnv>;
  let admin: TestPerson;
  let lead: TestPerson;
  let employee: TestPerson;
  let outsider: TestPerson;

  const call = async (path: string, person?: TestPerson) => {
    const response = await probe.request(`/api/v1${path}`, person ? as(person) : {});
    return { status: response.status, body: (await response.json()) as ErrorBody | { policy: string } };
  };
  const pathOf = (policy: AccessPolicy, slug = 'acme') => PROBE_PATHS[policy].replace('{slug}', slug);

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const api = new OpenAPIHono<AppEnv>();
    for (const policy of ACCESS_POLICIES) {
      api.openapi(
        createRoute({
          method: 'get',
          path: PROBE_PATHS[policy],
          ...access(policy),
          ...(policy === 'api-key' ? keyAccess('provisioning', 'read') : {}),
          responses: {
            200: {
              description: 'Reached',
              content: { 'application/json': { schema: z.object({ policy: z.string() }) } },
            },
          },
        }),
        (c) => c.json({ policy }, 200),
      );
    }
    api.get('/probe/undocumented', (c) => c.json({ policy: 'none' }));
    api.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'probe', version: '1' } });
    probe = new OpenAPIHono<AppEnv>();
    probe.onError(createErrorHandler(app.deps.logger));
    probe.use('*', requestContext(app.deps));
    probe.use('/api/v1/*', enforceAccess(api, '/api/v1'));
    probe.route('/api/v1', api);

    admin = await signUp(app, { email: 'admin@acme.test' });
    await createCompanyAs(app, admin, 'acme');
    lead = await joinCompany(app, admin, 'acme', { email: 'lead@acme.test', role: 'leader' });
    employee = await joinCompany(app, admin, 'acme', { email: 'emp@acme.test' });
    outsider = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, outsider, 'globex');
  }, 60_000);
  afterAll(() => app.dispose());

  it('publishes each declaration as x-access in the document it enforces', async () => {
    const document = (await (await probe.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, { get: { 'x-access': string } }>;
    };
    for (const policy of ACCESS_POLICIES) {
      expect(document.paths[PROBE_PATHS[policy]]?.get['x-access']).toBe(policy);
    }
  });

  it('answers 401 to nobody on every policy but public', async () => {
    for (const policy of ACCESS_POLICIES) {
      expect((await call(pathOf(policy))).status, policy).toBe(policy === 'public' ? 200 : 401);
    }
  });

  it('lets each role through exactly the policies it meets', async () => {
    const expected: [TestPerson, AccessPolicy[]][] = [
      [admin, ['public', 'authenticated', 'company-member', 'company-admin']],
      [lead, ['public', 'authenticated', 'leader', 'company-member']],
      [employee, ['public', 'authenticated', 'company-member']],
    ];
    for (const [person, allowed] of expected) {
      for (const policy of ACCESS_POLICIES) {
        const { status, body } = await call(pathOf(policy), person);
        if (allowed.includes(policy)) {
          expect({ policy, status }).toEqual({ policy, status: 200 });
        } else {
          expect({ policy, status }).toEqual({ policy, status: 403 });
          expect((body as ErrorBody).error).toMatchObject({ code: 'UNAUTHORIZED', reason: 'FORBIDDEN_ROLE' });
        }
      }
    }
  });

  it('answers another company’s area as not found, whatever the caller’s role', async () => {
    for (const policy of ['company-member', 'company-admin'] as const) {
      for (const person of [outsider, admin]) {
        const slug = person === admin ? 'globex' : 'acme';
        const { status, body } = await call(pathOf(policy, slug), person);
        expect(status).toBe(404);
        expect((body as ErrorBody).error.code).toBe('RECORD_NOT_FOUND');
      }
      expect((await call(pathOf(policy, 'nowhere'), admin)).status).toBe(404);
    }
  });

  it('matches the company address whatever its case', async () => {
    expect((await call(pathOf('company-member', 'ACME'), employee)).status).toBe(200);
  });

  it('answers a company address that is not valid percent-encoding as not found', async () => {
    for (const person of [undefined, admin]) {
      const { status, body } = await call('/companies/%E0%A4%A/probe/member', person);
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: { code: 'RECORD_NOT_FOUND' } });
    }
  });

  it('lets nothing keep a signed-in answer, and leaves public answers to the cache', async () => {
    const signedIn = await probe.request(`/api/v1${pathOf('authenticated')}`, as(employee));
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const publicAnswer = await probe.request(`/api/v1${pathOf('public')}`);
    expect(publicAnswer.headers.get('cache-control')).toBeNull();
  });

  it('lets an API key alone through api-key: the key names its company, so no person may', async () => {
    const [acme] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, 'acme'));
    await setPlan(app, await platformAdmin(app), acme!.id, 'enterprise');
    const key = await issueKey(app, admin, 'acme', PROVISIONING);
    const response = await probe.request(`/api/v1${pathOf('api-key')}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ policy: 'api-key' });
    for (const person of [admin, employee]) expect((await call(pathOf('api-key'), person)).status).toBe(403);
  });

  it('never reaches a handler the document does not describe', async () => {
    for (const person of [undefined, admin]) {
      const { status, body } = await call('/probe/undocumented', person);
      expect(status).toBe(404);
      expect((body as ErrorBody).error.code).toBe('RECORD_NOT_FOUND');
    }
  });
});
