import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAdmin, scim, scimCompany, type ScimCompany } from '../../../test/support/scim-company.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

const NAMES = ['alba', 'bruno', 'carla', 'dario', 'elena', 'fabio', 'gala'];

describe('SCIM lists: filters, pages and attributes as providers ask for them', () => {
  let app: TestApp;
  let acme: ScimCompany;
  const list = (query: string) => scim(app, acme.key, 'GET', `/Users?${query}`);
  const filtered = (filter: string, extra = '') => list(`filter=${encodeURIComponent(filter)}${extra}`);
  const userNames = (answer: Awaited<ReturnType<typeof list>>) =>
    answer.body.Resources?.map((user) => user.userName);

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const platform = await platformAdmin(app);
    acme = await scimCompany(app, platform, 'acme');
    await scimCompany(app, platform, 'globex');
    for (const [index, name] of NAMES.entries()) {
      const created = await scim(app, acme.key, 'POST', '/Users', {
        schemas: [USER],
        userName: `${name}@acme.test`,
        displayName: name.charAt(0).toUpperCase() + name.slice(1),
        externalId: `EXT-${name}`,
        active: index % 2 === 0,
      });
      expect(created.status).toBe(201);
    }
  }, 60_000);
  afterAll(() => app.dispose());

  it('pages through everyone once, 1-based, with the total and what each page holds', async () => {
    const everyone = ['admin', ...NAMES].map((name) => `${name}@acme.test`);
    const seen: unknown[] = [];
    for (let startIndex = 1; startIndex <= everyone.length; startIndex += 3) {
      const page = await list(`startIndex=${startIndex}&count=3`);
      expect(page.body).toMatchObject({
        schemas: [LIST],
        totalResults: everyone.length,
        startIndex,
        itemsPerPage: Math.min(3, everyone.length - startIndex + 1),
      });
      seen.push(...userNames(page)!);
    }
    expect(seen).toEqual(everyone);
    expect((await list('count=0')).body).toMatchObject({ totalResults: everyone.length, Resources: [] });
    expect((await list('startIndex=0&count=1')).body).toMatchObject({ startIndex: 1, itemsPerPage: 1 });
    expect(userNames(await list(`startIndex=${everyone.length + 1}`))).toEqual([]);
  });

  it('filters by user name, external id, display name and work e-mail, combined with and', async () => {
    expect(userNames(await filtered('userName eq "CARLA@acme.test"'))).toEqual(['carla@acme.test']);
    // An external id is the provider's own and compares exactly.
    expect(userNames(await filtered('externalId eq "EXT-dario"'))).toEqual(['dario@acme.test']);
    expect(userNames(await filtered('externalId eq "ext-dario"'))).toEqual([]);
    expect(userNames(await filtered('displayName eq "ELENA"'))).toEqual(['elena@acme.test']);
    expect(userNames(await filtered('emails[type eq "work"].value eq "Fabio@acme.test"'))).toEqual([
      'fabio@acme.test',
    ]);
    expect(userNames(await filtered('userName sw "a" and active eq true'))).toEqual([
      'admin@acme.test',
      'alba@acme.test',
    ]);
    expect(userNames(await filtered('active eq false and userName ew "o@acme.test"'))).toEqual([
      'bruno@acme.test',
      'dario@acme.test',
      'fabio@acme.test',
    ]);
    const paged = await filtered('active eq true', '&startIndex=2&count=2');
    expect(paged.body).toMatchObject({ totalResults: 5, itemsPerPage: 2 });
    expect(userNames(paged)).toEqual(['alba@acme.test', 'carla@acme.test']);
  });

  it('answers only the attributes asked for, or all but those excluded', async () => {
    const only = await filtered('userName eq "gala@acme.test"', '&attributes=userName,active');
    const [gala] = only.body.Resources!;
    expect(Object.keys(gala!).sort()).toEqual(['active', 'id', 'schemas', 'userName']);
    const without = await filtered('userName eq "gala@acme.test"', '&excludedAttributes=emails,groups,name');
    expect(without.body.Resources![0]).not.toHaveProperty('emails');
    expect(without.body.Resources![0]).not.toHaveProperty('name');
    expect(without.body.Resources![0]).toHaveProperty('displayName', 'Gala');
    const one = await scim(app, acme.key, 'GET', `/Users/${String(gala!.id)}?attributes=displayName`);
    expect(Object.keys(one.body).sort()).toEqual(['displayName', 'id', 'schemas']);
  });

  it('refuses a filter it cannot read as invalidFilter, and never lists another company’s people', async () => {
    for (const filter of ['userName eq', 'userName eq "a" and (', 'bogus', 'userName xx "a"']) {
      const answer = await filtered(filter);
      expect(answer.status, filter).toBe(400);
      expect(answer.body, filter).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    }
    expect((await list('count=many')).status).toBe(400);
    expect((await filtered('userName eq "admin@globex.test"')).body.totalResults).toBe(0);
    expect(userNames(await filtered('userName ew "@globex.test"'))).toEqual([]);
  });
});
