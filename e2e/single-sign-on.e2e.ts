import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_CHECKIN_STORAGE_KEY } from '@tera/domain';
import { startOidcPeer, type OidcPeer } from '../apps/server/test/support/oidc-provider.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DEMO_PASSWORD, DESKTOP, PHONE } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const ADMIN = 'ana@demo.tera.local';
const EMPLOYEE = 'javier@demo.tera.local';

describe('single sign-on through the company’s identity provider', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });
  let peer: OidcPeer;
  // The address Tera calls itself by (its default public address), where the provider sends people back.
  let teraUrl: string;

  beforeAll(async () => {
    teraUrl = tera.server.url.replace('127.0.0.1', 'localhost');
    peer = await startOidcPeer({ redirectUri: `${teraUrl}/api/v1/sso/callback` });
    peer.accounts.set('entra-javier', { email: EMPLOYEE, name: 'Javier' });
    peer.accounts.set('entra-mallory', { email: 'mallory@elsewhere.example', name: 'Mallory' });
  });
  afterAll(() => peer.close());

  async function device(options: { locale: string; viewport: typeof PHONE }): Promise<Page> {
    const context = await tera.browser.newContext({ locale: options.locale, viewport: options.viewport });
    await context.clock.setFixedTime(new Date(FIXED_NOW));
    await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), SKIP_CHECKIN_STORAGE_KEY);
    return context.newPage();
  }

  async function signedIn(email: string, options: { locale: string; viewport: typeof PHONE }) {
    const page = await device(options);
    const response = await page.request.post(`${teraUrl}/api/auth/sign-in/email`, {
      data: { email, password: DEMO_PASSWORD },
      headers: { Origin: teraUrl },
    });
    expect(response.status(), await response.text()).toBe(200);
    return page;
  }

  it('shows its plan gate on the demo’s professional trial, in Spanish on a phone', async () => {
    const page = await signedIn(ADMIN, { locale: 'es-ES', viewport: PHONE });
    await page.goto(`${teraUrl}/empresa/demo/admin/settings`);
    await page.getByRole('tab', { name: 'Inicio de sesión único' }).click();
    await page.getByText('El inicio de sesión único está incluido en el plan Enterprise.').waitFor();
    expect(await page.getByLabel('Emisor (issuer)').count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });

  it('is set up by the admin in the settings, and the provider’s answer is checked before saving', async () => {
    const platform = await signedIn('super@demo.tera.local', { locale: 'en-GB', viewport: DESKTOP });
    const listed = await platform.request.get(`${teraUrl}/api/v1/admin/companies?search=demo`);
    const demo = ((await listed.json()) as { items: { id: string; slug: string }[] }).items.find(
      (company) => company.slug === 'demo',
    );
    const planned = await platform.request.put(`${teraUrl}/api/v1/admin/companies/${demo!.id}/plan`, {
      data: { planType: 'enterprise' },
      headers: { Origin: teraUrl },
    });
    expect(planned.status()).toBe(200);
    await platform.context().close();

    const page = await signedIn(ADMIN, { locale: 'en-GB', viewport: DESKTOP });
    await page.goto(`${teraUrl}/empresa/demo/admin/settings`);
    await page.getByRole('tab', { name: 'Single sign-on' }).click();
    const redirect = page.getByLabel('Redirect address to register with the provider');
    await expect.poll(() => redirect.inputValue()).toBe(`${teraUrl}/api/v1/sso/callback`);

    await page.getByLabel('Issuer').fill('http://127.0.0.1:9/nowhere');
    await page.getByLabel('Client ID').fill(peer.clientId);
    await page.getByLabel('Client secret').fill(peer.clientSecret);
    await page.getByLabel('E-mail domains').fill('demo.tera.local');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('No OpenID Connect provider answers at that address.').waitFor();
    // Nothing typed is lost on the refusal.
    expect(await page.getByLabel('E-mail domains').inputValue()).toBe('demo.tera.local');

    await page.getByLabel('Issuer').fill(peer.issuer);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Single sign-on saved').waitFor();
    await page.getByText('A secret is already saved. Leave this empty to keep it.').waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it('signs a person of the company in through the provider, in Spanish on a phone', async () => {
    const page = await device({ locale: 'es-ES', viewport: PHONE });
    await page.goto(`${teraUrl}/auth`);
    await page.getByRole('link', { name: 'Entrar con el inicio de sesión único de tu empresa' }).click();
    await page.getByRole('heading', { name: 'Inicio de sesión único' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Correo del trabajo').fill(EMPLOYEE);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByRole('heading', { name: 'Company directory' }).waitFor();
    expect(await page.getByLabel('Work e-mail').inputValue()).toBe(EMPLOYEE);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL((url) => url.origin === teraUrl && !url.pathname.startsWith('/auth'), {
      timeout: 15_000,
    });
    const me = await page.request.get(`${teraUrl}/api/v1/me`);
    expect(((await me.json()) as { profile: { email: string } }).profile.email).toBe(EMPLOYEE);
    await page.context().close();
  });

  it('refuses an address of a domain the company does not cover, and a forged return, in English', async () => {
    const page = await device({ locale: 'en-GB', viewport: DESKTOP });
    await page.goto(`${teraUrl}/auth/sso`);
    await page.getByLabel('Work e-mail').fill(EMPLOYEE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Company directory' }).waitFor();
    await page.getByLabel('Work e-mail').fill('mallory@elsewhere.example');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'The identity provider returned an e-mail from a domain your company does not cover.',
      })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    await page.goto(`${teraUrl}/api/v1/sso/callback?code=forged&state=forged`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'The identity provider did not confirm your sign-in. Please try again.' })
      .waitFor();
    expect((await page.request.get(`${teraUrl}/api/v1/me`)).status()).toBe(401);
    await page.context().close();
  });

  it('turns passwords off for the company’s domains when the admin says so', async () => {
    const admin = await signedIn(ADMIN, { locale: 'es-ES', viewport: PHONE });
    await admin.goto(`${teraUrl}/empresa/demo/admin/settings`);
    await admin.getByRole('tab', { name: 'Inicio de sesión único' }).click();
    await admin.getByRole('checkbox', { name: /Permitir también la contraseña de Tera/ }).uncheck();
    await admin.getByRole('button', { name: 'Guardar', exact: true }).click();
    await admin.getByText('Inicio de sesión único guardado').waitFor();
    await admin.context().close();

    const page = await device({ locale: 'es-ES', viewport: PHONE });
    await page.goto(`${teraUrl}/auth`);
    await page.getByLabel('Correo electrónico').fill(EMPLOYEE);
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page
      .getByText(
        'Tu empresa inicia sesión a través de su proveedor de identidad. Usa el inicio de sesión único.',
      )
      .waitFor();
    await page.context().close();
  });
});
