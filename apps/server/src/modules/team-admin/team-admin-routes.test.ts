import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

interface TeamBody {
  id: string;
  name: string;
  memberCount: number;
}

describe('teams', () => {
  let app: TestApp;
  let admin: TestPerson;
  let employee: TestPerson;
  let otherAdmin: TestPerson;

  const teams = (slug = 'acme') => `/api/v1/companies/${slug}/teams`;
  const create = (name: string, caller = admin, slug = 'acme') =>
    app.request(teams(slug), as(caller, jsonRequest('POST', { name })));
  const rename = (id: string, name: string, caller = admin, slug = 'acme') =>
    app.request(`${teams(slug)}/${id}`, as(caller, jsonRequest('PATCH', { name })));

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'admin@acme.test' });
    await createCompanyAs(app, admin, 'acme');
    employee = await joinCompany(app, admin, 'acme', { email: 'emp@acme.test' });
    otherAdmin = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, otherAdmin, 'globex');
  }, 60_000);
  afterAll(() => app.dispose());

  it('creates teams whose names are unique per company whatever their case', async () => {
    const created = await create(' Ventas ');
    expect(created.status).toBe(201);
    expect(((await created.json()) as { team: TeamBody }).team).toMatchObject({
      name: 'Ventas',
      memberCount: 0,
    });
    const clash = await create('VENTAS');
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { error: { reason: string } }).error.reason).toBe('TEAM_NAME_TAKEN');
    expect((await create('Ventas', otherAdmin, 'globex')).status).toBe(201);
    expect((await create('   ')).status).toBe(400);
  });

  it('lists teams by name with their active members', async () => {
    await create('diseño');
    const list = (await (await app.request(teams(), as(admin))).json()) as { teams: TeamBody[] };
    const ventas = list.teams.find((t) => t.name === 'Ventas')!;
    await app.request(
      `/api/v1/companies/acme/people/${employee.userId}`,
      as(admin, jsonRequest('PATCH', { teamId: ventas.id })),
    );
    const after = (await (await app.request(teams(), as(admin))).json()) as { teams: TeamBody[] };
    expect(after.teams.map((t) => [t.name, t.memberCount])).toEqual([
      ['diseño', 0],
      ['Ventas', 1],
    ]);
  });

  it('renames a team, refusing a name another team has', async () => {
    const list = (await (await app.request(teams(), as(admin))).json()) as { teams: TeamBody[] };
    const design = list.teams.find((t) => t.name === 'diseño')!;
    const renamed = await rename(design.id, 'Diseño');
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { team: TeamBody }).team.name).toBe('Diseño');
    const clash = await rename(design.id, 'ventas');
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { error: { reason: string } }).error.reason).toBe('TEAM_NAME_TAKEN');
    expect((await rename('not-a-uuid', 'X')).status).toBe(404);
  });

  it('is the business of the company’s admins only', async () => {
    const list = (await (await app.request(teams(), as(admin))).json()) as { teams: TeamBody[] };
    const ventas = list.teams.find((t) => t.name === 'Ventas')!;
    expect((await app.request(teams(), as(otherAdmin))).status).toBe(404);
    expect((await rename(ventas.id, 'Mío', otherAdmin)).status).toBe(404);
    // Naming acme's team under globex finds nothing either.
    expect((await rename(ventas.id, 'Mío', otherAdmin, 'globex')).status).toBe(404);
    expect((await app.request(teams(), as(employee))).status).toBe(403);
    expect((await create('Intrusos', employee)).status).toBe(403);
  });
});
