import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { SsoSettings } from '@tera/domain';
import {
  authAccounts,
  companies,
  companySubscriptions,
  ssoAttempts,
  ssoConnections,
  ssoDomains,
  userProfiles,
} from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, authHeaders, signIn, type TestPerson } from '../../../test/support/sessions.ts';
import { signInAtProvider, startOidcPeer, type OidcPeer } from '../../../test/support/oidc-provider.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

interface ErrorBody {
  error: { code: string; reason?: string; requiredPlan?: string };
}

const CALLBACK = 'http://localhost:3000/api/v1/sso/callback';

describe('single sign-on with OpenID Connect', () => {
  let app: TestApp;
  let peer: OidcPeer;
  let ana: TestPerson;
  let carlos: TestPerson;
  let platform: TestPerson;
  let companyId: string;

  const settingsPath = '/api/v1/companies/demo/single-sign-on';
  const connection = (changes: Record<string, unknown> = {}) => ({
    issuer: peer.issuer,
    clientId: peer.clientId,
    clientSecret: peer.clientSecret,
    domains: ['demo.tera.local'],
    unknownPeople: 'refuse',
    passwordSignIn: true,
    enabled: true,
    ...changes,
  });
  const setPlan = (planType: string) =>
    app.request(`/api/v1/admin/companies/${companyId}/plan`, as(platform, jsonRequest('PUT', { planType })));
  const save = (body: unknown) => app.request(settingsPath, as(ana, jsonRequest('PUT', body)));

  async function begin(email: string) {
    return app.request('/api/v1/sso/start', jsonRequest('POST', { email }, authHeaders()));
  }

  /** Begins at Tera, signs in at the provider as `providerEmail`, and comes back to Tera. */
  async function signInThroughProvider(email: string, providerEmail = email) {
    const started = await begin(email);
    expect(started.status).toBe(200);
    const stateCookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
    const { url } = (await started.json()) as { url: string };
    const back = await signInAtProvider(url, providerEmail);
    return { back, stateCookie };
  }

  async function arrive(back: URL, stateCookie: string | null) {
    return app.request(`${back.pathname}${back.search}`, {
      headers: { ...authHeaders(), ...(stateCookie ? { cookie: stateCookie } : {}) },
      redirect: 'manual',
    });
  }

  async function whoIs(response: Response): Promise<string | null> {
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]!)
      .find((pair) => pair.includes('session_token=') && !pair.endsWith('='));
    if (!cookie) return null;
    const me = await app.request('/api/v1/me', { headers: { cookie } });
    return me.status === 200 ? ((await me.json()) as { profile: { email: string } }).profile.email : null;
  }

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    peer = await startOidcPeer({ redirectUri: CALLBACK });
    ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    platform = await signIn(app, 'super@demo.tera.local', DEMO_PASSWORD);
    const [demo] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, 'demo'));
    companyId = demo!.id;
    peer.accounts.set('idp-javier', { email: 'javier@demo.tera.local', name: 'Javier' });
  }, 60_000);
  afterAll(async () => {
    await peer.close();
    await app.dispose();
  });

  it('is an enterprise feature: on the demo’s trial, saving a provider meets the plan gate', async () => {
    const response = await save(connection());
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).error).toMatchObject({
      reason: 'FEATURE_BLOCKED',
      requiredPlan: 'enterprise',
    });
    const read = (await (await app.request(settingsPath, as(ana))).json()) as SsoSettings;
    expect(read).toEqual({ connection: null, redirectUri: CALLBACK });
  });

  it("is set up by the company's admins only, and only with a provider that answers", async () => {
    expect((await setPlan('enterprise')).status).toBe(200);
    expect((await app.request(settingsPath, as(carlos, jsonRequest('PUT', connection())))).status).toBe(403);
    const unreachable = await save(connection({ issuer: 'http://127.0.0.1:9/nothing' }));
    expect(unreachable.status).toBe(400);
    expect(((await unreachable.json()) as ErrorBody).error.reason).toBe('SSO_PROVIDER_UNREACHABLE');
    const withoutSecret = await save(connection({ clientSecret: '' }));
    expect(withoutSecret.status).toBe(400);
  });

  it('keeps the secret to itself and shows the address to register with the provider', async () => {
    const response = await save(connection());
    expect(response.status).toBe(200);
    const settings = (await response.json()) as SsoSettings;
    expect(settings.connection).toMatchObject({
      issuer: peer.issuer,
      clientId: 'tera',
      domains: ['demo.tera.local'],
      redirectUri: CALLBACK,
    });
    expect(JSON.stringify(settings)).not.toContain(peer.clientSecret);
    // Saved again without a secret, the one already saved stays.
    expect((await save(connection({ clientSecret: undefined }))).status).toBe(200);
  });

  it("refuses a domain another company's provider covers", async () => {
    const db = app.deps.database.db;
    const [other] = await db
      .insert(companies)
      .values({ name: 'Other', slug: 'other-sso', settings: {} as never })
      .returning();
    await db.insert(ssoConnections).values({
      companyId: other!.id,
      issuer: 'https://login.other.example',
      clientId: 'x',
      clientSecret: 'y',
    });
    await db.insert(ssoDomains).values({ domain: 'other.example', companyId: other!.id });
    const response = await save(connection({ domains: ['demo.tera.local', 'other.example'] }));
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).error.reason).toBe('SSO_DOMAIN_TAKEN');
  });

  it('signs an existing person in through the provider and links the account to its subject', async () => {
    const { back, stateCookie } = await signInThroughProvider('javier@demo.tera.local');
    expect(back.href.startsWith(`${CALLBACK}?`)).toBe(true);
    const arrived = await arrive(back, stateCookie);
    expect(arrived.status).toBe(302);
    expect(arrived.headers.get('location')).toBe('/auth');
    expect(await whoIs(arrived)).toBe('javier@demo.tera.local');
    const links = await app.deps.database.db
      .select({ accountId: authAccounts.accountId })
      .from(authAccounts)
      .where(eq(authAccounts.providerId, `sso:${companyId}`));
    expect(links).toEqual([{ accountId: 'idp-javier' }]);
  });

  it('knows a linked person by subject even when the provider gives another address of the domain', async () => {
    peer.accounts.set('idp-javier', { email: 'javier.r@demo.tera.local', name: 'Javier' });
    const { back, stateCookie } = await signInThroughProvider('javier.r@demo.tera.local');
    expect(await whoIs(await arrive(back, stateCookie))).toBe('javier@demo.tera.local');
    peer.accounts.set('idp-javier', { email: 'javier@demo.tera.local', name: 'Javier' });
  });

  it('refuses an address from a domain the company does not cover, whatever the provider says', async () => {
    peer.accounts.set('idp-stranger', { email: 'mallory@elsewhere.example', name: 'Mallory' });
    const { back, stateCookie } = await signInThroughProvider(
      'javier@demo.tera.local',
      'mallory@elsewhere.example',
    );
    const arrived = await arrive(back, stateCookie);
    expect(arrived.headers.get('location')).toBe('/auth?sso=SSO_FOREIGN_DOMAIN');
    expect(await whoIs(arrived)).toBeNull();
  });

  it('refuses a tampered state, another browser, a replayed answer and a tampered nonce', async () => {
    const first = await signInThroughProvider('javier@demo.tera.local');
    const tampered = new URL(first.back);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    expect((await arrive(tampered, first.stateCookie)).headers.get('location')).toBe('/auth?sso=SSO_FAILED');
    expect((await arrive(first.back, null)).headers.get('location')).toBe('/auth?sso=SSO_FAILED');
    // The genuine answer still works once, and never twice.
    expect(await whoIs(await arrive(first.back, first.stateCookie))).toBe('javier@demo.tera.local');
    expect((await arrive(first.back, first.stateCookie)).headers.get('location')).toBe(
      '/auth?sso=SSO_FAILED',
    );

    const second = await signInThroughProvider('javier@demo.tera.local');
    await app.deps.database.db.update(ssoAttempts).set({ nonce: 'another-attempts-nonce' });
    const arrived = await arrive(second.back, second.stateCookie);
    expect(arrived.headers.get('location')).toBe('/auth?sso=SSO_FAILED');
    expect(await whoIs(arrived)).toBeNull();
  });

  it('lets in an unknown person of the domain only if invited, or if the company lets its provider decide', async () => {
    peer.accounts.set('idp-nuria', { email: 'nuria@demo.tera.local', name: 'Núria' });
    const refused = await signInThroughProvider('nuria@demo.tera.local');
    expect((await arrive(refused.back, refused.stateCookie)).headers.get('location')).toBe(
      '/auth?sso=SSO_UNKNOWN_PERSON',
    );

    const invited = await app.request(
      '/api/v1/companies/demo/invitations',
      as(ana, jsonRequest('POST', { email: 'nuria@demo.tera.local', role: 'manager' })),
    );
    expect(invited.status).toBe(201);
    const joined = await signInThroughProvider('nuria@demo.tera.local');
    expect(await whoIs(await arrive(joined.back, joined.stateCookie))).toBe('nuria@demo.tera.local');
    const [nuria] = await app.deps.database.db
      .select({ companyId: userProfiles.companyId, role: userProfiles.role })
      .from(userProfiles)
      .where(eq(userProfiles.email, 'nuria@demo.tera.local'));
    expect(nuria).toEqual({ companyId, role: 'manager' });

    expect((await save(connection({ unknownPeople: 'provision' }))).status).toBe(200);
    peer.accounts.set('idp-pau', { email: 'pau@demo.tera.local', name: 'Pau' });
    const provisioned = await signInThroughProvider('pau@demo.tera.local');
    expect(await whoIs(await arrive(provisioned.back, provisioned.stateCookie))).toBe('pau@demo.tera.local');
  });

  it('lets nobody in through the provider once the seats are full', async () => {
    const db = app.deps.database.db;
    const active = await db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(and(eq(userProfiles.companyId, companyId), eq(userProfiles.isActive, true)));
    await db
      .update(companySubscriptions)
      .set({ maxEmployees: active.length })
      .where(eq(companySubscriptions.companyId, companyId));
    peer.accounts.set('idp-quim', { email: 'quim@demo.tera.local', name: 'Quim' });
    const full = await signInThroughProvider('quim@demo.tera.local');
    expect((await arrive(full.back, full.stateCookie)).headers.get('location')).toBe(
      '/auth?sso=COMPANY_FULL',
    );
    await db
      .update(companySubscriptions)
      .set({ maxEmployees: 1000 })
      .where(eq(companySubscriptions.companyId, companyId));
  });

  it('turns password sign-in off for the covered domains when the company says so', async () => {
    const passwordSignIn = (email: string) =>
      app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { ...authHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
    expect((await save(connection({ passwordSignIn: false }))).status).toBe(200);
    const refused = await passwordSignIn('Javier@Demo.Tera.Local');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.reason).toBe('PASSWORD_SIGN_IN_OFF');
    expect((await save(connection({ passwordSignIn: true }))).status).toBe(200);
    expect((await passwordSignIn('javier@demo.tera.local')).status).toBe(200);
  });

  it('stops when the plan no longer includes it, and answers the same for a domain without a provider', async () => {
    expect((await begin('someone@nowhere.example')).status).toBe(404);
    expect((await setPlan('professional')).status).toBe(200);
    const lapsed = await begin('javier@demo.tera.local');
    expect(lapsed.status).toBe(404);
    expect(((await lapsed.json()) as ErrorBody).error.reason).toBe('SSO_NOT_CONFIGURED');
  });
});
