import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeRefusal, type Team } from '@tera/domain';
import { scimGroups, userProfiles } from '../../db/schema/index.ts';
import { platformAdmin, scim, scimCompany, type ScimCompany } from '../../../test/support/scim-company.ts';
import { as } from '../../../test/support/sessions.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

const patchOp = (...Operations: Record<string, unknown>[]) => ({ schemas: [PATCH_OP], Operations });

describe('SCIM Groups: the company’s teams, their members the people in them', () => {
  let app: TestApp;
  let acme: ScimCompany;
  let globex: ScimCompany;
  const people: Record<string, string> = {};
  const call = (method: string, path: string, body?: unknown) => scim(app, acme.key, method, path, body);
  const teamOf = async (userId: string) => {
    const [profile] = await app.deps.database.db
      .select({ teamId: userProfiles.teamId })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
    return profile?.teamId;
  };
  const membersOf = async (groupId: string) =>
    ((await call('GET', `/Groups/${groupId}`)).body.members as { value: string }[] | undefined)
      ?.map((member) => member.value)
      .sort();

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const platform = await platformAdmin(app);
    acme = await scimCompany(app, platform, 'acme');
    globex = await scimCompany(app, platform, 'globex');
    for (const name of ['lucia', 'marco', 'nora']) {
      const created = await call('POST', '/Users', { schemas: [USER], userName: `${name}@acme.test` });
      people[name] = created.body.id as string;
    }
    const outsider = await scim(app, globex.key, 'POST', '/Users', {
      schemas: [USER],
      userName: 'otro@globex.test',
    });
    people.outsider = outsider.body.id as string;
  }, 60_000);
  afterAll(() => app.dispose());

  it('pushes a group as Okta does: created empty, members added, renamed, a member removed', async () => {
    const created = await call('POST', '/Groups', { schemas: [GROUP], displayName: 'Ventas', members: [] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      schemas: [GROUP],
      displayName: 'Ventas',
      meta: { resourceType: 'Group' },
    });
    const id = created.body.id as string;
    const teams = await app.request('/api/v1/companies/acme/teams', as(acme.admin));
    expect(((await teams.json()) as { teams: Team[] }).teams.map((team) => team.name)).toEqual(['Ventas']);

    const added = await call(
      'PATCH',
      `/Groups/${id}`,
      patchOp({
        op: 'add',
        path: 'members',
        value: [
          { value: people.lucia, display: 'lucia@acme.test' },
          { value: people.marco, display: 'marco@acme.test' },
        ],
      }),
    );
    expect(added.status).toBe(200);
    expect(await teamOf(people.lucia!)).toBe(id);
    expect(await teamOf(people.marco!)).toBe(id);
    expect(await membersOf(id)).toEqual([people.lucia, people.marco].sort());
    // The user shows the team it is in.
    expect((await call('GET', `/Users/${people.lucia}`)).body.groups).toEqual([
      expect.objectContaining({ value: id, display: 'Ventas' }),
    ]);

    const renamed = await call(
      'PATCH',
      `/Groups/${id}`,
      patchOp({ op: 'replace', value: { id, displayName: 'Ventas Iberia' } }),
    );
    expect(renamed.body.displayName).toBe('Ventas Iberia');

    const removed = await call(
      'PATCH',
      `/Groups/${id}`,
      patchOp({ op: 'remove', path: `members[value eq "${people.marco}"]` }),
    );
    expect(removed.status).toBe(200);
    expect(await teamOf(people.marco!)).toBeNull();
    expect(await teamOf(people.lucia!)).toBe(id);
  });

  it('takes up an existing team as Entra does, matched by name whatever its case, and moves people between teams', async () => {
    const created = await app.request(
      '/api/v1/companies/acme/teams',
      as(acme.admin, jsonRequest('POST', { name: 'Soporte' })),
    );
    expect(created.status).toBe(201);
    const found = await call(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "SOPORTE"')}`,
    );
    expect(found.body.totalResults).toBe(1);
    const [group] = found.body.Resources!;
    expect(group).not.toHaveProperty('members');
    const id = group!.id as string;
    const linked = await call(
      'PATCH',
      `/Groups/${id}`,
      patchOp(
        { op: 'Replace', path: 'externalId', value: 'entra-group-1' },
        { op: 'Add', path: 'members', value: [{ value: people.lucia }, { value: people.nora }] },
      ),
    );
    expect(linked.status).toBe(200);
    expect(linked.body.externalId).toBe('entra-group-1');
    // A person has one team: joining this one took Lucía out of Ventas.
    expect(await teamOf(people.lucia!)).toBe(id);
    expect(await teamOf(people.nora!)).toBe(id);

    const byExternalId = await call(
      'GET',
      `/Groups?filter=${encodeURIComponent('externalId eq "entra-group-1"')}`,
    );
    expect(byExternalId.body.Resources?.map((one) => one.id)).toEqual([id]);

    const removed = await call(
      'PATCH',
      `/Groups/${id}`,
      patchOp({ op: 'Remove', path: 'members', value: [{ value: people.nora }] }),
    );
    expect(removed.status).toBe(200);
    expect(await teamOf(people.nora!)).toBeNull();
    expect(await membersOf(id)).toEqual([people.lucia]);
  });

  it('replaces a group whole, and leaves a person in another team when removed from one they already left', async () => {
    const created = await call('POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'Producto',
      externalId: 'okta-producto',
      members: [{ value: people.marco }, { value: people.nora }],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await membersOf(id)).toEqual([people.marco, people.nora].sort());
    const otherTeam = (await call('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Soporte"')}`))
      .body.Resources![0]!.id as string;
    // Nora moves to Soporte; removing her from Producto must not take her out of Soporte.
    await call(
      'PATCH',
      `/Groups/${otherTeam}`,
      patchOp({ op: 'add', path: 'members', value: [{ value: people.nora }] }),
    );
    const replaced = await call('PUT', `/Groups/${id}`, {
      schemas: [GROUP],
      id,
      displayName: 'Producto y Diseño',
      members: [{ value: people.lucia }],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ displayName: 'Producto y Diseño', externalId: 'okta-producto' });
    expect(await membersOf(id)).toEqual([people.lucia]);
    expect(await teamOf(people.marco!)).toBeNull();
    expect(await teamOf(people.nora!)).toBe(otherTeam);
  });

  it('refuses a team name the company has, whatever its case, and a member who is not of the company', async () => {
    const taken = await call('POST', '/Groups', { schemas: [GROUP], displayName: 'soporte' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      scimType: 'uniqueness',
      detail: describeRefusal('TEAM_NAME_TAKEN', 'es'),
    });
    const [team] = (await call('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Soporte"')}`))
      .body.Resources!;
    const before = await membersOf(team!.id as string);
    const outsider = await call(
      'PATCH',
      `/Groups/${String(team!.id)}`,
      patchOp({ op: 'add', path: 'members', value: [{ value: people.lucia }, { value: people.outsider }] }),
    );
    expect(outsider.status).toBe(400);
    expect(outsider.body).toMatchObject({ scimType: 'invalidValue' });
    expect(await membersOf(team!.id as string)).toEqual(before);
    expect(await teamOf(people.outsider!)).toBeNull();
    // A member list with a hole in it is the provider's mistake, answered as one.
    const holed = await call('POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'Calidad',
      members: [null],
    });
    expect(holed.status).toBe(400);
    expect(holed.body).toMatchObject({ scimType: 'invalidValue' });
  });

  it('deletes a group by emptying its team and forgetting the provider’s id; the team and its history stay', async () => {
    const created = await call('POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'Temporal',
      externalId: 'entra-temporal',
      members: [{ value: people.marco }],
    });
    const id = created.body.id as string;
    expect((await call('DELETE', `/Groups/${id}`)).status).toBe(204);
    expect(await teamOf(people.marco!)).toBeNull();
    expect(await app.deps.database.db.select().from(scimGroups).where(eq(scimGroups.teamId, id))).toEqual([]);
    const teams = await app.request('/api/v1/companies/acme/teams', as(acme.admin));
    expect(((await teams.json()) as { teams: Team[] }).teams.map((team) => team.name)).toContain('Temporal');
    const again = await call('GET', `/Groups/${id}`);
    expect(again.body).toMatchObject({ displayName: 'Temporal', members: [] });
    expect(again.body).not.toHaveProperty('externalId');
  });
});
