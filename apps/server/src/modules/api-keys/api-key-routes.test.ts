import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_KEYS_PER_COMPANY, type ApiKeyCalls, type ApiKeyList, type IssuedApiKey } from '@tera/domain';
import { apiKeys, companies, rateLimits, teams } from '../../db/schema/index.ts';
import { API_KEY_RATE_LIMIT } from '../../http/api-key-access.ts';
import { createApp } from '../../http/create-app.ts';
import { createPrincipalCache } from '../../auth/principal-cache.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, type TestPerson } from '../../../test/support/sessions.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

interface ErrorBody {
  error: { code: string; reason?: string; requiredPlan?: string };
}

describe("a company's API keys", () => {
  let app: TestApp;
  let ana: TestPerson;
  let carlos: TestPerson;
  let platform: TestPerson;
  let companyId: string;

  const keys = (path = '') => `/api/v1/companies/demo/api-keys${path}`;
  const withKey = (secret: string, init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${secret}` },
  });
  const setPlan = (planType: string) =>
    app.request(`/api/v1/admin/companies/${companyId}/plan`, as(platform, jsonRequest('PUT', { planType })));

  async function createKey(body: unknown, person = ana): Promise<IssuedApiKey> {
    const response = await app.request(keys(), as(person, jsonRequest('POST', body)));
    expect(response.status).toBe(201);
    return (await response.json()) as IssuedApiKey;
  }

  async function refusal(response: Response, status: number) {
    expect(response.status).toBe(status);
    return ((await response.json()) as ErrorBody).error;
  }

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    platform = await signIn(app, 'super@demo.tera.local', DEMO_PASSWORD);
    const [demo] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, 'demo'));
    companyId = demo!.id;
  }, 60_000);
  afterAll(() => app.dispose());

  it('are an enterprise feature: on the demo’s professional trial, creating one meets the plan gate', async () => {
    const response = await app.request(
      keys(),
      as(ana, jsonRequest('POST', { name: 'HRIS', access: 'read', resources: ['people'] })),
    );
    expect(await refusal(response, 403)).toMatchObject({
      reason: 'FEATURE_BLOCKED',
      requiredPlan: 'enterprise',
    });
    const listed = await app.request(keys(), as(ana));
    expect(((await listed.json()) as ApiKeyList).keys).toEqual([]);
  });

  it('are managed by the company’s admins only', async () => {
    expect((await setPlan('enterprise')).status).toBe(200);
    expect((await app.request(keys(), as(carlos))).status).toBe(403);
    const byLeader = await app.request(
      keys(),
      as(carlos, jsonRequest('POST', { name: 'x', access: 'read', resources: ['people'] })),
    );
    expect(byLeader.status).toBe(403);
  });

  it('show the key once and keep only its hash; lists give a hint of it', async () => {
    const { key, secret } = await createKey({ name: 'HRIS', access: 'read', resources: ['people'] });
    expect(secret).toMatch(/^tera_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'HRIS',
      access: 'read',
      resources: ['people'],
      hint: secret.slice(0, 13),
      lastUsedAt: null,
      revokedAt: null,
      createdByName: 'Ana García',
    });
    const [stored] = await app.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(stored)).not.toContain(secret);
    const listed = await app.request(keys(), as(ana));
    const text = await listed.text();
    expect(text).toContain(key.hint);
    expect(text).not.toContain(secret);
  });

  it('act as the company within their scope, and nowhere else', async () => {
    const { key, secret } = await createKey({ name: 'Directory', access: 'read', resources: ['people'] });
    const people = await app.request('/api/v1/companies/demo/people', withKey(secret));
    expect(people.status).toBe(200);
    expect(((await people.json()) as { people: unknown[] }).people.length).toBeGreaterThan(5);

    // Read-only: no writing, even of its own resource.
    const [javier] = (
      (await (await app.request('/api/v1/companies/demo/people', as(ana))).json()) as {
        people: { id: string; email: string }[];
      }
    ).people.filter((p) => p.email === 'javier@demo.tera.local');
    const write = await app.request(
      `/api/v1/companies/demo/people/${javier!.id}`,
      withKey(secret, jsonRequest('PATCH', { department: 'Otra' })),
    );
    expect(await refusal(write, 403)).toMatchObject({ reason: 'KEY_SCOPE' });
    // Another resource.
    expect(
      await refusal(await app.request('/api/v1/companies/demo/teams', withKey(secret)), 403),
    ).toMatchObject({ reason: 'KEY_SCOPE' });
    // Nothing personal, whatever the scope: no one's check-in, pulse or account.
    for (const path of [
      '/api/v1/checkins/today',
      '/api/v1/checkins',
      '/api/v1/checkins/export',
      '/api/v1/pulse/me',
      '/api/v1/me',
    ]) {
      const personal = await app.request(path, withKey(secret));
      expect(personal.status, path).toBe(403);
      expect(((await personal.json()) as ErrorBody).error.reason, path).toBe('KEY_NOT_ALLOWED');
    }
    // Managing keys is for people.
    expect(await refusal(await app.request(keys(), withKey(secret)), 403)).toMatchObject({
      reason: 'KEY_NOT_ALLOWED',
    });
    // Another company's area does not exist for it.
    expect((await app.request('/api/v1/companies/otra/people', withKey(secret))).status).toBe(404);

    const [used] = await app.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(used!.lastUsedAt?.toISOString()).toBe(app.deps.clock.now().toISOString());
  });

  it('write within a read-write scope', async () => {
    const { secret } = await createKey({ name: 'Org sync', access: 'write', resources: ['teams', 'people'] });
    const created = await app.request(
      '/api/v1/companies/demo/teams',
      withKey(secret, jsonRequest('POST', { name: 'Integraciones' })),
    );
    expect(created.status).toBe(201);
    const stored = await app.deps.database.db.select().from(teams).where(eq(teams.name, 'Integraciones'));
    expect(stored).toHaveLength(1);
    const invited = await app.request(
      '/api/v1/companies/demo/invitations',
      withKey(secret, jsonRequest('POST', { email: 'nueva@demo.tera.local', role: 'employee' })),
    );
    expect(invited.status).toBe(201);
    // Reading its resources is part of writing them.
    expect((await app.request('/api/v1/companies/demo/teams', withKey(secret))).status).toBe(200);
    // A person's department changed, then deactivated and reactivated, as an identity system would.
    const listed = await app.request('/api/v1/companies/demo/people', withKey(secret));
    const maria = ((await listed.json()) as { people: { id: string; email: string }[] }).people.find(
      (p) => p.email === 'maria@demo.tera.local',
    )!;
    const moved = await app.request(
      `/api/v1/companies/demo/people/${maria.id}`,
      withKey(secret, jsonRequest('PATCH', { department: 'Integraciones' })),
    );
    expect(moved.status).toBe(200);
    for (const step of ['deactivate', 'reactivate']) {
      const response = await app.request(
        `/api/v1/companies/demo/people/${maria.id}/${step}`,
        withKey(secret, { method: 'POST' }),
      );
      expect(response.status, step).toBe(200);
    }
  });

  it('audit every call, refused ones included, with the operation rather than the values sent', async () => {
    const { key, secret } = await createKey({ name: 'Audited', access: 'read', resources: ['analytics'] });
    await app.request('/api/v1/companies/demo/analytics?days=30', withKey(secret));
    await app.request('/api/v1/companies/demo/people', withKey(secret));
    const response = await app.request(keys(`/${key.id}/calls`), as(ana));
    const { calls } = (await response.json()) as ApiKeyCalls;
    expect(calls.map((call) => [call.operation, call.status])).toEqual([
      ['GET /companies/{slug}/people', 403],
      ['GET /companies/{slug}/analytics', 200],
    ]);
  });

  it('stop on the very next request once revoked, on every instance, whatever cookie comes with them', async () => {
    const { key, secret } = await createKey({ name: 'Short-lived', access: 'read', resources: ['teams'] });
    // A second instance of the server on the same database, with its own caches.
    const other = createApp({
      ...app.deps,
      principals: createPrincipalCache({ database: app.deps.database, logger: app.deps.logger }),
    });
    expect((await other.request('/api/v1/companies/demo/teams', withKey(secret))).status).toBe(200);

    const revoked = await app.request(keys(`/${key.id}`), as(ana, { method: 'DELETE' }));
    expect(revoked.status).toBe(200);
    for (const instance of [other, { request: app.request }]) {
      const refused = await instance.request('/api/v1/companies/demo/teams', withKey(secret, as(ana)));
      expect(await refusal(refused, 401)).toMatchObject({
        code: 'SESSION_EXPIRED',
        reason: 'INVALID_API_KEY',
      });
    }
    const listed = ((await (await app.request(keys(), as(ana))).json()) as ApiKeyList).keys;
    expect(listed.find((k) => k.id === key.id)?.revokedAt).toBe(app.deps.clock.now().toISOString());
    expect(
      await refusal(await app.request('/api/v1/companies/demo/teams', withKey('tera_not-a-key')), 401),
    ).toMatchObject({ reason: 'INVALID_API_KEY' });
  });

  it('rotate into a new key of the same name and scope, the old one refused at once', async () => {
    const { key, secret } = await createKey({ name: 'Rotating', access: 'read', resources: ['surveys'] });
    const response = await app.request(keys(`/${key.id}/rotation`), as(ana, { method: 'POST' }));
    expect(response.status).toBe(201);
    const rotated = (await response.json()) as IssuedApiKey;
    expect(rotated.key).toMatchObject({ name: 'Rotating', access: 'read', resources: ['surveys'] });
    expect(rotated.secret).not.toBe(secret);
    expect((await app.request('/api/v1/companies/demo/surveys', withKey(secret))).status).toBe(401);
    expect((await app.request('/api/v1/companies/demo/surveys', withKey(rotated.secret))).status).toBe(200);
  });

  it('stop working when the company leaves the enterprise plan, and work again when it returns', async () => {
    const { secret } = await createKey({ name: 'Plan-bound', access: 'read', resources: ['teams'] });
    expect((await setPlan('professional')).status).toBe(200);
    expect(
      await refusal(await app.request('/api/v1/companies/demo/teams', withKey(secret)), 403),
    ).toMatchObject({
      reason: 'FEATURE_BLOCKED',
    });
    expect((await setPlan('enterprise')).status).toBe(200);
    expect((await app.request('/api/v1/companies/demo/teams', withKey(secret))).status).toBe(200);
  });

  it('have a ceiling of their own: past it, that key waits and is told how long, and other keys do not', async () => {
    const busy = await createKey({ name: 'Busy sync', access: 'read', resources: ['teams'] });
    const calm = await createKey({ name: 'Calm sync', access: 'read', resources: ['teams'] });
    const { windowMs, limit } = API_KEY_RATE_LIMIT;
    const now = app.deps.clock.now().getTime();
    // The minute's counter as a runaway integration leaves it.
    await app.deps.database.db.insert(rateLimits).values({
      key: `api-key:${busy.key.id}`,
      windowStart: Math.floor(now / windowMs) * windowMs,
      count: limit,
    });
    const over = await app.request('/api/v1/companies/demo/teams', withKey(busy.secret));
    expect(await refusal(over, 429)).toMatchObject({ reason: 'RATE_LIMITED' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.request('/api/v1/companies/demo/teams', withKey(calm.secret))).status).toBe(200);
    const audited = (await (await app.request(keys(`/${busy.key.id}/calls`), as(ana))).json()) as ApiKeyCalls;
    expect(audited.calls[0]).toMatchObject({ operation: 'GET /companies/{slug}/teams', status: 429 });
  });

  it(`keep at most ${API_KEYS_PER_COMPANY} keys in use`, async () => {
    const inUse = ((await (await app.request(keys(), as(ana))).json()) as ApiKeyList).keys.filter(
      (k) => !k.revokedAt,
    );
    for (let i = inUse.length; i < API_KEYS_PER_COMPANY; i++) {
      await createKey({ name: `Key ${i}`, access: 'read', resources: ['teams'] });
    }
    const over = await app.request(
      keys(),
      as(ana, jsonRequest('POST', { name: 'One too many', access: 'read', resources: ['teams'] })),
    );
    expect(await refusal(over, 409)).toMatchObject({ reason: 'API_KEY_LIMIT' });
  });

  it('refuse a name or scope Tera does not know', async () => {
    for (const body of [
      { name: '', access: 'read', resources: ['people'] },
      { name: 'x', access: 'read', resources: [] },
      { name: 'x', access: 'read', resources: ['checkins'] },
    ]) {
      expect((await app.request(keys(), as(ana, jsonRequest('POST', body)))).status).toBe(400);
    }
  });
});
