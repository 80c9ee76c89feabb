import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { scimGroups, scimUsers, teams, userProfiles } from '../../src/db/schema/index.ts';
import { createScimApi } from '../../src/modules/provisioning/scim-app.ts';
import { joinCompany } from '../support/company-people.ts';
import { issueKey, platformAdmin, scim, scimCompany, type ScimCompany } from '../support/scim-company.ts';
import { as } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Operation {
  method: string;
  path: string;
  policy: unknown;
  key: { resource: string; access: string } | undefined;
  hasBody: boolean;
}

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const REFUSED = [401, 403, 404];

/**
 * Every SCIM route, as its registry declares it, tried by callers who must not reach the victim
 * company's people and teams: nobody, people of the company, its keys without the scope, and
 * another company's provisioning key. A route added without a declaration fails the suite.
 */
describe('tenant isolation over every SCIM route', () => {
  let app: TestApp;
  let victim: ScimCompany;
  let outsider: ScimCompany;
  let operations: Operation[];
  const target = { userId: '', teamId: '', email: 'victima@victim.test' };

  const fill = (path: string) =>
    path
      .replace('{id}', path.startsWith('/Groups') ? target.teamId : target.userId)
      .replace('{name}', path.startsWith('/Schemas') ? USER : 'User');

  /** What a provider would send to each operation, aimed at the victim's person or team. */
  function bodyFor(operation: Operation): unknown {
    if (!operation.hasBody) return undefined;
    const members = [{ value: target.userId }];
    if (operation.method === 'PATCH') {
      return operation.path.startsWith('/Groups')
        ? { schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: members }] }
        : { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] };
    }
    return operation.path.startsWith('/Groups')
      ? { schemas: [GROUP], displayName: 'Tomado', members }
      : { schemas: [USER], userName: target.email, active: false };
  }

  const leaks = (body: unknown) =>
    [victim.companyId, target.userId, target.teamId, target.email, victim.admin.userId].filter((secret) =>
      JSON.stringify(body).includes(secret),
    );

  /** The victim's people and teams as stored, to hold unchanged through every refused call. */
  async function victimState() {
    const db = app.deps.database.db;
    const people = await db.select().from(userProfiles).where(eq(userProfiles.companyId, victim.companyId));
    const ids = people.map((person) => person.id);
    return {
      people,
      teams: await db.select().from(teams).where(eq(teams.companyId, victim.companyId)),
      scimUsers: await db.select().from(scimUsers).where(inArray(scimUsers.userId, ids)),
      scimGroups: await db.select().from(scimGroups).where(eq(scimGroups.companyId, victim.companyId)),
    };
  }

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const platform = await platformAdmin(app);
    victim = await scimCompany(app, platform, 'victim');
    outsider = await scimCompany(app, platform, 'outsider');
    const person = await joinCompany(app, victim.admin, 'victim', { email: target.email });
    target.userId = person.userId;
    const group = await scim(app, victim.key, 'POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'Equipo de la víctima',
      externalId: 'victim-team',
      members: [{ value: target.userId }],
    });
    target.teamId = group.body.id as string;
    operations = createScimApi().openAPIRegistry.definitions.flatMap((definition) => {
      if (definition.type !== 'route') return [];
      const route = definition.route as typeof definition.route & {
        'x-access'?: unknown;
        'x-api-key'?: unknown;
      };
      return [
        {
          method: route.method.toUpperCase(),
          path: route.path,
          policy: route['x-access'],
          key: route['x-api-key'] as Operation['key'],
          hasBody: route.request?.body !== undefined,
        },
      ];
    });
  }, 60_000);
  afterAll(() => app.dispose());

  it('finds every route declaring the api-key policy and the provisioning scope its method needs', () => {
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      expect(operation.policy, `${operation.method} ${operation.path}`).toBe('api-key');
      expect(operation.key, `${operation.method} ${operation.path}`).toEqual({
        resource: 'provisioning',
        access: operation.method === 'GET' ? 'read' : 'write',
      });
    }
  });

  it('refuses nobody, the victim’s admin and its keys without the scope, leaving everything as it was', async () => {
    const before = await victimState();
    const withoutScope = await issueKey(app, victim.admin, 'victim', {
      access: 'write',
      resources: ['people', 'teams', 'analytics', 'surveys', 'trainings'],
    });
    const readOnly = await issueKey(app, victim.admin, 'victim', {
      access: 'read',
      resources: ['provisioning'],
    });
    for (const operation of operations) {
      const label = `${operation.method} ${operation.path}`;
      const path = `/scim/v2${fill(operation.path)}`;
      const body = bodyFor(operation);
      const init = {
        method: operation.method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/scim+json' } }),
      };
      expect((await app.request(path, init)).status, `anonymous ${label}`).toBe(401);
      expect((await app.request(path, as(victim.admin, init))).status, `admin ${label}`).toBe(403);
      expect(
        (await scim(app, withoutScope, operation.method, fill(operation.path), body)).status,
        label,
      ).toBe(403);
      if (operation.method !== 'GET') {
        const refused = await scim(app, readOnly, operation.method, fill(operation.path), body);
        expect(refused.status, `read-only ${label}`).toBe(403);
      }
    }
    expect(await victimState()).toEqual(before);
  });

  it("refuses another company's provisioning key the victim's people and teams, and shows it none of them", async () => {
    const before = await victimState();
    for (const operation of operations) {
      const label = `${operation.method} ${operation.path}`;
      const answer = await scim(
        app,
        outsider.key,
        operation.method,
        fill(operation.path),
        bodyFor(operation),
      );
      expect(leaks(answer.body), label).toEqual([]);
      if (operation.path.includes('{id}')) expect(REFUSED, label).toContain(answer.status);
    }
    for (const filter of [`userName eq "${target.email}"`, 'externalId eq "victim-team"', 'userName pr']) {
      for (const resource of ['Users', 'Groups']) {
        const found = await scim(
          app,
          outsider.key,
          'GET',
          `/${resource}?filter=${encodeURIComponent(filter)}`,
        );
        expect(leaks(found.body), `${resource} ${filter}`).toEqual([]);
      }
    }
    expect(await victimState()).toEqual(before);
  });
});
