import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../test/support/test-app.ts';
import { as, authHeaders, signIn, signUp, TEST_PASSWORD } from '../../test/support/sessions.ts';

describe('sign-up, sign-in and the profile made on demand', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
  }, 30_000);
  afterAll(() => app.dispose());

  it('signs a person up, keeps the session in an httpOnly cookie, and creates an employee profile', async () => {
    const response = await app.request(
      '/api/auth/sign-up/email',
      jsonRequest(
        'POST',
        { email: 'lucia@example.com', name: 'Lucía Pérez', password: TEST_PASSWORD },
        authHeaders(),
      ),
    );
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/session_token=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0] ?? '';

    const me = await app.request('/api/v1/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      profile: { role: string; fullName: string; companyId: null };
      isLeader: boolean;
    };
    expect(body.profile).toMatchObject({ role: 'employee', fullName: 'Lucía Pérez', companyId: null });
    expect(body.isLeader).toBe(false);
  });

  it('refuses a password shorter than 12 characters, naming the field', async () => {
    const response = await app.request(
      '/api/auth/sign-up/email',
      jsonRequest(
        'POST',
        { email: 'short@example.com', name: 'Short', password: 'elevenchars' },
        authHeaders(),
      ),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields)).toEqual(['password']);
  });

  it('refuses one of the most used and leaked passwords, whatever its case, and creates nothing', async () => {
    const signUpWith = (password: string) =>
      app.request(
        '/api/auth/sign-up/email',
        jsonRequest('POST', { email: 'common@example.com', name: 'Common', password }, authHeaders()),
      );
    const refused = await signUpWith('QWERTY123456');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        reason: 'PASSWORD_TOO_COMMON',
        fields: { password: ['validation.passwordCommon'] },
      },
    });
    expect((await signUpWith('qwerty123456 but longer and mine')).status).toBe(200);
  });

  it('refuses a password longer than 128 characters and takes one of exactly 128', async () => {
    const signUpWith = (email: string, password: string) =>
      app.request(
        '/api/auth/sign-up/email',
        jsonRequest('POST', { email, name: 'Long', password }, authHeaders()),
      );
    const tooLong = await signUpWith('long@example.com', 'p'.repeat(129));
    expect(tooLong.status).toBe(400);
    expect(Object.keys(((await tooLong.json()) as { error: { fields: object } }).error.fields)).toEqual([
      'password',
    ]);
    expect((await signUpWith('long@example.com', 'p'.repeat(128))).status).toBe(200);
  });

  it('tells the session to its owner and nothing to anyone else', async () => {
    const person = await signUp(app, { email: 'session@example.com', name: 'Sesión' });
    const mine = await app.request('/api/auth/get-session', as(person));
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({
      user: { id: person.userId, email: 'session@example.com', name: 'Sesión' },
      session: { userId: person.userId },
    });
    const nobody = await app.request('/api/auth/get-session');
    expect(await nobody.json()).toBeNull();
    const forged = await app.request('/api/v1/me', {
      headers: { cookie: person.cookie.replace(/=.{4}/, '=AAAA') },
    });
    expect(forged.status).toBe(401);
  });

  it('slows down repeated sign-ups with one address, saying why with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await app.request(
        '/api/auth/sign-up/email',
        jsonRequest(
          'POST',
          { email: 'again@example.com', name: 'Again', password: TEST_PASSWORD },
          authHeaders(),
        ),
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last!.json()) as { error: { message: string } }).error.message).toBe(
      'Demasiados intentos de registro con este correo. Espera un rato antes de volver a intentarlo.',
    );
  });

  it('answers a taken e-mail with 409 and a wrong password with 401, in our error shape', async () => {
    await signUp(app, { email: 'taken@example.com' });
    const again = await app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', { email: 'taken@example.com', name: 'X', password: TEST_PASSWORD }, authHeaders()),
    );
    expect(again.status).toBe(409);
    const wrong = await app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'taken@example.com', password: 'not the password' }, authHeaders()),
    );
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      'El correo o la contraseña no son correctos.',
    );
  });

  it('signs in and out; after sign-out the cookie opens nothing', async () => {
    await signUp(app, { email: 'ana@example.com' });
    const ana = await signIn(app, 'ana@example.com');
    expect((await app.request('/api/v1/me', as(ana))).status).toBe(200);
    const out = await app.request('/api/auth/sign-out', as(ana, jsonRequest('POST', {})));
    expect(out.status).toBe(200);
    expect((await app.request('/api/v1/me', as(ana))).status).toBe(401);
  });

  it('refuses a sign-in from an origin it does not trust', async () => {
    await signUp(app, { email: 'origin@example.com' });
    const response = await app.request(
      '/api/auth/sign-in/email',
      jsonRequest(
        'POST',
        { email: 'origin@example.com', password: TEST_PASSWORD },
        authHeaders({ origin: 'https://evil.example' }),
      ),
    );
    expect(response.status).toBe(403);
  });

  it('slows down guessing at one account, from any number of addresses, with Retry-After', async () => {
    await signUp(app, { email: 'target@example.com' });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await app.request(
        '/api/auth/sign-in/email',
        jsonRequest(
          'POST',
          { email: 'target@example.com', password: `guess number ${attempt}` },
          authHeaders(),
        ),
      );
      statuses.push(response.status);
      retryAfter = response.headers.get('retry-after') ?? retryAfter;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('keeps the owner’s own browser signing in while someone guesses at the account elsewhere', async () => {
    await signUp(app, { email: 'owner@example.com' });
    const ownBrowser = await app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'owner@example.com', password: TEST_PASSWORD }, authHeaders()),
    );
    expect(ownBrowser.status).toBe(200);
    const device = ownBrowser.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => cookie.startsWith('tera_known_device='));
    expect(device).toBeDefined();

    const guess = (headers: Record<string, string> = {}, password = 'a wrong guess at it') =>
      app.request(
        '/api/auth/sign-in/email',
        jsonRequest('POST', { email: 'OWNER@example.com', password }, authHeaders(headers)),
      );
    for (let attempt = 0; attempt < 10; attempt += 1) await guess();
    expect((await guess()).status).toBe(429);
    // A browser marked for another account is a stranger to this one.
    expect((await guess({ cookie: 'tera_known_device=bm90LWEtcHJvb2Y' }, TEST_PASSWORD)).status).toBe(429);
    expect((await guess({ cookie: device! }, TEST_PASSWORD)).status).toBe(200);
  });

  it('does not answer /api/v1/me without a session', async () => {
    const response = await app.request('/api/v1/me');
    expect(response.status).toBe(401);
  });
});
