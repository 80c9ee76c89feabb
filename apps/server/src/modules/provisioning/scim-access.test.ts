import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeRefusal } from '@tera/domain';
import { storedToken } from '../../auth/session-token-storage.ts';
import { apiKeyCalls, apiKeys, authUsers } from '../../db/schema/index.ts';
import {
  issueKey,
  platformAdmin,
  PROVISIONING,
  scim,
  scimCompany,
  setPlan,
  type ScimCompany,
} from '../../../test/support/scim-company.ts';
import { as, type TestPerson } from '../../../test/support/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

describe('who may provision: a company’s key with the provisioning scope, on the enterprise plan', () => {
  let app: TestApp;
  let platform: TestPerson;
  let acme: ScimCompany;
  const newUser = (userName: string) => ({ schemas: [USER], userName });
  const refusal = (status: number, detail?: string) => ({
    status,
    body: { schemas: [ERROR], status: String(status), ...(detail ? { detail } : {}) },
  });
  const answer = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  });

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    platform = await platformAdmin(app);
    acme = await scimCompany(app, platform, 'acme');
  }, 60_000);
  afterAll(() => app.dispose());

  it('tells identity providers what it supports, as they probe before provisioning', async () => {
    const config = await scim(app, acme.key, 'GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.contentType).toContain('application/scim+json');
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      bulk: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken' })],
    });
    const types = await scim(app, acme.key, 'GET', '/ResourceTypes');
    expect(types.body.Resources?.map((type) => [type.name, type.endpoint])).toEqual([
      ['User', '/Users'],
      ['Group', '/Groups'],
    ]);
    const schemas = await scim(app, acme.key, 'GET', '/Schemas');
    expect(schemas.body.Resources?.map((schema) => schema.id)).toEqual([
      USER,
      'urn:ietf:params:scim:schemas:core:2.0:Group',
    ]);
    expect((await scim(app, acme.key, 'GET', '/ResourceTypes/Group')).body).toMatchObject({
      endpoint: '/Groups',
    });
    expect((await scim(app, acme.key, 'GET', `/Schemas/${USER}`)).body).toMatchObject({
      id: USER,
      name: 'User',
    });
    expect((await scim(app, acme.key, 'GET', '/Schemas/urn:nothing')).status).toBe(404);
    const docs = await app.request('/docs/provisioning');
    expect(await docs.text()).toContain('# Provisioning');
  });

  it('refuses anyone without a key, and a key that is unknown, in SCIM’s error body', async () => {
    const anonymous = await app.request('/scim/v2/Users');
    expect(anonymous.headers.get('content-type')).toContain('application/scim+json');
    expect(await answer(anonymous)).toMatchObject(refusal(401));
    const unknown = await scim(app, 'tera_not-a-key-at-all', 'GET', '/Users');
    expect(unknown).toMatchObject(refusal(401, describeRefusal('INVALID_API_KEY', 'es')));
  });

  it('refuses people, the company’s own admin included: provisioning is for its identity provider', async () => {
    for (const [method, path] of [
      ['GET', '/Users'],
      ['GET', '/ServiceProviderConfig'],
      ['DELETE', `/Users/${acme.admin.userId}`],
    ] as const) {
      const response = await app.request(`/scim/v2${path}`, as(acme.admin, { method }));
      expect(await answer(response), `${method} ${path}`).toMatchObject(
        refusal(403, describeRefusal('FORBIDDEN_ROLE', 'es')),
      );
    }
  });

  it('refuses a key without the provisioning scope, and writes to a key that only reads', async () => {
    const people = await issueKey(app, acme.admin, 'acme', {
      access: 'write',
      resources: ['people', 'teams'],
    });
    expect(await scim(app, people, 'GET', '/Users')).toMatchObject(
      refusal(403, describeRefusal('KEY_SCOPE', 'es')),
    );
    const reader = await issueKey(app, acme.admin, 'acme', { access: 'read', resources: ['provisioning'] });
    expect((await scim(app, reader, 'GET', '/Users')).status).toBe(200);
    expect(await scim(app, reader, 'POST', '/Users', newUser('leo@acme.test'))).toMatchObject(
      refusal(403, describeRefusal('KEY_SCOPE', 'es')),
    );
    expect(
      await app.deps.database.db.select().from(authUsers).where(eq(authUsers.email, 'leo@acme.test')),
    ).toEqual([]);
  });

  it('meets the plan gate on a starter company, and works again back on enterprise', async () => {
    const starter = await scimCompany(app, platform, 'starter');
    await setPlan(app, platform, starter.companyId, 'starter');
    const gated = await scim(app, starter.key, 'POST', '/Users', newUser('ana@starter.test'));
    expect(gated).toMatchObject(refusal(403, describeRefusal('FEATURE_BLOCKED', 'es')));
    expect((await scim(app, starter.key, 'GET', '/Users')).status).toBe(403);
    expect(
      await app.deps.database.db.select().from(authUsers).where(eq(authUsers.email, 'ana@starter.test')),
    ).toEqual([]);
    await setPlan(app, platform, starter.companyId, 'enterprise');
    expect((await scim(app, starter.key, 'POST', '/Users', newUser('ana@starter.test'))).status).toBe(201);
  });

  it('audits every call of the key, refused ones included, by operation', async () => {
    const key = await issueKey(app, acme.admin, 'acme', PROVISIONING);
    await scim(app, key, 'POST', '/Users', newUser('audit@acme.test'));
    await scim(app, key, 'POST', '/Users', newUser('audit@acme.test'));
    await scim(app, key, 'GET', '/Users/no-such-person');
    const [issued] = await app.deps.database.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, storedToken(key)));
    const calls = await app.deps.database.db
      .select({ operation: apiKeyCalls.operation, status: apiKeyCalls.status })
      .from(apiKeyCalls)
      .where(eq(apiKeyCalls.keyId, issued!.id));
    expect(calls.map((one) => [one.operation, one.status])).toEqual([
      ['POST /Users', 201],
      ['POST /Users', 409],
      ['GET /Users/{id}', 404],
    ]);
  });

  it('takes SCIM’s media type and plain JSON, and answers anything else, or broken JSON, in SCIM’s body', async () => {
    expect(
      (await scim(app, acme.key, 'POST', '/Users', newUser('json@acme.test'), 'application/json')).status,
    ).toBe(201);
    const scimJson = await scim(
      app,
      acme.key,
      'POST',
      '/Users',
      newUser('scim@acme.test'),
      'application/scim+json; charset=utf-8',
    );
    expect(scimJson.status).toBe(201);
    const text = await scim(app, acme.key, 'POST', '/Users', newUser('text@acme.test'), 'text/plain');
    expect(text).toMatchObject(refusal(415, describeRefusal('UNSUPPORTED_MEDIA_TYPE', 'es')));
    const broken = await app.request('/scim/v2/Users', {
      method: 'POST',
      headers: { authorization: `Bearer ${acme.key}`, 'content-type': 'application/scim+json' },
      body: '{"userName": ',
    });
    expect(await answer(broken)).toMatchObject({ status: 400, body: { scimType: 'invalidSyntax' } });
    const notAUser = await scim(app, acme.key, 'POST', '/Users', {
      schemas: [USER],
      userName: 'not-an-address',
    });
    expect(notAUser).toMatchObject({ status: 400, body: { scimType: 'invalidValue' } });
    const wrongType = await scim(app, acme.key, 'POST', '/Users', {
      schemas: [USER],
      userName: 'x@acme.test',
      active: 'yes',
    });
    expect(wrongType).toMatchObject({ status: 400, body: { scimType: 'invalidValue' } });
  });

  it('keeps the guards in front of the API: a page elsewhere is refused, a body too large too', async () => {
    const fromElsewhere = await app.request('/scim/v2/Users', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${acme.key}`,
        'content-type': 'application/scim+json',
        origin: 'https://evil.example',
      },
      body: JSON.stringify(newUser('evil@acme.test')),
    });
    expect(await answer(fromElsewhere)).toMatchObject(
      refusal(403, describeRefusal('UNTRUSTED_ORIGIN', 'es')),
    );
    const huge = await scim(app, acme.key, 'POST', '/Users', {
      ...newUser('big@acme.test'),
      title: 'x'.repeat(1_100_000),
    });
    expect(huge).toMatchObject(refusal(413, describeRefusal('BODY_TOO_LARGE', 'es')));
    expect(
      await app.deps.database.db.select().from(authUsers).where(eq(authUsers.email, 'evil@acme.test')),
    ).toEqual([]);
  });
});
