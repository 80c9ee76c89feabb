import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describeRefusal } from '@tera/domain';
import {
  authAccounts,
  authUsers,
  dailyCheckins,
  emailOutbox,
  invitations,
  userProfiles,
} from '../../db/schema/index.ts';
import { serverMessage } from '../../http/server-messages.ts';
import { joinCompany } from '../../../test/support/company-people.ts';
import {
  platformAdmin,
  scim,
  scimCompany,
  setSeats,
  type ScimAnswer,
  type ScimCompany,
} from '../../../test/support/scim-company.ts';
import { as, authHeaders, signIn, signUp } from '../../../test/support/sessions.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A user as Okta creates one (its SCIM 2.0 template): password and locale included, no groups. */
const oktaUser = (email: string, givenName: string, familyName: string, externalId: string) => ({
  schemas: [USER],
  userName: email,
  name: { givenName, familyName },
  emails: [{ primary: true, value: email, type: 'work' }],
  displayName: `${givenName} ${familyName}`,
  locale: 'es-ES',
  externalId,
  groups: [],
  password: 'Okta-sent-this-1',
  active: true,
});

/** A user as Microsoft Entra creates one: its enterprise extension and its user principal name. */
const entraUser = (userName: string, givenName: string, familyName: string) => ({
  schemas: [USER, ENTERPRISE],
  externalId: userName.split('@')[0],
  userName,
  active: true,
  displayName: `${givenName} ${familyName}`,
  emails: [{ primary: true, type: 'work', value: userName }],
  meta: { resourceType: 'User' },
  name: { formatted: `${givenName} ${familyName}`, familyName, givenName },
  title: 'Comercial',
  [ENTERPRISE]: { department: 'Ventas', employeeNumber: '42', manager: { value: 'someone-in-entra' } },
});

const patchOp = (...Operations: Record<string, unknown>[]) => ({ schemas: [PATCH_OP], Operations });
const byUserName = (userName: string) => `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`;

describe('SCIM Users: the company’s people, as an identity provider keeps them', () => {
  let app: TestApp;
  let acme: ScimCompany;
  let globex: ScimCompany;
  const call = (method: string, path: string, body?: unknown, contentType?: string) =>
    scim(app, acme.key, method, path, body, contentType);
  const profileOf = async (id: string) => {
    const [profile] = await app.deps.database.db.select().from(userProfiles).where(eq(userProfiles.id, id));
    return profile;
  };
  const expectScimError = (answer: ScimAnswer, status: number, scimType?: string) => {
    expect(answer.status).toBe(status);
    expect(answer.contentType).toContain('application/scim+json');
    expect(answer.body).toMatchObject({ schemas: [ERROR], status: String(status) });
    expect(answer.body.scimType).toBe(scimType);
  };

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const platform = await platformAdmin(app);
    acme = await scimCompany(app, platform, 'acme');
    globex = await scimCompany(app, platform, 'globex');
  }, 60_000);
  afterAll(() => app.dispose());
  // Room enough unless a test fills the seats on purpose.
  beforeEach(() => setSeats(app, acme.companyId, 100));

  it('creates, changes, deactivates and reactivates people as Okta sends it, within the company’s seats', async () => {
    // The admin and two more: every seat of this contract.
    await setSeats(app, acme.companyId, 3);
    expect((await call('GET', `${byUserName('lucia@acme.test')}&startIndex=1&count=100`)).body).toMatchObject(
      {
        totalResults: 0,
        Resources: [],
      },
    );
    const lucia = await call('POST', '/Users', oktaUser('lucia@acme.test', 'Lucía', 'Pérez', '00u1lucia'));
    expect(lucia.status).toBe(201);
    expect(lucia.body).toMatchObject({
      schemas: [USER],
      userName: 'lucia@acme.test',
      externalId: '00u1lucia',
      displayName: 'Lucía Pérez',
      name: { givenName: 'Lucía', familyName: 'Pérez' },
      emails: [{ value: 'lucia@acme.test', type: 'work', primary: true }],
      active: true,
      meta: {
        resourceType: 'User',
        location: `http://localhost:3000/scim/v2/Users/${String(lucia.body.id)}`,
      },
    });
    const luciaId = lucia.body.id as string;
    expect(await profileOf(luciaId)).toMatchObject({
      companyId: acme.companyId,
      role: 'employee',
      isActive: true,
      fullName: 'Lucía Pérez',
    });
    // Confirmed, and without a password: single sign-on or a reset link are the ways in.
    const [account] = await app.deps.database.db.select().from(authUsers).where(eq(authUsers.id, luciaId));
    expect(account?.emailVerified).toBe(true);
    expect(
      await app.deps.database.db.select().from(authAccounts).where(eq(authAccounts.userId, luciaId)),
    ).toEqual([]);

    const marco = await call('POST', '/Users', oktaUser('marco@acme.test', 'Marco', 'Gil', '00u1marco'));
    expect(marco.status).toBe(201);
    const marcoId = marco.body.id as string;

    const full = await call('POST', '/Users', oktaUser('nora@acme.test', 'Nora', 'Vidal', '00u1nora'));
    expectScimError(full, 403);
    expect(full.body.detail).toBe(serverMessage('es', 'noFreeSeat'));
    expect(
      await app.deps.database.db.select().from(authUsers).where(eq(authUsers.email, 'nora@acme.test')),
    ).toEqual([]);

    // Okta replaces the whole user when a profile changes.
    const renamed = await call('PUT', `/Users/${luciaId}`, {
      ...oktaUser('lucia@acme.test', 'Lucía', 'Pérez Soler', '00u1lucia'),
      id: luciaId,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ displayName: 'Lucía Pérez Soler', active: true });
    expect((await profileOf(luciaId))?.fullName).toBe('Lucía Pérez Soler');

    // Okta deactivates with a patch of `active` alone, which frees the seat.
    const deactivated = await call(
      'PATCH',
      `/Users/${marcoId}`,
      patchOp({ op: 'replace', value: { active: false } }),
    );
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect((await profileOf(marcoId))?.isActive).toBe(false);
    expect(
      (await call('POST', '/Users', oktaUser('nora@acme.test', 'Nora', 'Vidal', '00u1nora'))).status,
    ).toBe(201);

    // Coming back needs a seat like any reactivation: there is none until another leaves.
    const back = await call(
      'PATCH',
      `/Users/${marcoId}`,
      patchOp({ op: 'replace', value: { active: true } }),
    );
    expectScimError(back, 403);
    expect(back.body.detail).toBe(serverMessage('es', 'noFreeSeat'));
    expect((await profileOf(marcoId))?.isActive).toBe(false);
    const noraId = (await call('GET', byUserName('nora@acme.test'))).body.Resources![0]!.id as string;
    expect(
      (await call('PATCH', `/Users/${noraId}`, patchOp({ op: 'replace', value: { active: false } }))).status,
    ).toBe(200);
    const returned = await call(
      'PATCH',
      `/Users/${marcoId}`,
      patchOp({ op: 'replace', value: { active: true } }),
    );
    expect(returned.status).toBe(200);
    expect(returned.body.active).toBe(true);
    expect((await profileOf(marcoId))?.isActive).toBe(true);
  });

  it('gives the last seat to one of two creates sent at once', async () => {
    const listed = await app.request('/api/v1/companies/acme/people', as(acme.admin));
    const { seats } = (await listed.json()) as { seats: { used: number } };
    await setSeats(app, acme.companyId, seats.used + 1);
    const answers = await Promise.all(
      ['uno', 'dos'].map((name) =>
        call('POST', '/Users', oktaUser(`${name}@acme.test`, name, 'Carrera', name)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
  });

  it('creates and changes people as Microsoft Entra sends it, whatever the case of their user name', async () => {
    // Entra looks the person up first, with the address as its directory writes it.
    expect((await call('GET', byUserName('Ana.Ruiz@acme.test'))).body.totalResults).toBe(0);
    const created = await call('POST', '/Users', entraUser('Ana.Ruiz@acme.test', 'Ana', 'Ruiz'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userName: 'ana.ruiz@acme.test', externalId: 'Ana.Ruiz' });
    const id = created.body.id as string;
    const found = await call('GET', byUserName('Ana.Ruiz@acme.test'));
    expect(found.body.Resources?.map((user) => user.id)).toEqual([id]);

    // Entra patches attribute by attribute, op names capitalised, including what Tera does not keep.
    const patched = await call(
      'PATCH',
      `/Users/${id}`,
      patchOp(
        { op: 'Replace', path: 'displayName', value: 'Ana Ruiz Gil' },
        { op: 'Replace', path: 'name.familyName', value: 'Ruiz Gil' },
        { op: 'Replace', path: 'name.formatted', value: 'Ana Ruiz Gil' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'ana.ruiz@acme.test' },
        { op: 'Add', path: 'phoneNumbers[type eq "work"].value', value: '+34 600 000 000' },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Marketing' },
        { op: 'Add', path: `${ENTERPRISE}:manager`, value: 'another-entra-id' },
        { op: 'Replace', path: 'title', value: 'Directora' },
      ),
    );
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      displayName: 'Ana Ruiz Gil',
      name: { givenName: 'Ana', familyName: 'Ruiz Gil' },
      active: true,
    });

    // Without its compliance flag, Entra sends `active` as the strings "False" and "True".
    const off = await call(
      'PATCH',
      `/Users/${id}`,
      patchOp({ op: 'Replace', path: 'active', value: 'False' }),
    );
    expect(off.body.active).toBe(false);
    expect((await profileOf(id))?.isActive).toBe(false);
    const on = await call('PATCH', `/Users/${id}`, patchOp({ op: 'Replace', path: 'active', value: 'True' }));
    expect(on.body.active).toBe(true);

    // A patch with no path replaces what its value names.
    const renamed = await call(
      'PATCH',
      `/Users/${id}`,
      patchOp({
        op: 'Replace',
        value: { userName: 'Ana.Gil@acme.test', 'name.givenName': 'Anabel', externalId: 'ana.gil' },
      }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      userName: 'ana.gil@acme.test',
      displayName: 'Anabel Ruiz Gil',
      externalId: 'ana.gil',
    });
    const [account] = await app.deps.database.db.select().from(authUsers).where(eq(authUsers.id, id));
    expect(account).toMatchObject({ email: 'ana.gil@acme.test', name: 'Anabel Ruiz Gil' });
    expect((await profileOf(id))?.email).toBe('ana.gil@acme.test');
    // Only what was changed moves: a patch that changes nothing Tera keeps leaves the person alone.
    const before = await profileOf(id);
    const unchanged = await call(
      'PATCH',
      `/Users/${id}`,
      patchOp({ op: 'Add', path: 'nickName', value: 'Ani' }),
    );
    expect(unchanged.status).toBe(200);
    expect(await profileOf(id)).toEqual(before);
  });

  it('deletes by deactivating and hiding, keeping the person’s check-ins, and brings them back on a new create', async () => {
    const rosa = await joinCompany(app, acme.admin, 'acme', { email: 'rosa@acme.test', name: 'Rosa Martín' });
    const checkedIn = await app.request(
      '/api/v1/checkins/today',
      as(
        rosa,
        jsonRequest('PUT', {
          energy: 4,
          mental_pressure: 2,
          personal_concerns: 2,
          motivation: 4,
          submission_id: randomUUID(),
        }),
      ),
    );
    expect(checkedIn.status).toBe(201);

    expect((await call('DELETE', `/Users/${rosa.userId}`)).status).toBe(204);
    expectScimError(await call('GET', `/Users/${rosa.userId}`), 404);
    expect((await call('GET', byUserName('rosa@acme.test'))).body.totalResults).toBe(0);
    expectScimError(
      await call('PATCH', `/Users/${rosa.userId}`, patchOp({ op: 'replace', path: 'active', value: true })),
      404,
    );
    // Deactivated as an admin deactivates: signed out everywhere, every record kept.
    expect((await profileOf(rosa.userId))?.isActive).toBe(false);
    expect((await app.request('/api/v1/me', as(rosa))).status).toBe(401);
    const kept = await app.deps.database.db
      .select()
      .from(dailyCheckins)
      .where(eq(dailyCheckins.userId, rosa.userId));
    expect(kept).toHaveLength(1);

    // Coming back takes a seat: none while the company is full.
    const listed = await app.request('/api/v1/companies/acme/people', as(acme.admin));
    const { seats } = (await listed.json()) as { seats: { used: number } };
    await setSeats(app, acme.companyId, seats.used);
    const full = await call('POST', '/Users', oktaUser('rosa@acme.test', 'Rosa', 'Martín', '00u1rosa'));
    expectScimError(full, 403);
    expectScimError(await call('GET', `/Users/${rosa.userId}`), 404);
    await setSeats(app, acme.companyId, seats.used + 1);
    const again = await call('POST', '/Users', oktaUser('rosa@acme.test', 'Rosa', 'Martín', '00u1rosa'));
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: rosa.userId, active: true, externalId: '00u1rosa' });
    expect((await signIn(app, 'rosa@acme.test')).userId).toBe(rosa.userId);
  });

  it('refuses a user name an account already has, in this company or any other, as SCIM’s uniqueness', async () => {
    const clashes = [
      'admin@acme.test',
      'ADMIN@globex.test',
      (await signUp(app, { email: 'solo@example.test' })).email,
    ];
    for (const userName of clashes) {
      const answer = await call('POST', '/Users', oktaUser(userName, 'Otra', 'Persona', 'x'));
      expectScimError(answer, 409, 'uniqueness');
      expect(answer.body.detail).toBe(describeRefusal('SCIM_USER_EXISTS', 'es'));
    }
    const [admin] = await app.deps.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.email, 'admin@globex.test'));
    expect(admin?.companyId).toBe(globex.companyId);

    const person = await call('POST', '/Users', oktaUser('tomas@acme.test', 'Tomás', 'Ríos', '00u1tomas'));
    const taken = await call(
      'PUT',
      `/Users/${String(person.body.id)}`,
      oktaUser('lucia@acme.test', 'T', 'R', 'x'),
    );
    expectScimError(taken, 409, 'uniqueness');
    expect((await profileOf(person.body.id as string))?.email).toBe('tomas@acme.test');
  });

  it('keeps the company’s last admin, as an admin’s own deactivation does', async () => {
    const [admin] = (await call('GET', byUserName('admin@acme.test'))).body.Resources!;
    const answer = await call(
      'PATCH',
      `/Users/${String(admin!.id)}`,
      patchOp({ op: 'replace', value: { active: false } }),
    );
    expectScimError(answer, 400, 'mutability');
    expect(answer.body.detail).toBe(describeRefusal('LAST_ADMIN', 'es'));
    expectScimError(await call('DELETE', `/Users/${String(admin!.id)}`), 400, 'mutability');
    expect((await profileOf(admin!.id as string))?.isActive).toBe(true);
  });

  it('takes the seat of a pending invitation to the same address rather than a second one', async () => {
    const invited = await app.request(
      '/api/v1/companies/acme/invitations',
      as(acme.admin, jsonRequest('POST', { email: 'ines@acme.test', role: 'employee' })),
    );
    expect(invited.status).toBe(201);
    const created = await call('POST', '/Users', oktaUser('ines@acme.test', 'Inés', 'Soto', '00u1ines'));
    expect(created.status).toBe(201);
    const open = await app.deps.database.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.email, 'ines@acme.test'), isNull(invitations.revokedAt)));
    expect(open).toEqual([]);
  });

  it('lets a provisioned person in by a reset link, as an employee of the company', async () => {
    const created = await call('POST', '/Users', oktaUser('pablo@acme.test', 'Pablo', 'Nieto', '00u1pablo'));
    expect(created.status).toBe(201);
    const refused = await app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'pablo@acme.test', password: 'Okta-sent-this-1' }, authHeaders()),
    );
    expect(refused.status).toBe(401);
    const asked = await app.request(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email: 'pablo@acme.test', redirectTo: '/reset-password' }, authHeaders()),
    );
    expect(asked.status).toBe(200);
    const [mail] = await app.deps.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'pablo@acme.test'))
      .orderBy(desc(emailOutbox.createdAt));
    const token = mail?.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    const reset = await app.request(
      '/api/auth/reset-password',
      jsonRequest('POST', { token, newPassword: 'a passphrase of his own' }, authHeaders()),
    );
    expect(reset.status).toBe(200);
    const pablo = await signIn(app, 'pablo@acme.test', 'a passphrase of his own');
    const me = await app.request('/api/v1/me', as(pablo));
    expect(await me.json()).toMatchObject({ company: { slug: 'acme' }, profile: { role: 'employee' } });
  });
});
