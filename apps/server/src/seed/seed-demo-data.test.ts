import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { companies, dailyCheckins, userProfiles } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';
import type { SeededPerson } from './seed-demo-people.ts';

describe('the demo seed', () => {
  let app: TestApp;
  let seeded: SeededPerson[];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    seeded = await seedDemoData(app.deps, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => app.dispose());

  it('returns the people it made, with their roles, teams and ids', async () => {
    const [demo] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, 'demo'));
    const byEmail = new Map(seeded.map((person) => [person.spec.email, person]));
    expect(byEmail.get('ana@demo.tera.local')).toMatchObject({
      spec: { role: 'admin' },
      companyId: demo!.id,
    });
    expect(byEmail.get('irene@demo.tera.local')).toMatchObject({ spec: { role: 'leader', team: 'diseno' } });
    expect(byEmail.get('tomas@demo.tera.local')).toMatchObject({ companyId: null });
    expect(byEmail.get('super@demo.tera.local')).toMatchObject({ spec: { isSuperAdmin: true } });
    const profiles = await app.deps.database.db.select({ id: userProfiles.id }).from(userProfiles);
    expect(profiles.map((p) => p.id).sort()).toEqual(seeded.map((p) => p.userId).sort());
  });

  it('gives every role a login, placed in the demo company', async () => {
    const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    const me = (await (await app.request('/api/v1/me', as(javier))).json()) as {
      profile: { role: string; sharesCheckinsWithLeader: boolean };
      company: { slug: string };
      isLeader: boolean;
    };
    expect(me.company.slug).toBe('demo');
    expect(me.profile).toMatchObject({ role: 'employee', sharesCheckinsWithLeader: true });
    expect(me.isLeader).toBe(false);

    const carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    const leader = (await (await app.request('/api/v1/me', as(carlos))).json()) as {
      isLeader: boolean;
      directReports: unknown[];
    };
    expect(leader.isLeader).toBe(true);
    expect(leader.directReports).toHaveLength(7);

    const tomas = await signIn(app, 'tomas@demo.tera.local', DEMO_PASSWORD);
    expect(
      ((await (await app.request('/api/v1/me', as(tomas))).json()) as { company: null }).company,
    ).toBeNull();

    const company = await app.request('/api/v1/companies/demo', as(javier));
    expect(
      ((await company.json()) as { subscription: { planType: string; status: string } }).subscription,
    ).toMatchObject({
      planType: 'professional',
      status: 'trial',
    });
  });

  it('stores about three months of check-ins and leaves the featured logins today open', async () => {
    const [total] = await app.deps.database.db.select({ value: count() }).from(dailyCheckins);
    expect(total?.value).toBeGreaterThan(17 * 50);
    const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    const today = (await (await app.request('/api/v1/checkins/today', as(javier))).json()) as {
      checkin: null;
    };
    expect(today.checkin).toBeNull();
  });

  it('changes nothing when run again', async () => {
    const before = await app.deps.database.db.select({ value: count() }).from(userProfiles);
    expect(await seedDemoData(app.deps, 'http://localhost:3000')).toEqual([]);
    const after = await app.deps.database.db.select({ value: count() }).from(userProfiles);
    expect(after).toEqual(before);
    const demo = await app.deps.database.db.select().from(companies).where(eq(companies.slug, 'demo'));
    expect(demo).toHaveLength(1);
  });
});
