import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';

const acme = {
  name: 'Acme Labs',
  slug: 'acme-labs',
  industry: 'technology',
  employeeCountRange: '11-50',
  timeZone: 'Europe/Madrid',
};

describe('companies', () => {
  let app: TestApp;
  let founder: TestPerson;
  let outsider: TestPerson;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    founder = await signUp(app, { email: 'founder@acme.test' });
    outsider = await signUp(app, { email: 'outsider@other.test' });
  }, 30_000);
  afterAll(() => app.dispose());

  it('tells whether an address is free and why not', async () => {
    const free = await app.request('/api/v1/companies/slug-availability?slug=acme-labs', as(founder));
    expect(await free.json()).toEqual({ slug: 'acme-labs', available: true, problem: null });
    const bad = await app.request('/api/v1/companies/slug-availability?slug=Ac', as(founder));
    expect(await bad.json()).toMatchObject({ available: false, problem: 'validation.slugTooShort' });
  });

  it('creates a company on a 30-day professional trial with its creator as admin', async () => {
    const response = await app.request('/api/v1/companies', as(founder, jsonRequest('POST', acme)));
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      company: { slug: string; settings: { confidentialityThreshold: number; workdayStartHour: number } };
      subscription: {
        planType: string;
        status: string;
        maxEmployees: number;
        trialStart: string;
        trialEnd: string;
      };
    };
    expect(body.company.slug).toBe('acme-labs');
    expect(body.company.settings).toMatchObject({ confidentialityThreshold: 3, workdayStartHour: 9 });
    expect(body.subscription).toMatchObject({ planType: 'professional', status: 'trial', maxEmployees: 10 });
    const days =
      (Date.parse(body.subscription.trialEnd) - Date.parse(body.subscription.trialStart)) / 86_400_000;
    expect(days).toBe(30);
    const me = (await (await app.request('/api/v1/me', as(founder))).json()) as { profile: { role: string } };
    expect(me.profile.role).toBe('admin');
  });

  it('refuses a taken address and a second company for the same person', async () => {
    const taken = await app.request('/api/v1/companies', as(outsider, jsonRequest('POST', acme)));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { reason: string } }).error.reason).toBe('SLUG_TAKEN');
    const second = await app.request(
      '/api/v1/companies',
      as(founder, jsonRequest('POST', { ...acme, slug: 'acme-two' })),
    );
    expect(second.status).toBe(409);
  });

  it('shows the company to its members only; to others it does not exist', async () => {
    expect((await app.request('/api/v1/companies/acme-labs', as(founder))).status).toBe(200);
    const foreign = await app.request('/api/v1/companies/acme-labs', as(outsider));
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('Acme');
    expect((await app.request('/api/v1/companies/acme-labs')).status).toBe(401);
  });

  it('lets its admin raise the privacy threshold up to 10 and no further', async () => {
    const raised = await app.request(
      '/api/v1/companies/acme-labs/settings',
      as(founder, jsonRequest('PATCH', { confidentialityThreshold: 5 })),
    );
    expect(raised.status).toBe(200);
    expect(
      ((await raised.json()) as { company: { settings: { confidentialityThreshold: number } } }).company
        .settings,
    ).toMatchObject({ confidentialityThreshold: 5 });
    for (const threshold of [2, 11]) {
      const refused = await app.request(
        '/api/v1/companies/acme-labs/settings',
        as(founder, jsonRequest('PATCH', { confidentialityThreshold: threshold })),
      );
      expect(refused.status).toBe(400);
    }
    const foreign = await app.request(
      '/api/v1/companies/acme-labs/settings',
      as(outsider, jsonRequest('PATCH', { confidentialityThreshold: 10 })),
    );
    expect(foreign.status).toBe(404);
  });
});
