import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { authVerifications, emailOutbox } from '../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../test/support/test-app.ts';
import { as, authHeaders, signIn, signUp, TEST_PASSWORD } from '../../test/support/sessions.ts';
import { startSmtpSink } from '../../test/support/smtp-sink.ts';
import { storedToken } from './session-token-storage.ts';

const NEW_PASSWORD = 'a brand new passphrase';

interface ErrorBody {
  error: { code: string; reason?: string; message: string };
}

describe('password reset by e-mail', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  const requestReset = (email: string, headers: Record<string, string> = {}) =>
    app.request(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email, redirectTo: '/reset-password' }, authHeaders(headers)),
    );
  const resetPassword = (token: string, newPassword = NEW_PASSWORD) =>
    app.request('/api/auth/reset-password', jsonRequest('POST', { token, newPassword }, authHeaders()));
  const signInStatus = async (email: string, password: string) =>
    (await app.request('/api/auth/sign-in/email', jsonRequest('POST', { email, password }, authHeaders())))
      .status;
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  function linkIn(email: string): { link: string; token: string } {
    const mail = mailsTo(email).at(-1);
    const link = mail?.decoded.match(/http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/);
    if (!link) throw new Error(`No reset link mailed to ${email}`);
    return { link: link[0], token: link[1]! };
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });
  }, 30_000);
  afterAll(async () => {
    await app.dispose();
    await smtp.stop();
  });

  it('answers alike whether or not the address has an account, and mails only a real one', async () => {
    await signUp(app, { email: 'olvido@example.com', name: 'Olvido Ruiz' });
    const known = await requestReset('olvido@example.com');
    const unknown = await requestReset('nadie@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(mailsTo('nadie@example.com')).toHaveLength(0);

    const [stored] = await app.deps.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'olvido@example.com'))
      .orderBy(desc(emailOutbox.createdAt));
    expect(stored?.subject).toBe('Restablece tu contraseña de Tera');
    const mail = mailsTo('olvido@example.com').at(-1)!;
    expect(mail.decoded).toContain('Hola Olvido Ruiz:');
    expect(mail.decoded).toContain('El enlace sirve una sola vez y caduca en 1 hora.');
    expect(mail.decoded).toMatch(/text\/html/);
  });

  it('sets a new password once: old sessions end, the old password stops working, the link dies', async () => {
    const before = await signUp(app, { email: 'reinicio@example.com' });
    await requestReset('reinicio@example.com');
    const { token } = linkIn('reinicio@example.com');

    const reset = await resetPassword(token);
    expect(reset.status).toBe(200);
    expect((await app.request('/api/v1/me', as(before))).status).toBe(401);
    expect(await signInStatus('reinicio@example.com', TEST_PASSWORD)).toBe(401);
    const after = await signIn(app, 'reinicio@example.com', NEW_PASSWORD);
    expect((await app.request('/api/v1/me', as(after))).status).toBe(200);

    const again = await resetPassword(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      reason: 'INVALID_TOKEN',
      message: 'El enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
    });
    expect(await signInStatus('reinicio@example.com', NEW_PASSWORD)).toBe(200);
  });

  it('confirms an address its reset link reached, so its person signs in at once', async () => {
    await app.request(
      '/api/auth/sign-up/email',
      jsonRequest(
        'POST',
        { email: 'sin-confirmar@example.com', name: 'Sin Confirmar', password: TEST_PASSWORD },
        authHeaders(),
      ),
    );
    expect(await signInStatus('sin-confirmar@example.com', TEST_PASSWORD)).toBe(403);
    await requestReset('sin-confirmar@example.com');
    expect((await resetPassword(linkIn('sin-confirmar@example.com').token)).status).toBe(200);
    expect(await signInStatus('sin-confirmar@example.com', NEW_PASSWORD)).toBe(200);
  });

  it('sends nobody to another site, whatever mode the server runs in', async () => {
    // The test app runs with NODE_ENV=test, the mode in which better-auth relaxes these checks.
    const foreign = await app.request(
      '/api/auth/request-password-reset',
      jsonRequest(
        'POST',
        { email: 'nobody@elsewhere.test', redirectTo: 'https://evil.example/x' },
        authHeaders(),
      ),
    );
    expect(foreign.status).toBe(403);
    const callback = await app.request('/api/auth/reset-password/x?callbackURL=https://evil.example/x');
    expect(callback.headers.get('location') ?? '').not.toContain('evil.example');
    expect(callback.status).toBe(403);
  });

  it('gives the link one hour, and refuses it once the hour has passed', async () => {
    await signUp(app, { email: 'caduca@example.com' });
    const asked = Date.now();
    await requestReset('caduca@example.com');
    const { token } = linkIn('caduca@example.com');
    const [row] = await app.deps.database.db
      .select()
      .from(authVerifications)
      .where(eq(authVerifications.identifier, storedToken(`reset-password:${token}`)));
    const lifetimeSeconds = (row!.expiresAt.getTime() - asked) / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(3590);
    expect(lifetimeSeconds).toBeLessThanOrEqual(3610);

    // The hour passes: better-auth judges expiry by the real clock, so the row is aged instead.
    await app.deps.database.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authVerifications.identifier, storedToken(`reset-password:${token}`)));
    const late = await resetPassword(token);
    expect(late.status).toBe(400);
    expect(((await late.json()) as ErrorBody).error.reason).toBe('INVALID_TOKEN');
    expect(await signInStatus('caduca@example.com', TEST_PASSWORD)).toBe(200);
  });

  it('refuses a common password as the new one and keeps the link usable', async () => {
    await signUp(app, { email: 'common-reset@example.com' });
    await requestReset('common-reset@example.com');
    const { token } = linkIn('common-reset@example.com');
    const refused = await resetPassword(token, '1qaz2wsx3edc');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.reason).toBe('PASSWORD_TOO_COMMON');
    expect((await resetPassword(token)).status).toBe(200);
  });

  it('refuses a new password outside 12 to 128 characters and keeps the link usable', async () => {
    await signUp(app, { email: 'reglas@example.com' });
    await requestReset('reglas@example.com');
    const { token } = linkIn('reglas@example.com');
    for (const newPassword of ['short pass', 'x'.repeat(129)]) {
      const refused = await resetPassword(token, newPassword);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.code).toBe('VALIDATION_ERROR');
    }
    expect((await resetPassword(token)).status).toBe(200);
  });

  it('writes the mail in the language the person signed up in', async () => {
    await app.request(
      '/api/auth/sign-up/email',
      jsonRequest(
        'POST',
        { email: 'reader@example.com', name: 'Reader', password: TEST_PASSWORD },
        authHeaders({ 'accept-language': 'en-GB,en;q=0.9' }),
      ),
    );
    await requestReset('reader@example.com');
    const mail = mailsTo('reader@example.com').at(-1)!;
    expect(mail.decoded).toContain('Subject: Reset your Tera password');
    expect(mail.decoded).toContain('The link works once and expires in 1 hour.');
  });

  it('writes the mail in the language the person last chose, whatever the language asking', async () => {
    const person = await signUp(app, { email: 'switcher@example.com' });
    const profile = await app.request(
      '/api/v1/me/profile',
      as(person, jsonRequest('PATCH', { language: 'en' })),
    );
    expect(profile.status).toBe(200);
    await requestReset('switcher@example.com', { 'accept-language': 'es-ES' });
    const mail = mailsTo('switcher@example.com').at(-1)!;
    expect(mail.decoded).toContain('Subject: Reset your Tera password');
    expect(mail.decoded).not.toContain('Restablece');
  });

  it('limits requests for one address, saying so in the asker’s language with Retry-After', async () => {
    await signUp(app, { email: 'insiste@example.com' });
    const mailedBefore = mailsTo('insiste@example.com').length;
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await requestReset('insiste@example.com', { 'accept-language': 'en' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last!.json()) as ErrorBody).error).toMatchObject({
      reason: 'RATE_LIMITED',
      message:
        'Several password reset links have already been sent to this e-mail. Check your inbox or wait a while before asking for another.',
    });
    expect(mailsTo('insiste@example.com')).toHaveLength(mailedBefore + 3);
  });

  it('passes on better-auth’s own limit on guessing reset tokens with Retry-After', async () => {
    const sameClient = { origin: 'http://localhost:3000', 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = await app.request(
        '/api/auth/reset-password',
        jsonRequest('POST', { token: `guess${attempt}`, newPassword: NEW_PASSWORD }, sameClient),
      );
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last!.json()) as ErrorBody).error.reason).toBe('RATE_LIMITED');
  });
});
