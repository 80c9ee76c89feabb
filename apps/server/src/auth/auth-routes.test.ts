import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailVerificationToken } from 'better-auth/api';
import { count, eq } from 'drizzle-orm';
import { authAccounts, authUsers, emailOutbox } from '../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../test/support/test-app.ts';
import {
  as,
  authHeaders,
  confirmationLink,
  openLink,
  signIn,
  signUp,
  TEST_PASSWORD,
} from '../../test/support/sessions.ts';

interface ErrorBody {
  error: { code: string; reason?: string; message: string };
}

const sessionCookiesIn = (response: Response) =>
  response.headers.getSetCookie().filter((cookie) => cookie.includes('session_token='));

describe('sign-up, sign-in and the profile made on demand', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
  }, 30_000);
  afterAll(() => app.dispose());

  const signUpRequest = (
    account: { email: string; name?: string; password?: string },
    headers: Record<string, string> = {},
  ) =>
    app.request(
      '/api/auth/sign-up/email',
      jsonRequest(
        'POST',
        { name: account.name ?? 'Alguien', password: TEST_PASSWORD, ...account },
        authHeaders(headers),
      ),
    );
  const signInRequest = (email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
    app.request('/api/auth/sign-in/email', jsonRequest('POST', { email, password }, authHeaders(headers)));
  const mailsTo = (email: string) =>
    app.deps.database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(emailOutbox.createdAt);

  it('signs a person up, confirms the address by the mailed link into an httpOnly session, and makes an employee profile', async () => {
    const response = await signUpRequest({ email: 'lucia@example.com', name: 'Lucía Pérez' });
    expect(response.status).toBe(200);
    expect(sessionCookiesIn(response)).toEqual([]);

    const [mail] = await mailsTo('lucia@example.com');
    expect(mail?.subject).toBe('Confirma tu correo para empezar en Tera');
    expect(mail?.text).toContain('Hola Lucía Pérez:');
    expect(mail?.text).toContain('El enlace caduca en 24 horas.');
    const link = await confirmationLink(app, 'lucia@example.com');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('callbackURL')).toBe('/onboarding');

    const opened = await openLink(app, link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/onboarding');
    const setCookie = sessionCookiesIn(opened).join('\n');
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
      last = await signUpRequest({ email: 'again@example.com', name: 'Again' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last!.json()) as { error: { message: string } }).error.message).toBe(
      'Demasiados intentos de registro con este correo. Espera un rato antes de volver a intentarlo.',
    );
  });

  it('answers a known address exactly as a new one: 200, the same body, no session either way', async () => {
    await signUp(app, { email: 'taken@example.com' });
    const known = await signUpRequest({ email: 'taken@example.com', name: 'Otra Persona' });
    const fresh = await signUpRequest({ email: 'fresh@example.com', name: 'Otra Persona' });
    expect(known.status).toBe(200);
    expect(fresh.status).toBe(200);
    for (const response of [known, fresh]) expect(sessionCookiesIn(response)).toEqual([]);
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      user: Object.fromEntries(
        Object.entries(body.user).map(([key, value]) => [key, key === 'email' ? value : typeof value]),
      ),
    });
    const [knownBody, freshBody] = (await Promise.all([known.json(), fresh.json()])) as {
      token: unknown;
      user: Record<string, unknown>;
    }[];
    expect(shape(knownBody!)).toEqual({
      ...shape(freshBody!),
      user: { ...shape(freshBody!).user, email: 'taken@example.com' },
    });
    expect(knownBody!.token).toBeNull();
    expect(knownBody!.user).toMatchObject({ name: 'Otra Persona', emailVerified: false });
  });

  it("mails a known address's owner a notice in their language, and changes nothing of the account", async () => {
    await signUpRequest({ email: 'owner-en@example.com', name: 'Olivia Owner' }, { 'accept-language': 'en' });
    await openLink(app, await confirmationLink(app, 'owner-en@example.com'));
    const account = () =>
      app.deps.database.db
        .select({ user: authUsers, password: authAccounts.password })
        .from(authUsers)
        .innerJoin(authAccounts, eq(authAccounts.userId, authUsers.id))
        .where(eq(authUsers.email, 'owner-en@example.com'));
    const before = await account();
    const mailsBefore = (await mailsTo('owner-en@example.com')).length;

    const attempt = await signUpRequest({
      email: 'Owner-EN@example.com',
      name: 'Intruso',
      password: 'la clave del intruso',
    });
    expect(attempt.status).toBe(200);

    expect(await account()).toEqual(before);
    const mails = await mailsTo('owner-en@example.com');
    expect(mails).toHaveLength(mailsBefore + 1);
    const notice = mails.at(-1)!;
    expect(notice.subject).toBe('Someone tried to create a Tera account with your e-mail');
    expect(notice.text).toContain('Hello Olivia Owner,');
    expect(notice.text).toContain('Sign in: http://localhost:3000/auth');
    expect(notice.text).toContain('Reset your password: http://localhost:3000/reset-password');
    expect(notice.text).not.toContain('verify-email');
    expect(notice.html).toContain('href="http://localhost:3000/reset-password"');
    expect((await signInRequest('owner-en@example.com')).status).toBe(200);
    expect((await signInRequest('owner-en@example.com', 'la clave del intruso')).status).toBe(401);
  });

  it('refuses a sign-in before the address is confirmed, saying why in either language, and mails a new link', async () => {
    await signUpRequest({ email: 'pending@example.com' });
    const sent = async () => (await mailsTo('pending@example.com')).length;
    expect(await sent()).toBe(1);

    const refused = await signInRequest('pending@example.com');
    expect(refused.status).toBe(403);
    expect(sessionCookiesIn(refused)).toEqual([]);
    expect(await refused.json()).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        reason: 'EMAIL_NOT_VERIFIED',
        message:
          'Antes de iniciar sesión, confirma tu correo: te hemos enviado un enlace nuevo. Revisa tu bandeja de entrada.',
      },
    });
    expect(await sent()).toBe(2);
    const inEnglish = await signInRequest('pending@example.com', TEST_PASSWORD, { 'accept-language': 'en' });
    expect(((await inEnglish.json()) as ErrorBody).error.message).toBe(
      'Confirm your e-mail before signing in: we have sent you a new link. Check your inbox.',
    );
    // Only the right password learns the account is unconfirmed.
    const wrong = await signInRequest('pending@example.com', 'not the password');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as ErrorBody).error.message).toBe(
      'El correo o la contraseña no son correctos.',
    );
    expect(await sent()).toBe(3);

    const opened = await openLink(app, await confirmationLink(app, 'pending@example.com'));
    expect(sessionCookiesIn(opened)).toHaveLength(1);
    expect((await signInRequest('pending@example.com')).status).toBe(200);
  });

  it('confirms once: the link opened again goes on without signing anyone in', async () => {
    await signUpRequest({ email: 'twice@example.com' });
    const link = await confirmationLink(app, 'twice@example.com');
    expect(sessionCookiesIn(await openLink(app, link))).toHaveLength(1);
    const [user] = await app.deps.database.db
      .select({ emailVerified: authUsers.emailVerified })
      .from(authUsers)
      .where(eq(authUsers.email, 'twice@example.com'));
    expect(user?.emailVerified).toBe(true);
    const again = await openLink(app, link);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/onboarding');
    expect(sessionCookiesIn(again)).toEqual([]);
  });

  it('refuses a forged or expired link, signing nobody in and confirming nothing', async () => {
    const signedUp = await signUpRequest({ email: 'late@example.com' });
    const { user } = (await signedUp.json()) as { user: { id: string } };
    const link = await confirmationLink(app, 'late@example.com');
    const token = link.searchParams.get('token')!;

    const forged = new URL(link);
    // A character changed inside the signature: at the token's end a character may carry unused
    // bits, so changing the last ones can leave the same bytes.
    const at = token.length - 10;
    forged.searchParams.set(
      'token',
      `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`,
    );
    const expired = new URL(link);
    expired.searchParams.set(
      'token',
      await createEmailVerificationToken(await app.deps.auth.secret(), 'late@example.com', undefined, -60, {
        userId: user.id,
      }),
    );
    for (const [bad, error] of [
      [forged, 'INVALID_TOKEN'],
      [expired, 'TOKEN_EXPIRED'],
    ] as const) {
      const opened = await openLink(app, bad);
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe(`/onboarding?error=${error}`);
      expect(sessionCookiesIn(opened)).toEqual([]);
    }
    expect((await signInRequest('late@example.com')).status).toBe(403);
  });

  it('writes the confirmation in the language of the sign-up', async () => {
    await signUpRequest(
      { email: 'reader@example.com', name: 'Reader' },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    const [mail] = await mailsTo('reader@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail to start using Tera');
    expect(mail?.text).toContain('The link expires in 24 hours.');
  });

  it('mails a new link on request, answering alike whether or not there is an unconfirmed account', async () => {
    await signUpRequest({ email: 'resend@example.com' });
    const resend = (email: string) =>
      app.request('/api/auth/send-verification-email', jsonRequest('POST', { email }, authHeaders()));
    const known = await resend('resend@example.com');
    const unknown = await resend('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await mailsTo('resend@example.com')).toHaveLength(2);
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);

    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      last = await resend('resend@example.com');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last!.json()) as ErrorBody).error).toMatchObject({
      reason: 'RATE_LIMITED',
      message:
        'Ya hemos enviado varios enlaces de confirmación a este correo. Revisa tu bandeja de entrada o espera un rato antes de pedir otro.',
    });
    const [row] = await app.deps.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'resend@example.com'));
    expect(row?.n).toBe(4);
  });

  it('answers a wrong password with 401 in our error shape', async () => {
    await signUp(app, { email: 'wrong@example.com' });
    const wrong = await signInRequest('wrong@example.com', 'not the password');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as ErrorBody).error.message).toBe(
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
    for (let attempt = 0; attempt < 51; attempt += 1) {
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
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses[50]).toBe(429);
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
    for (let attempt = 0; attempt < 50; attempt += 1) await guess();
    expect((await guess()).status).toBe(429);
    // A browser marked for another account is a stranger to this one.
    expect((await guess({ cookie: 'tera_known_device=bm90LWEtcHJvb2Y' }, TEST_PASSWORD)).status).toBe(429);
    expect((await guess({ cookie: device! }, TEST_PASSWORD)).status).toBe(200);
  });

  it('lets a whole office sign in from one address, and a guesser there lock out only their own pair', async () => {
    const office = { 'x-forwarded-for': '203.0.113.7' };
    const people = [];
    for (let n = 0; n < 25; n += 1) people.push(await signUp(app, { email: `office${n}@example.com` }));
    const signInFromOffice = (email: string, password = TEST_PASSWORD) =>
      app.request('/api/auth/sign-in/email', jsonRequest('POST', { email, password }, authHeaders(office)));
    const statuses = [];
    for (const person of people) statuses.push((await signInFromOffice(person.email)).status);
    expect(statuses).toEqual(Array(25).fill(200));

    // Ten attempts a quarter of an hour for one account from one address, the sign-in above among them.
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await signInFromOffice('office0@example.com', `guess ${attempt}`)).status).toBe(401);
    }
    const locked = await signInFromOffice('office0@example.com');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signInFromOffice('office1@example.com')).status).toBe(200);
    const elsewhere = await app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'office0@example.com', password: TEST_PASSWORD }, authHeaders()),
    );
    expect(elsewhere.status).toBe(200);
  });

  it('does not answer /api/v1/me without a session', async () => {
    const response = await app.request('/api/v1/me');
    expect(response.status).toBe(401);
  });
});
