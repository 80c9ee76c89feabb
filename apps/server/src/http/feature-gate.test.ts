import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { PLAN_CATALOGUE, type FeatureFlag } from '@tera/domain';
import { companies, companySubscriptions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../test/support/sessions.ts';
import { createCompanyAs } from '../../test/support/company-people.ts';
import { access, enforceAccess } from './access-policy.ts';
import type { AppEnv } from './app-env.ts';
import { createErrorHandler } from './error-handler.ts';
import { requestContext } from './request-context.ts';
import { requireFeature } from './feature-gate.ts';

interface GateBody {
  error: {
    code: string;
    message: string;
    reason?: string;
    blockReason?: string;
    currentPlan?: string | null;
    requiredPlan?: string;
  };
}

/**
 * A signed-in route behind each gate, declared the way product routes are, on the real
 * database, sessions and subscriptions: individuals, plans and the default trial.
 */
describe('the feature gate', () => {
  let app: TestApp;
  let gated: OpenAPIHono<AppEnv>;
  let individual: TestPerson;
  let starterAdmin: TestPerson;
  let noRowAdmin: TestPerson;

  const call = async (person: TestPerson, feature: FeatureFlag, language = 'es') => {
    const response = await gated.request(`/api/v1/gated/${feature}`, {
      ...as(person),
      headers: { ...(as(person).headers as Record<string, string>), 'accept-language': language },
    });
    return { status: response.status, body: (await response.json()) as GateBody | { feature: string } };
  };

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const api = new OpenAPIHono<AppEnv>();
    for (const feature of ['aiInsights', 'sso'] as const) {
      api.openapi(
        createRoute({
          method: 'get',
          path: `/gated/${feature}`,
          ...access('authenticated'),
          middleware: [requireFeature(feature)] as const,
          responses: {
            200: {
              description: 'Allowed',
              content: { 'application/json': { schema: z.object({ feature: z.string() }) } },
            },
          },
        }),
        (c) => c.json({ feature }, 200),
      );
    }
    gated = new OpenAPIHono<AppEnv>();
    gated.onError(createErrorHandler(app.deps.logger));
    gated.use('*', requestContext(app.deps));
    gated.use('/api/v1/*', enforceAccess(api, '/api/v1'));
    gated.route('/api/v1', api);

    individual = await signUp(app, { email: 'solo@example.com' });
    starterAdmin = await signUp(app, { email: 'admin@starter.test' });
    await createCompanyAs(app, starterAdmin, 'starter-co');
    noRowAdmin = await signUp(app, { email: 'admin@norow.test' });
    await createCompanyAs(app, noRowAdmin, 'norow-co');

    const db = app.deps.database.db;
    const starter = PLAN_CATALOGUE.starter;
    const [starterCompany] = await db
      .select({ companyId: companySubscriptions.companyId })
      .from(companySubscriptions)
      .innerJoin(companies, eq(companies.id, companySubscriptions.companyId))
      .where(eq(companies.slug, 'starter-co'));
    await db
      .update(companySubscriptions)
      .set({ planType: 'starter', status: 'active', features: starter.features })
      .where(eq(companySubscriptions.companyId, starterCompany!.companyId));
  }, 60_000);
  afterAll(() => app.dispose());

  it('lets a company on its professional trial use a professional feature', async () => {
    const admin = await signUp(app, { email: 'admin@trial.test' });
    await createCompanyAs(app, admin, 'trial-co');
    expect(await call(admin, 'aiInsights')).toEqual({ status: 200, body: { feature: 'aiInsights' } });
  });

  it('blocks an individual with the individual reason and both plans', async () => {
    const { status, body } = await call(individual, 'aiInsights');
    expect(status).toBe(403);
    expect(body).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        message: 'No tienes permisos para realizar esta acción.',
        reason: 'FEATURE_BLOCKED',
        blockReason: 'individual',
        currentPlan: 'professional',
        requiredPlan: 'professional',
      },
    });
  });

  it('blocks a plan without the feature, naming the plan that has it, in the asker’s language', async () => {
    const ai = await call(starterAdmin, 'aiInsights', 'en');
    expect(ai.status).toBe(403);
    expect(ai.body).toMatchObject({
      error: {
        code: 'UNAUTHORIZED',
        reason: 'FEATURE_BLOCKED',
        blockReason: 'plan',
        currentPlan: 'starter',
        requiredPlan: 'professional',
      },
    });
    expect((ai.body as GateBody).error.message).not.toBe('No tienes permisos para realizar esta acción.');
    expect((await call(starterAdmin, 'sso')).body).toMatchObject({
      error: { blockReason: 'plan', currentPlan: 'starter', requiredPlan: 'enterprise' },
    });
  });

  it('treats a company without a subscription row as on the default professional trial', async () => {
    const db = app.deps.database.db;
    const me = (await (await app.request('/api/v1/me', as(noRowAdmin))).json()) as {
      company: { id: string };
    };
    await db.delete(companySubscriptions).where(eq(companySubscriptions.companyId, me.company.id));
    expect((await call(noRowAdmin, 'aiInsights')).status).toBe(200);
    expect((await call(noRowAdmin, 'sso')).body).toMatchObject({
      error: {
        reason: 'FEATURE_BLOCKED',
        blockReason: 'plan',
        currentPlan: 'professional',
        requiredPlan: 'enterprise',
      },
    });
  });

  it('answers 401, not a plan, to a caller without a session', async () => {
    const response = await gated.request('/api/v1/gated/aiInsights');
    expect(response.status).toBe(401);
  });
});
