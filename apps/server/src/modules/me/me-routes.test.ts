import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Me } from '@tera/domain';
import { userProfiles } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, TEST_NOW, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

interface ErrorBody {
  error: { code: string; fields?: Record<string, string[]> };
}

describe('/me', () => {
  let app: TestApp;
  let admin: TestPerson;
  let lead: TestPerson;
  let dev: TestPerson;
  let teamId: string;

  const me = async (person: TestPerson) => {
    const response = await app.request('/api/v1/me', as(person));
    expect(response.status).toBe(200);
    return (await response.json()) as Me;
  };
  const patchProfile = (person: TestPerson, body: unknown) =>
    app.request('/api/v1/me/profile', as(person, jsonRequest('PATCH', body)));
  const putSharing = (person: TestPerson, body: unknown) =>
    app.request('/api/v1/me/sharing', as(person, jsonRequest('PUT', body)));

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'admin@acme.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'acme', 'Acme Labs');
    const team = await app.request(
      '/api/v1/companies/acme/teams',
      as(admin, jsonRequest('POST', { name: 'Producto' })),
    );
    teamId = ((await team.json()) as { team: { id: string } }).team.id;
    lead = await joinCompany(app, admin, 'acme', {
      email: 'lead@acme.test',
      name: 'Luis Líder',
      role: 'leader',
      teamId,
    });
    dev = await joinCompany(app, admin, 'acme', {
      email: 'dev@acme.test',
      name: 'Dora Dev',
      teamId,
      reportsTo: lead.userId,
    });
  }, 60_000);
  afterAll(() => app.dispose());

  it('shows a person their profile, company, and whether they lead', async () => {
    const mine = await me(dev);
    expect(mine.user).toEqual({ id: dev.userId, email: 'dev@acme.test', name: 'Dora Dev' });
    expect(mine.profile).toMatchObject({
      id: dev.userId,
      email: 'dev@acme.test',
      fullName: 'Dora Dev',
      role: 'employee',
      reportsTo: lead.userId,
      teamId,
      sharesCheckinsWithLeader: false,
      isActive: true,
      onboardedAt: null,
    });
    expect(mine.company).toMatchObject({ name: 'Acme Labs', slug: 'acme' });
    expect(mine.profile.companyId).toBe(mine.company!.id);
    expect(mine.directReports).toEqual([]);
    expect(mine.isLeader).toBe(false);
    expect(mine.isSuperAdmin).toBe(false);
  });

  it('lists a leader’s direct reports', async () => {
    const leader = await me(lead);
    expect(leader.isLeader).toBe(true);
    expect(leader.directReports.map((report) => report.id)).toEqual([dev.userId]);
  });

  it('counts anyone with direct reports as a leader', async () => {
    const adminView = await me(admin);
    expect(adminView.profile.role).toBe('admin');
    expect(adminView.isLeader).toBe(false);
    const moved = await app.request(
      `/api/v1/companies/acme/people/${lead.userId}`,
      as(admin, jsonRequest('PATCH', { reportsTo: admin.userId })),
    );
    expect(moved.status).toBe(200);
    expect((await me(admin)).isLeader).toBe(true);
    await app.request(
      `/api/v1/companies/acme/people/${lead.userId}`,
      as(admin, jsonRequest('PATCH', { reportsTo: null })),
    );
    expect((await me(admin)).isLeader).toBe(false);
  });

  it('makes a profile again for an account that has none', async () => {
    const person = await signUp(app, { email: 'sinperfil@example.com', name: 'Sin Perfil' });
    await app.deps.database.db.delete(userProfiles).where(eq(userProfiles.id, person.userId));
    const made = await me(person);
    expect(made.profile).toMatchObject({
      id: person.userId,
      fullName: 'Sin Perfil',
      role: 'employee',
      companyId: null,
    });
  });

  it('completes onboarding with name, job, department and time zone', async () => {
    const person = await signUp(app, { email: 'nuevo@example.com', name: 'nuevo' });
    const response = await patchProfile(person, {
      fullName: '  Nuria Nueva ',
      jobTitle: 'Consultora',
      department: 'Estrategia',
      timeZone: 'America/Bogota',
      completeOnboarding: true,
    });
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as { profile: Me['profile'] };
    expect(profile).toMatchObject({
      fullName: 'Nuria Nueva',
      jobTitle: 'Consultora',
      department: 'Estrategia',
      timeZone: 'America/Bogota',
      onboardedAt: TEST_NOW,
    });
    expect((await me(person)).user.name).toBe('Nuria Nueva');
    const cleared = await patchProfile(person, { jobTitle: '' });
    expect(((await cleared.json()) as { profile: Me['profile'] }).profile.jobTitle).toBeNull();
  });

  it('refuses an unknown time zone or an empty name, naming the field, and changes nothing', async () => {
    const before = await me(dev);
    for (const [body, field] of [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ fullName: '   ' }, 'fullName'],
      [{ jobTitle: 'x'.repeat(121) }, 'jobTitle'],
    ] as const) {
      const response = await patchProfile(dev, body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
    expect((await me(dev)).profile).toEqual(before.profile);
  });

  it('never lets a person change their own role, company, team or leader', async () => {
    const response = await patchProfile(dev, {
      role: 'admin',
      companyId: null,
      teamId: null,
      reportsTo: null,
      isActive: false,
      jobTitle: 'Desarrolladora',
    });
    expect(response.status).toBe(200);
    const { profile } = await me(dev);
    expect(profile).toMatchObject({
      role: 'employee',
      teamId,
      reportsTo: lead.userId,
      isActive: true,
      jobTitle: 'Desarrolladora',
    });
    expect(profile.companyId).not.toBeNull();
  });

  it('lets a person share their check-ins with their leader and stop again', async () => {
    const on = await putSharing(dev, { sharesCheckinsWithLeader: true });
    expect(on.status).toBe(200);
    expect(((await on.json()) as { profile: Me['profile'] }).profile.sharesCheckinsWithLeader).toBe(true);
    expect((await me(dev)).profile.sharesCheckinsWithLeader).toBe(true);
    await putSharing(dev, { sharesCheckinsWithLeader: false });
    expect((await me(dev)).profile.sharesCheckinsWithLeader).toBe(false);
    for (const body of [{}, { sharesCheckinsWithLeader: 'yes' }]) {
      expect((await putSharing(dev, body)).status).toBe(400);
    }
  });

  it('answers 401 to every /me route without a session', async () => {
    expect((await app.request('/api/v1/me')).status).toBe(401);
    expect((await app.request('/api/v1/me/profile', jsonRequest('PATCH', { fullName: 'X' }))).status).toBe(
      401,
    );
    expect(
      (await app.request('/api/v1/me/sharing', jsonRequest('PUT', { sharesCheckinsWithLeader: true })))
        .status,
    ).toBe(401);
  });
});
