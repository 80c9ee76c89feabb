import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyUsage, PlatformUsage, UsageBatch } from '@tera/domain';
import { usageEvents, usageSessions } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, TEST_NOW, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { bootstrapSuperAdmin } from '../super-admin/bootstrap-super-admin.ts';
import { deleteExpiredUsage } from './usage-retention.ts';

const SUPER_ADMIN = { email: 'plataforma@tera.test', password: 'una clave muy larga' };
const MINUTE = 60_000;
const at = (minutesAgo: number) => new Date(Date.parse(TEST_NOW) - minutesAgo * MINUTE).toISOString();

function batchOf(screens: string[], sessionId: string = randomUUID()): UsageBatch {
  return {
    session: {
      id: sessionId,
      startedAt: at(30),
      device: { browser: 'Firefox', os: 'Linux', deviceType: 'desktop', screenSize: '1440x900' },
    },
    events: screens.map((screen, n) => ({ id: randomUUID(), type: 'page_view', screen, at: at(20 - n) })),
  };
}

describe('usage', () => {
  let app: TestApp;
  let admin: TestPerson;
  let people: TestPerson[];
  let otherAdmin: TestPerson;
  let superAdmin: TestPerson;

  const send = (person: TestPerson, body: unknown) =>
    app.request('/api/v1/usage/batches', as(person, jsonRequest('POST', body)));
  const stored = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { stored: number }).stored;
  };
  const eventsOf = (sessionId: string) =>
    app.deps.database.db.select().from(usageEvents).where(eq(usageEvents.sessionId, sessionId));
  const sessionOf = async (sessionId: string) =>
    (await app.deps.database.db.select().from(usageSessions).where(eq(usageSessions.id, sessionId)))[0];

  beforeAll(async () => {
    app = await createTestApp({
      TRUST_PROXY: 'true',
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    });
    await bootstrapSuperAdmin(app.deps);
    superAdmin = await signIn(app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    admin = await signUp(app, { email: 'admin@acme.test' });
    await createCompanyAs(app, admin, 'acme', 'Acme');
    people = [];
    for (const name of ['lucia', 'mario', 'sara']) {
      people.push(await joinCompany(app, admin, 'acme', { email: `${name}@acme.test` }));
    }
    otherAdmin = await signUp(app, { email: 'admin@otra.test' });
    await createCompanyAs(app, otherAdmin, 'otra', 'Otra');
  });

  afterAll(async () => {
    await app.dispose();
  });

  it('stores a batch once: sent again, it stores nothing and counts no screen twice', async () => {
    const batch = batchOf(Array.from({ length: 10 }, (_, n) => `/screen-${n}`));
    expect(await stored(await send(people[0]!, batch))).toBe(10);
    expect(await stored(await send(people[0]!, batch))).toBe(0);
    expect(await eventsOf(batch.session.id)).toHaveLength(10);

    const next = {
      ...batch,
      events: [...batch.events.slice(0, 3), ...batchOf(['/dashboard']).events],
      endedAt: at(0),
    };
    expect(await stored(await send(people[0]!, next))).toBe(1);
    expect(await sessionOf(batch.session.id)).toMatchObject({ pageViews: 11, browser: 'Firefox' });
  });

  it('takes the beacon form, a text/plain body, and closes the session with its time spent', async () => {
    const batch = { ...batchOf(['/dashboard']), endedAt: at(0) };
    const response = await app.request(
      '/api/v1/usage/batches',
      as(people[1]!, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(batch),
      }),
    );
    expect(await stored(response)).toBe(1);
    const session = await sessionOf(batch.session.id);
    expect(session?.endedAt?.toISOString()).toBe(TEST_NOW);
    expect(session?.totalSeconds).toBe(30 * 60);
  });

  it('keeps a click text of 100 characters and refuses 101, storing nothing', async () => {
    const click = (text: string) => ({
      id: randomUUID(),
      type: 'click',
      screen: '/dashboard',
      at: at(1),
      data: { text },
    });
    const tooLong = { ...batchOf([]), events: [click('x'.repeat(101))] };
    expect((await send(people[0]!, tooLong)).status).toBe(400);
    expect(await sessionOf(tooLong.session.id)).toBeUndefined();

    const atLimit = { ...batchOf([]), events: [click('x'.repeat(100))] };
    expect(await stored(await send(people[0]!, atLimit))).toBe(1);
    const [event] = await eventsOf(atLimit.session.id);
    expect(event?.data).toEqual({ text: 'x'.repeat(100) });
  });

  it('takes 50 events in a batch, not 51', async () => {
    const screens = Array.from({ length: 51 }, () => '/dashboard');
    expect((await send(people[0]!, batchOf(screens))).status).toBe(400);
    expect(await stored(await send(people[0]!, batchOf(screens.slice(0, 50))))).toBe(50);
  });

  it('never takes check-in data or typed text, whatever the browser sends', async () => {
    const base = batchOf(['/checkin']);
    const event = base.events[0]!;
    for (const smuggled of [
      { ...event, mood: 2, energy: 3 },
      { ...event, type: 'click', data: { text: 'Enviar', notes: 'me siento fatal' } },
      { ...event, screen: '/checkin?mood=2' },
    ]) {
      const response = await send(people[0]!, { ...base, events: [smuggled] });
      expect(response.status).toBe(400);
    }
    expect(await eventsOf(base.session.id)).toHaveLength(0);
  });

  it("refuses another person's session and a caller who is not signed in", async () => {
    const mine = batchOf(['/dashboard']);
    expect(await stored(await send(people[0]!, mine))).toBe(1);
    const intruder = batchOf(['/dashboard', '/support'], mine.session.id);
    expect((await send(people[1]!, intruder)).status).toBe(404);
    expect((await send(people[1]!, { ...intruder, events: [], endedAt: at(0) })).status).toBe(404);
    const events = await eventsOf(mine.session.id);
    expect(events.map((e) => e.userId)).toEqual([people[0]!.userId]);
    expect(await sessionOf(mine.session.id)).toMatchObject({ userId: people[0]!.userId, endedAt: null });

    const anonymous = await app.request(
      '/api/v1/usage/batches',
      jsonRequest('POST', batchOf(['/dashboard'])),
    );
    expect(anonymous.status).toBe(401);
  });

  it('stores batches sent at once by many people, each counted as its own, refusing only the intruder', async () => {
    const click = (text: string) => ({
      id: randomUUID(),
      type: 'click',
      screen: '/notes',
      at: at(2),
      data: { text },
    });
    const texts = ['Guardar "nota"', 'C:\\carpeta\\nota', 'Añadir ✓ {a,b}', "l'équipe"];
    const batches = Array.from({ length: 24 }, (_, n) => ({
      person: people[n % people.length]!,
      batch: { ...batchOf(['/dashboard', '/history']), events: [click(texts[n % texts.length]!)] },
    }));
    // The same batch twice in one wave, as a browser retrying a lost answer: stored once.
    batches.push({ person: batches[0]!.person, batch: batches[0]!.batch });
    const answers = await Promise.all(batches.map(({ person, batch }) => send(person, batch)));
    const counts = await Promise.all(answers.map(stored));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(24);
    for (const { person, batch } of batches.slice(0, 24)) {
      const [event] = await eventsOf(batch.session.id);
      expect(event).toMatchObject({ userId: person.userId, data: batch.events[0]!.data });
      expect(await sessionOf(batch.session.id)).toMatchObject({ userId: person.userId, browser: 'Firefox' });
    }

    const intruder = { ...batchOf(['/support']), session: batches[1]!.batch.session };
    const wave = Array.from({ length: 12 }, (_, n) => ({
      person: people[n % 2]!,
      batch: batchOf(['/news']),
    }));
    wave.splice(6, 0, { person: people[2]!, batch: intruder });
    const second = await Promise.all(wave.map(({ person, batch }) => send(person, batch)));
    expect(second.map((response) => response.status)).toEqual(
      wave.map(({ batch }) => (batch === intruder ? 404 : 200)),
    );
    for (const { batch } of wave.filter(({ batch }) => batch !== intruder)) {
      expect(await eventsOf(batch.session.id)).toHaveLength(1);
    }
    expect((await eventsOf(intruder.session.id)).map((event) => event.userId)).toEqual([people[1]!.userId]);
  });

  describe("a company's usage", () => {
    const read = (person: TestPerson, slug = 'acme') =>
      app.request(`/api/v1/companies/${slug}/usage?days=7`, as(person));

    beforeAll(async () => {
      for (const person of [admin, ...people]) await send(person, batchOf(['/dashboard', '/history']));
      await send(people[2]!, batchOf(['/support']));
    });

    it('shows its admins people active, sessions and the screens used by enough people', async () => {
      const response = await read(admin);
      expect(response.status).toBe(200);
      const usage = (await response.json()) as CompanyUsage;
      expect(usage).toMatchObject({ days: 7, released: true, activePeople: 4 });
      expect(usage.sessions).toBeGreaterThanOrEqual(5);
      const screens = usage.screens.map((s) => s.screen);
      expect(screens).toEqual(expect.arrayContaining(['/dashboard', '/history']));
      expect(screens).not.toContain('/support');
      expect(usage.withheldScreens).toBeGreaterThan(0);
      expect(Object.keys(usage).sort()).toEqual(
        [
          'activePeople',
          'averageSessionSeconds',
          'days',
          'from',
          'released',
          'screens',
          'sessions',
          'withheldScreens',
        ].sort(),
      );
    });

    it('is refused to its employees and answered as unknown to another company', async () => {
      expect((await read(people[0]!)).status).toBe(403);
      expect((await read(otherAdmin)).status).toBe(404);
    });

    it('withholds every figure of a company with fewer active people than its threshold', async () => {
      await send(otherAdmin, batchOf(['/dashboard']));
      const usage = (await (await read(otherAdmin, 'otra')).json()) as CompanyUsage;
      expect(usage).toMatchObject({ released: false, activePeople: null, sessions: null, screens: [] });
    });

    it('shows the super-admin the platform, and nobody else', async () => {
      const response = await app.request('/api/v1/admin/usage?days=30', as(superAdmin));
      expect(response.status).toBe(200);
      const usage = (await response.json()) as PlatformUsage;
      expect(usage.activeCompanies).toBe(2);
      expect(usage.companies.map((c) => c.name)).toEqual(['Acme']);
      expect(usage.withheldCompanies).toBe(1);
      expect((await app.request('/api/v1/admin/usage', as(admin))).status).toBe(403);
    });
  });

  it('tells anyone signed in how long usage is kept', async () => {
    const response = await app.request('/api/v1/usage/retention', as(people[0]!));
    expect(await response.json()).toEqual({ retentionDays: app.deps.config.USAGE_RETENTION_DAYS });
  });

  it('deletes events and sessions older than the retention period, and only those', async () => {
    const { db } = app.deps.database;
    const now = new Date(TEST_NOW);
    expect(await deleteExpiredUsage(db, now, app.deps.config.USAGE_RETENTION_DAYS)).toEqual({
      events: 0,
      sessions: 0,
    });
    const later = new Date(now.getTime() + 91 * 86_400_000);
    const deleted = await deleteExpiredUsage(db, later, app.deps.config.USAGE_RETENTION_DAYS);
    expect(deleted.events).toBeGreaterThan(0);
    expect(deleted.sessions).toBeGreaterThan(0);
    expect(await db.select().from(usageEvents)).toHaveLength(0);
  });
});
