import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { authSessions, authUsers, userProfiles } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { authHeaders, signUp } from '../../../test/support/sessions.ts';
import { bootstrapSuperAdmin } from './bootstrap-super-admin.ts';

const EMAIL = 'plataforma@tera.test';
const PASSWORD = 'una clave larga de arranque';

describe('the platform administrator named in the configuration', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => app.dispose());

  function bootstrap(settings: Partial<Pick<Config, 'SUPER_ADMIN_EMAIL' | 'SUPER_ADMIN_PASSWORD'>>) {
    return bootstrapSuperAdmin({ ...app.deps, config: { ...app.deps.config, ...settings } });
  }

  async function signInStatus(email: string, password: string): Promise<number> {
    const response = await app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email, password }, authHeaders()),
    );
    return response.status;
  }

  async function profileOf(email: string) {
    const [row] = await app.deps.database.db
      .select({ id: userProfiles.id, isSuperAdmin: userProfiles.isSuperAdmin })
      .from(userProfiles)
      .where(eq(userProfiles.email, email));
    return row;
  }

  async function accountsWith(email: string): Promise<number> {
    const [row] = await app.deps.database.db
      .select({ n: count() })
      .from(authUsers)
      .where(eq(authUsers.email, email));
    return row!.n;
  }

  it('does nothing unless both the address and the password are set', async () => {
    await bootstrap({ SUPER_ADMIN_EMAIL: EMAIL });
    await bootstrap({ SUPER_ADMIN_PASSWORD: PASSWORD });
    expect(await accountsWith(EMAIL)).toBe(0);
  });

  it('creates the account on a new database, without leaving a session open', async () => {
    await bootstrap({ SUPER_ADMIN_EMAIL: EMAIL, SUPER_ADMIN_PASSWORD: PASSWORD });
    const profile = await profileOf(EMAIL);
    expect(profile?.isSuperAdmin).toBe(true);
    const [sessions] = await app.deps.database.db
      .select({ n: count() })
      .from(authSessions)
      .where(eq(authSessions.userId, profile!.id));
    expect(sessions!.n).toBe(0);
    expect(await signInStatus(EMAIL, PASSWORD)).toBe(200);
  });

  it('is idempotent, and never replaces the password of an existing account', async () => {
    await bootstrap({ SUPER_ADMIN_EMAIL: EMAIL, SUPER_ADMIN_PASSWORD: PASSWORD });
    await bootstrap({
      SUPER_ADMIN_EMAIL: EMAIL.toUpperCase(),
      SUPER_ADMIN_PASSWORD: 'otra clave distinta del todo',
    });
    expect(await accountsWith(EMAIL)).toBe(1);
    expect((await profileOf(EMAIL))?.isSuperAdmin).toBe(true);
    expect(await signInStatus(EMAIL, PASSWORD)).toBe(200);
    expect(await signInStatus(EMAIL, 'otra clave distinta del todo')).toBe(401);
  });

  it('makes an existing account a platform administrator when the password is its own', async () => {
    const person = await signUp(app, { email: 'ya-existe@tera.test', password: 'la clave de siempre' });
    await bootstrap({ SUPER_ADMIN_EMAIL: person.email, SUPER_ADMIN_PASSWORD: 'la clave de siempre' });
    expect((await profileOf(person.email))?.isSuperAdmin).toBe(true);
  });

  it('leaves an existing account as it is when the password is not its own', async () => {
    const person = await signUp(app, {
      email: 'se-adelanto@tera.test',
      password: 'clave de quien se adelanto',
    });
    await bootstrap({ SUPER_ADMIN_EMAIL: person.email, SUPER_ADMIN_PASSWORD: 'clave del operador de Tera' });
    expect((await profileOf(person.email))?.isSuperAdmin).toBe(false);
    expect(await signInStatus(person.email, 'clave de quien se adelanto')).toBe(200);
  });
});
