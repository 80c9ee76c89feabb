import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import type { AppDeps } from '../../src/http/app-env.ts';
import { startServerProcess, type ServerProcess } from '../process/server-process.ts';
import { createCompanyAs, joinCompany } from '../support/company-people.ts';
import { as, signIn, signUp, TEST_PASSWORD, type TestPerson } from '../support/sessions.ts';
import { createScratchDatabase } from '../support/test-database.ts';
import { jsonRequest, type TestApp } from '../support/test-app.ts';

const SHARED_ENV = {
  PUBLIC_URL: 'http://localhost:3000',
  TRUST_PROXY: 'true',
  TERA_FIXED_NOW: '2026-11-23T12:00:00+01:00',
  AUTH_SECRET: 'a-test-secret-that-is-long-enough-for-sessions',
};

/** A running server process, driven through the same helpers as the in-process test app. */
function overHttp(server: ServerProcess, database: Database): TestApp {
  return {
    // The helpers read only the database (the outbox, for invitation links) from the deps.
    deps: { database } as AppDeps,
    request: (path, init) => fetch(server.url + path, init),
    dispose: async () => undefined,
  };
}

describe('a change on one instance reaches every instance on the very next request', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let first: ServerProcess;
  let second: ServerProcess;
  let a: TestApp;
  let b: TestApp;
  let admin: TestPerson;

  const me = (app: TestApp, person: TestPerson) => app.request('/api/v1/me', as(person));
  /** Asked twice, so the second answer comes from the instance's cache if it keeps one. */
  const primed = async (app: TestApp, person: TestPerson) => {
    expect((await me(app, person)).status).toBe(200);
    expect((await me(app, person)).status).toBe(200);
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase('tera_principals');
    [first, second] = await Promise.all([
      startServerProcess({ ...SHARED_ENV, DATABASE_URL: scratch.url }),
      startServerProcess({ ...SHARED_ENV, DATABASE_URL: scratch.url }),
    ]);
    database = openDatabase({ url: scratch.url, poolSize: 2 });
    a = overHttp(first, database);
    b = overHttp(second, database);
    admin = await signUp(a, { email: 'admin@instances.test' });
    await createCompanyAs(a, admin, 'instances');
  }, 120_000);

  afterAll(async () => {
    for (const server of [first, second]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.close();
    await scratch?.drop();
  });

  it('refuses a person deactivated on the other instance', async () => {
    const person = await joinCompany(a, admin, 'instances', { email: 'leaving@instances.test' });
    await primed(b, person);
    const deactivated = await a.request(
      `/api/v1/companies/instances/people/${person.userId}/deactivate`,
      as(admin, { method: 'POST' }),
    );
    expect(deactivated.status).toBe(200);
    expect((await me(b, person)).status).toBe(401);
  });

  it('refuses a session signed out on the other instance', async () => {
    await joinCompany(a, admin, 'instances', { email: 'out@instances.test' });
    const session = await signIn(a, 'out@instances.test');
    await primed(b, session);
    const signedOut = await a.request('/api/auth/sign-out', as(session, jsonRequest('POST', {})));
    expect(signedOut.status).toBe(200);
    expect((await me(b, session)).status).toBe(401);
  });

  it("ends a person's other sessions when they change their password, on every instance", async () => {
    await joinCompany(a, admin, 'instances', { email: 'moved@instances.test' });
    const laptop = await signIn(a, 'moved@instances.test');
    const phone = await signIn(b, 'moved@instances.test');
    await primed(b, phone);
    const changed = await a.request(
      '/api/auth/change-password',
      as(
        laptop,
        jsonRequest('POST', { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' }),
      ),
    );
    expect(changed.status).toBe(200);
    expect((await me(b, phone)).status).toBe(401);
  });

  it('applies a role given on the other instance at once', async () => {
    const person = await joinCompany(a, admin, 'instances', { email: 'promoted@instances.test' });
    const people = `/api/v1/companies/instances/people`;
    expect((await b.request(people, as(person))).status).toBe(403);
    const promoted = await a.request(
      `${people}/${person.userId}`,
      as(admin, jsonRequest('PATCH', { role: 'admin' })),
    );
    expect(promoted.status).toBe(200);
    expect((await b.request(people, as(person))).status).toBe(200);
  });
});
