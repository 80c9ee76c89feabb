import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows.ts';
import { authSessions, authVerifications } from '../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../test/support/test-app.ts';
import { as, authHeaders, signIn, signUp, type TestPerson } from '../../test/support/sessions.ts';
import { sessionTokenFromCookie } from './session-cookie.ts';
import { storedToken } from './session-token-storage.ts';

describe('tokens at rest', () => {
  let app: TestApp;
  let person: TestPerson;

  const tokenOf = async (someone: TestPerson) =>
    sessionTokenFromCookie(someone.cookie, await app.deps.auth.secret())!;
  const storedSessions = (userId: string) =>
    app.deps.database.db
      .select({ token: authSessions.token })
      .from(authSessions)
      .where(eq(authSessions.userId, userId));

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    person = await signUp(app, { email: 'at-rest@example.com' });
  }, 30_000);
  afterAll(() => app.dispose());

  it('keeps only the hash of a session token, and the session still works', async () => {
    const token = await tokenOf(person);
    const stored = await storedSessions(person.userId);
    expect(stored.map((row) => row.token)).toEqual([storedToken(token)]);
    expect(stored[0]!.token).not.toContain(token);
    expect((await app.request('/api/v1/me', as(person))).status).toBe(200);
    const session = await app.request('/api/auth/get-session', as(person));
    expect(((await session.json()) as { session: { token: string } }).session.token).toBe(token);
  });

  it('refuses the stored hash offered as a session token', async () => {
    const [stored] = await storedSessions(person.userId);
    const forged = person.cookie.replace(await tokenOf(person), stored!.token);
    expect((await app.request('/api/v1/me', as({ ...person, cookie: forged }))).status).toBe(401);
  });

  it('ends the right session on sign-out, leaving the other', async () => {
    const second = await signIn(app, person.email);
    expect(await storedSessions(person.userId)).toHaveLength(2);
    const out = await app.request('/api/auth/sign-out', as(second, jsonRequest('POST', {})));
    expect(out.status).toBe(200);
    expect((await storedSessions(person.userId)).map((row) => row.token)).toEqual([
      storedToken(await tokenOf(person)),
    ]);
    expect((await app.request('/api/v1/me', as(second))).status).toBe(401);
    expect((await app.request('/api/v1/me', as(person))).status).toBe(200);
  });

  it('keeps a reset link only as its hash', async () => {
    const asked = await app.request(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email: person.email, redirectTo: '/reset-password' }, authHeaders()),
    );
    expect(asked.status).toBe(200);
    const identifiers = await app.deps.database.db
      .select({ identifier: authVerifications.identifier })
      .from(authVerifications);
    expect(identifiers.length).toBeGreaterThan(0);
    for (const { identifier } of identifiers) expect(identifier).not.toMatch(/^reset-password:/);
  });

  it('offers no way to list or revoke single sessions by their stored token', async () => {
    for (const path of [
      '/api/auth/list-sessions',
      '/api/auth/revoke-session',
      '/api/auth/revoke-other-sessions',
    ]) {
      const response = await app.request(path, as(person, jsonRequest('POST', { token: 'x' })));
      expect(response.status, path).toBe(404);
    }
  });

  // Migration 0008 hashes the tokens stored before it in SQL; both must agree.
  it('hashes in the database exactly as in the server', async () => {
    const token = 'Zr8Kq2mW0pLx4TnB7vYc1dHs9eUa3fGj';
    const [row] = await queryRows<{ hashed: string }>(
      app.deps.database.db,
      sql`select translate(rtrim(encode(sha256(convert_to(${token}, 'UTF8')), 'base64'), '='), '+/', '-_') as hashed`,
    );
    expect(row!.hashed).toBe(storedToken(token));
  });
});
