import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, jsonRequest, TEST_NOW, type TestApp } from '../../../test/support/test-app.ts';
import { eq } from 'drizzle-orm';
import { authUsers, companies, companySubscriptions } from '../../db/schema/index.ts';
import {
  as,
  authHeaders,
  signIn,
  signUp,
  TEST_PASSWORD,
  type TestPerson,
} from '../../../test/support/sessions.ts';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';
import { createCompanyAs } from '../../../test/support/company-people.ts';

interface MeBody {
  profile: { role: string; teamId: string | null; reportsTo: string | null; companyId: string | null };
  company: { slug: string } | null;
}
interface ErrorBody {
  error: { code: string; reason?: string; fields?: Record<string, string[]> };
}

const DAY_MS = 86_400_000;

describe('invitation links', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestPerson;
  let otherAdmin: TestPerson;
  let teamId: string;

  async function invite(email: string, extra: Record<string, unknown> = {}, slug = 'acme', by = admin) {
    const response = await app.request(
      `/api/v1/companies/${slug}/invitations`,
      as(by, jsonRequest('POST', { email, role: 'employee', ...extra })),
    );
    expect(response.status).toBe(201);
    const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1)!;
    return mail.decoded.match(/registration\?invitation=([A-Za-z0-9_-]{43})/)![1]!;
  }
  const accept = (token: string, person: TestPerson) =>
    app.request(`/api/v1/invitations/${token}/accept`, as(person, { method: 'POST' }));
  const createAccount = (token: string, body: object, headers: Record<string, string> = {}) =>
    app.request(`/api/v1/invitations/${token}/account`, jsonRequest('POST', body, authHeaders(headers)));
  const me = async (person: TestPerson) =>
    (await (await app.request('/api/v1/me', as(person))).json()) as MeBody;
  const setNow = (iso: string) => {
    app.deps.clock = fixedClock(iso);
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });
    admin = await signUp(app, { email: 'admin@acme.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'acme', 'Acme Labs');
    const team = await app.request(
      '/api/v1/companies/acme/teams',
      as(admin, jsonRequest('POST', { name: 'Producto' })),
    );
    teamId = ((await team.json()) as { team: { id: string } }).team.id;
    otherAdmin = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, otherAdmin, 'globex', 'Globex');
  }, 60_000);
  beforeEach(() => setNow(TEST_NOW));
  afterAll(async () => {
    await app.dispose();
    await smtp.stop();
  });

  it('shows the company, e-mail, role and expiry to anyone holding the link, and nothing else', async () => {
    const token = await invite('lucia@acme.test', { role: 'leader' });
    const response = await app.request(`/api/v1/invitations/${token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      companyName: 'Acme Labs',
      email: 'lucia@acme.test',
      role: 'leader',
      expiresAt: new Date(Date.parse(TEST_NOW) + 7 * DAY_MS).toISOString(),
    });
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of ['x'.repeat(43), 'short', altered]) {
      expect((await app.request(`/api/v1/invitations/${bad}`)).status).toBe(404);
    }
  });

  it('the mailed link, accepted once, puts the person in the company with the invited role, team and leader', async () => {
    const token = await invite('nuria@acme.test', { role: 'leader', teamId, reportsTo: admin.userId });
    const nuria = await signUp(app, { email: 'Nuria@Acme.test' });
    expect((await app.request(`/api/v1/invitations/${token}/accept`, { method: 'POST' })).status).toBe(401);
    const response = await accept(token, nuria);
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({
      company: { name: 'Acme Labs', slug: 'acme' },
    });
    const after = await me(nuria);
    expect(after.company?.slug).toBe('acme');
    expect(after.profile).toMatchObject({ role: 'leader', teamId, reportsTo: admin.userId });
    const again = await accept(token, nuria);
    expect(again.status).toBe(404);
    expect((await app.request(`/api/v1/invitations/${token}`)).status).toBe(404);
    const people = (await (await app.request('/api/v1/companies/acme/people', as(admin))).json()) as {
      people: Array<{ email: string }>;
    };
    expect(people.people.map((p) => p.email)).toContain('nuria@acme.test');
  });

  it('makes the invited account from the link already confirmed: its person signs in and joins at once', async () => {
    const token = await invite('nueva@acme.test', { teamId });
    const mailed = smtp.received.length;
    const created = await createAccount(
      token,
      { name: ' Nueva Persona ', password: 'una clave larga y mía' },
      { 'accept-language': 'en' },
    );
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { id: string; email: string } };
    expect(user.email).toBe('nueva@acme.test');
    expect(created.headers.getSetCookie().filter((cookie) => cookie.includes('session_token='))).toEqual([]);
    expect(smtp.received).toHaveLength(mailed);
    const [account] = await app.deps.database.db
      .select({ emailVerified: authUsers.emailVerified })
      .from(authUsers)
      .where(eq(authUsers.id, user.id));
    expect(account?.emailVerified).toBe(true);

    const nueva = await signIn(app, 'nueva@acme.test', 'una clave larga y mía');
    expect(nueva.userId).toBe(user.id);
    expect((await accept(token, nueva)).status).toBe(200);
    const after = (await (await app.request('/api/v1/me', as(nueva))).json()) as MeBody & {
      profile: { fullName: string; language: string };
    };
    expect(after.company?.slug).toBe('acme');
    expect(after.profile).toMatchObject({ fullName: 'Nueva Persona', language: 'en', teamId });
  });

  it('tells the link holder the address has an account, and refuses a dead link or a weak password', async () => {
    const owner = await signUp(app, { email: 'ya-tiene@globex.test' });
    const taken = await invite('ya-tiene@globex.test', {}, 'globex', otherAdmin);
    const refused = await createAccount(taken, { name: 'Otra', password: 'otra clave bien larga' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.reason).toBe('EMAIL_TAKEN');
    expect((await signIn(app, 'ya-tiene@globex.test', TEST_PASSWORD)).userId).toBe(owner.userId);

    expect((await createAccount('x'.repeat(43), { name: 'X', password: 'una clave larga' })).status).toBe(
      404,
    );

    const token = await invite('debil@globex.test', {}, 'globex', otherAdmin);
    const common = await createAccount(token, { name: 'Débil', password: 'Password1234' });
    expect(common.status).toBe(400);
    expect(((await common.json()) as ErrorBody).error).toMatchObject({
      reason: 'PASSWORD_TOO_COMMON',
      fields: { password: ['validation.passwordCommon'] },
    });
    const short = await createAccount(token, { name: 'Débil', password: 'corta' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as ErrorBody).error.fields).toEqual({
      password: ['validation.passwordLength'],
    });
    const [made] = await app.deps.database.db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, 'debil@globex.test'));
    expect(made).toBeUndefined();
    expect((await createAccount(token, { name: 'Débil', password: 'ahora una clave larga' })).status).toBe(
      201,
    );
  });

  it('refuses a signed-in person whose e-mail is not the invited one, and leaves the link usable', async () => {
    const token = await invite('marta@acme.test');
    const intruder = await signUp(app, { email: 'intruder@acme.test' });
    const refused = await accept(token, intruder);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.reason).toBe('INVITATION_EMAIL_MISMATCH');
    expect((await me(intruder)).company).toBeNull();
    expect((await accept(token, await signUp(app, { email: 'marta@acme.test' }))).status).toBe(200);
  });

  it('refuses someone who already belongs to another company', async () => {
    const token = await invite('admin@globex.test');
    const refused = await accept(token, otherAdmin);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.reason).toBe('ALREADY_IN_COMPANY');
    expect((await me(otherAdmin)).company?.slug).toBe('globex');
  });

  it('refuses to join once the company’s limit has dropped below its seats, and joins when it fits again', async () => {
    const token = await invite('tardio@acme.test');
    const db = app.deps.database.db;
    const [acme] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'acme'));
    const ofAcme = eq(companySubscriptions.companyId, acme!.id);
    const [before] = await db.select().from(companySubscriptions).where(ofAcme);
    await db.update(companySubscriptions).set({ maxEmployees: 1 }).where(ofAcme);
    const person = await signUp(app, { email: 'tardio@acme.test' });
    const refused = await accept(token, person);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.reason).toBe('COMPANY_FULL');
    expect((await me(person)).company).toBeNull();
    await db.update(companySubscriptions).set({ maxEmployees: before!.maxEmployees }).where(ofAcme);
    expect((await accept(token, person)).status).toBe(200);
    expect((await me(person)).company?.slug).toBe('acme');
  });

  it('lets only one of two simultaneous acceptances through', async () => {
    const token = await invite('twice@acme.test');
    const person = await signUp(app, { email: 'twice@acme.test' });
    const responses = await Promise.all([accept(token, person), accept(token, person)]);
    const statuses = responses.map((r) => r.status).sort();
    // The loser finds the link spent (404) or the person already in (409), depending on timing.
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    const list = (await (await app.request('/api/v1/companies/acme/invitations', as(admin))).json()) as {
      invitations: Array<{ email: string; status: string }>;
    };
    expect(list.invitations.filter((i) => i.email === 'twice@acme.test').map((i) => i.status)).toEqual([
      'accepted',
    ]);
  });

  it('expires after 7 days by the clock: the link dies, the seat frees, and a new invitation works', async () => {
    const token = await invite('late@acme.test');
    const seatsNow = async () =>
      (
        (await (await app.request('/api/v1/companies/acme/people', as(admin))).json()) as {
          seats: { used: number };
        }
      ).seats.used;
    const listInvitations = async () =>
      (
        (await (await app.request('/api/v1/companies/acme/invitations', as(admin))).json()) as {
          invitations: Array<{ id: string; email: string; status: string }>;
        }
      ).invitations;
    const before = await seatsNow();
    // Everything still pending was sent at TEST_NOW, so it all expires at once.
    const pending = (await listInvitations()).filter((i) => i.status === 'pending').length;

    setNow(new Date(Date.parse(TEST_NOW) + 7 * DAY_MS - 1000).toISOString());
    expect((await app.request(`/api/v1/invitations/${token}`)).status).toBe(200);

    setNow(new Date(Date.parse(TEST_NOW) + 7 * DAY_MS).toISOString());
    expect((await app.request(`/api/v1/invitations/${token}`)).status).toBe(404);
    const late = await signUp(app, { email: 'late@acme.test' });
    expect((await accept(token, late)).status).toBe(404);
    expect(await seatsNow()).toBe(before - pending);
    const expired = (await listInvitations()).find((i) => i.email === 'late@acme.test')!;
    expect(expired.status).toBe('expired');

    // Sent again a week later, it holds a seat and works for a new week.
    const resent = await app.request(
      `/api/v1/companies/acme/invitations/${expired.id}/resend`,
      as(admin, { method: 'POST' }),
    );
    expect(resent.status).toBe(200);
    expect(await seatsNow()).toBe(before - pending + 1);
    const fresh = smtp.received.filter((m) => m.to.includes('late@acme.test')).at(-1)!;
    const freshToken = fresh.decoded.match(/registration\?invitation=([A-Za-z0-9_-]{43})/)![1]!;
    expect((await accept(freshToken, late)).status).toBe(200);
  });

  it('renews an expired invitation when the same address is invited again', async () => {
    const old = await invite('again@acme.test');
    setNow(new Date(Date.parse(TEST_NOW) + 8 * DAY_MS).toISOString());
    const renewed = await invite('again@acme.test', { role: 'manager' });
    expect(renewed).not.toBe(old);
    const preview = (await (await app.request(`/api/v1/invitations/${renewed}`)).json()) as { role: string };
    expect(preview.role).toBe('manager');
    expect((await app.request(`/api/v1/invitations/${old}`)).status).toBe(404);
  });
});
