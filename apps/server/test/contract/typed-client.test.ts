import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { API_BASE, AUTH_BASE, type ApiDocument } from '../../src/http/api-document.ts';
import { lastInvitationToken } from '../support/company-people.ts';
import { confirmationLink, TEST_ORIGIN, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import type { paths } from './api-types.generated.ts';
import { API_TYPES_FILE, apiTypesFrom } from './generate-api-types.ts';

/**
 * A stranger's client: generated from the served document by openapi-typescript, called through
 * openapi-fetch against the real app, with no type written by hand. Each person is a browser of
 * their own, keeping the cookies the server sets and naming the app's origin as a browser does.
 */
function browserOf(app: TestApp): { api: Client<paths>; auth: Client<paths> } {
  const cookies = new Map<string, string>();
  const asBrowser: Middleware = {
    onRequest({ request }) {
      request.headers.set('origin', TEST_ORIGIN);
      if (cookies.size > 0)
        request.headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      return request;
    },
    onResponse({ response }) {
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const separator = pair.indexOf('=');
        cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
      }
      return response;
    },
  };
  // The app answers in-process; every answer still passes the test app's document check.
  const fetch = async (request: Request) =>
    app.request(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.method === 'GET' ? {} : { body: await request.text() }),
    });
  const [api, auth] = [API_BASE, AUTH_BASE].map((base) => {
    const client = createClient<paths>({ baseUrl: `${TEST_ORIGIN}${base}`, fetch });
    client.use(asBrowser);
    return client;
  }) as [Client<paths>, Client<paths>];
  return { api, auth };
}

describe('a client generated from the document', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.dispose());

  it('is generated from the document the server serves now', async () => {
    const served = (await (await app.request(`${API_BASE}/openapi.json`)).json()) as ApiDocument;
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    const fresh = await apiTypesFrom(served);
    expect(committed, 'The document changed: run `npm run api-types -w @tera/server`').toBe(fresh);
  });

  it('signs up, confirms, creates a company, invites, accepts, checks in and reads both panels', async () => {
    const admin = browserOf(app);
    const signedUp = await admin.auth.POST('/sign-up/email', {
      body: { name: 'Alba', email: 'alba@typed.test', password: TEST_PASSWORD },
    });
    expect(signedUp.data?.user.email).toBe('alba@typed.test');
    const adminId = signedUp.data!.user.id;
    const mailed = (await confirmationLink(app, 'alba@typed.test')).searchParams;
    const confirmed = await admin.auth.GET('/verify-email', {
      params: { query: { token: mailed.get('token')!, callbackURL: mailed.get('callbackURL')! } },
    });
    expect(confirmed.response.status).toBe(302);

    const created = await admin.api.POST('/companies', {
      body: {
        name: 'Typed',
        slug: 'typed',
        industry: 'technology',
        employeeCountRange: '11-50',
        timeZone: 'Europe/Madrid',
      },
    });
    expect(created.response.status).toBe(201);
    const slug = created.data!.company.slug;
    expect(created.data?.subscription?.planType).toBe('professional');

    const invited = await admin.api.POST('/companies/{slug}/invitations', {
      params: { path: { slug } },
      body: { email: 'bruno@typed.test', role: 'employee', reportsTo: adminId },
    });
    expect(invited.data?.invitation.status).toBe('pending');
    const token = await lastInvitationToken(app, 'bruno@typed.test');

    const employee = browserOf(app);
    const link = await employee.api.GET('/invitations/{token}', { params: { path: { token } } });
    expect(link.data).toBeDefined();
    const account = await employee.api.POST('/invitations/{token}/account', {
      params: { path: { token } },
      body: { name: 'Bruno', password: TEST_PASSWORD },
    });
    expect(account.data?.user.email).toBe('bruno@typed.test');
    await employee.auth.POST('/sign-in/email', {
      body: { email: 'bruno@typed.test', password: TEST_PASSWORD },
    });
    const accepted = await employee.api.POST('/invitations/{token}/accept', { params: { path: { token } } });
    expect(accepted.response.status).toBe(200);

    const checkedIn = await employee.api.PUT('/checkins/today', {
      body: {
        submission_id: randomUUID(),
        energy: 4,
        mental_pressure: 2,
        personal_concerns: 2,
        motivation: 4,
      },
    });
    expect(checkedIn.data?.completed).toBe(true);

    const session = await employee.auth.GET('/get-session');
    expect(session.data?.user.email).toBe('bruno@typed.test');

    const team = await admin.api.GET('/team/pulse', { params: { query: { days: 7 } } });
    expect(team.data?.members.map((member) => member.userId)).toContain(session.data?.user.id);
    expect(team.data?.trend).toHaveLength(7);

    const company = await admin.api.GET('/companies/{slug}/pulse', {
      params: { path: { slug }, query: { days: 7 } },
    });
    expect(company.data?.days).toHaveLength(7);
    expect(company.data?.days.at(-1)?.date).toBe(company.data?.today);

    const outsider = browserOf(app);
    const refused = await outsider.api.GET('/companies/{slug}/pulse', { params: { path: { slug } } });
    expect(refused.error?.error.code).toBe('SESSION_EXPIRED');
  });
});
