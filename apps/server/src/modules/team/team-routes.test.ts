import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { PLAN_CATALOGUE, teamAnalysisSchema, teamPulseSchema, type TeamPulseResponse } from '@tera/domain';
import {
  companySubscriptions,
  dailyCheckins,
  membershipHistory,
  userProfiles,
} from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { as, signIn, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { readSseEvents } from './testing/read-sse-events.ts';

const checkinBody = (values: Partial<Record<string, unknown>> = {}) => ({
  energy: 7,
  mental_pressure: 4,
  personal_concerns: 3,
  motivation: 8,
  submission_id: randomUUID(),
  ...values,
});

async function teamOf(app: TestApp, person: TestPerson): Promise<TeamPulseResponse> {
  const response = await app.request('/api/v1/team/pulse?days=30', as(person));
  expect(response.status).toBe(200);
  return teamPulseSchema.parse(await response.json());
}

async function checkIn(app: TestApp, person: TestPerson, values: Partial<Record<string, unknown>> = {}) {
  const response = await app.request(
    '/api/v1/checkins/today',
    as(person, jsonRequest('PUT', checkinBody(values))),
  );
  expect(response.status).toBe(201);
}

async function share(app: TestApp, person: TestPerson) {
  const response = await app.request(
    '/api/v1/me/sharing',
    as(person, jsonRequest('PUT', { sharesCheckinsWithLeader: true })),
  );
  expect(response.status).toBe(200);
}

describe('the demo leader panel', () => {
  let app: TestApp;
  let carlos: TestPerson;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => app.dispose());

  it('is for leaders and people with reports only', async () => {
    const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    const response = await app.request('/api/v1/team/pulse', as(javier));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { reason: string } }).error.reason).toBe('FORBIDDEN_ROLE');
    expect((await app.request('/api/v1/team/pulse')).status).toBe(401);
  });

  it('refuses a trend length outside 7 to 90 days', async () => {
    expect((await app.request('/api/v1/team/pulse?days=3', as(carlos))).status).toBe(400);
    expect((await app.request('/api/v1/team/pulse?days=91', as(carlos))).status).toBe(400);
  });

  it("shows the team's trend, and people's own figures only where they share", async () => {
    const team = await teamOf(app, carlos);
    expect(team.today.teamSize).toBe(7);
    expect(team.trend).toHaveLength(30);
    expect(team.trend.filter((day) => day.pulse !== null).length).toBeGreaterThan(15);
    const sharing = team.members.filter((m) => m.sharing).map((m) => m.fullName);
    expect(sharing.sort()).toEqual(['Elena Torres', 'Javier López']);
    for (const member of team.members.filter((m) => !m.sharing)) {
      expect(Object.keys(member).sort()).toEqual(['fullName', 'jobTitle', 'sharing', 'userId']);
    }
    expect(team.alerts).toContainEqual(
      expect.objectContaining({ kind: 'person-critical', fullName: 'Elena Torres' }),
    );
    expect(team.alerts.some((a) => a.kind === 'person-critical' && a.fullName !== 'Elena Torres')).toBe(
      false,
    );
  });

  it('withholds every figure of a team smaller than the threshold, saying why', async () => {
    const irene = await signIn(app, 'irene@demo.tera.local', DEMO_PASSWORD);
    const team = await teamOf(app, irene);
    expect(team.today.teamSize).toBe(2);
    expect(team.today).toMatchObject({ pulse: null, indicators: null, withheld: 'not-enough-answers' });
    expect(team.today.distribution).toMatchObject({ counts: null, withheld: 'not-enough-answers' });
    expect(team.trend.every((day) => day.pulse === null && day.withheld === 'not-enough-answers')).toBe(true);
    expect(team.byTag.tags.every((tag) => tag.pulse === null && tag.answers === null)).toBe(true);
  });

  it('gives the quick analysis on professional, and the upgrade reason on starter', async () => {
    const analysis = await app.request('/api/v1/team/analysis', as(carlos));
    expect(analysis.status).toBe(200);
    const body = teamAnalysisSchema.parse(await analysis.json());
    expect(body.findings[0]?.kind).toBe('trend');
    expect(body.shownDays).toBeGreaterThan(15);

    const [demo] = await app.deps.database.db
      .select({ companyId: userProfiles.companyId })
      .from(userProfiles)
      .where(eq(userProfiles.id, carlos.userId));
    const subscription = eq(companySubscriptions.companyId, demo!.companyId!);
    const setPlan = (planType: 'starter' | 'professional') =>
      app.deps.database.db
        .update(companySubscriptions)
        .set({ planType, features: PLAN_CATALOGUE[planType].features })
        .where(subscription);
    await setPlan('starter');
    try {
      for (const request of [
        app.request('/api/v1/team/analysis', as(carlos)),
        app.request('/api/v1/team/assistant', as(carlos, jsonRequest('POST', { question: '¿Qué tal?' }))),
      ]) {
        const blocked = await request;
        expect(blocked.status).toBe(403);
        expect(((await blocked.json()) as { error: unknown }).error).toMatchObject({
          code: 'UNAUTHORIZED',
          reason: 'FEATURE_BLOCKED',
          blockReason: 'plan',
          currentPlan: 'starter',
          requiredPlan: 'professional',
        });
      }
    } finally {
      await setPlan('professional');
    }
  });

  it('says the assistant is unavailable when no AI provider is configured', async () => {
    const response = await app.request(
      '/api/v1/team/assistant',
      as(carlos, jsonRequest('POST', { question: '¿Cómo está el equipo?' })),
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'AI_SERVICE_UNAVAILABLE',
    );
  });

  it('refuses an empty question', async () => {
    const response = await app.request(
      '/api/v1/team/assistant',
      as(carlos, jsonRequest('POST', { question: '   ' })),
    );
    expect(response.status).toBe(400);
  });

  it('streams today’s figures at once and again when a team member checks in', async () => {
    const controller = new AbortController();
    const response = await app.request('/api/v1/team/events', as(carlos, { signal: controller.signal }));
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = readSseEvents(response);
    try {
      const first = (await events.next('team-today')) as { answered: number; teamSize: number };
      expect(first.teamSize).toBe(7);
      const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
      await checkIn(app, javier);
      // The stream wakes on a member's check-in and carries what the panel shows; participation
      // itself moves only by released batches, never by the one person who just answered.
      const second = await events.next('team-today');
      expect(second).toEqual((await teamOf(app, carlos)).today);
    } finally {
      controller.abort();
      await events.close();
    }
  });
});

describe('a live stream outlives no change to the person who opened it', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => app.dispose());

  const openStream = async (person: TestPerson) => {
    const response = await app.request('/api/v1/team/events', as(person));
    const events = readSseEvents(response);
    await events.next('team-today');
    return events;
  };

  it('holds at most five streams open for one person, and frees a slot when one closes', async () => {
    const carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    const open = [];
    for (let i = 0; i < 5; i += 1) open.push(await openStream(carlos));
    const refused = await app.request('/api/v1/team/events', as(carlos));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { error: { reason: string } }).error.reason).toBe('RATE_LIMITED');
    await open.pop()!.close();
    await expect
      .poll(async () => {
        const again = await app.request('/api/v1/team/events', as(carlos));
        if (again.status === 200) await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    for (const events of open) await events.close();
  });

  it('ends when the leader signs out', async () => {
    const carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    const events = await openStream(carlos);
    const signedOut = await app.request('/api/auth/sign-out', as(carlos, jsonRequest('POST', {})));
    expect(signedOut.status).toBe(200);
    await expect(events.next('team-today')).rejects.toThrow('the stream ended');
  });

  it('ends when the leader is deactivated, and another leader’s stream goes on', async () => {
    const ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    const lucia = await signIn(app, 'lucia@demo.tera.local', DEMO_PASSWORD);
    const carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    const luciaEvents = await openStream(lucia);
    const carlosEvents = await openStream(carlos);
    const deactivated = await app.request(
      `/api/v1/companies/demo/people/${carlos.userId}/deactivate`,
      as(ana, { method: 'POST' }),
    );
    expect(deactivated.status).toBe(200);
    await expect(carlosEvents.next('team-today')).rejects.toThrow('the stream ended');
    const [seller] = await app.deps.database.db
      .select({ email: userProfiles.email })
      .from(userProfiles)
      .where(eq(userProfiles.reportsTo, lucia.userId))
      .limit(1);
    await checkIn(app, await signIn(app, seller!.email, DEMO_PASSWORD));
    expect(await luciaEvents.next('team-today')).toMatchObject({ teamSize: 5 });
    await luciaEvents.close();
  });

  // The update comes from judging the leader again; the newcomer joins the figures from the next
  // day, as a team's day is the team as it stood when the day began.
  it('goes on when the leader is given a new report', async () => {
    const ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    const lucia = await signIn(app, 'lucia@demo.tera.local', DEMO_PASSWORD);
    const events = await openStream(lucia);
    const { db } = app.deps.database;
    const [home] = await db
      .select({ companyId: userProfiles.companyId })
      .from(userProfiles)
      .where(eq(userProfiles.id, lucia.userId));
    const [newcomer] = await db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(
        and(
          eq(userProfiles.companyId, home!.companyId!),
          eq(userProfiles.isActive, true),
          eq(userProfiles.role, 'employee'),
          ne(userProfiles.id, lucia.userId),
          ne(userProfiles.reportsTo, lucia.userId),
        ),
      )
      .limit(1);
    const moved = await app.request(
      `/api/v1/companies/demo/people/${newcomer!.id}`,
      as(ana, jsonRequest('PATCH', { reportsTo: lucia.userId })),
    );
    expect(moved.status).toBe(200);
    expect(await events.next('team-today')).toMatchObject({ teamSize: 5 });
    await events.close();
  });
});

describe('privacy of a team’s figures', () => {
  let app: TestApp;
  let leader: TestPerson;
  const reports: TestPerson[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    leader = await signUp(app, { email: 'lead@resta.test', name: 'Lead' });
    await createCompanyAs(app, leader, 'resta');
    for (let i = 0; i < 6; i += 1) {
      reports.push(
        await joinCompany(app, leader, 'resta', {
          email: `p${i}@resta.test`,
          name: `Person ${i}`,
          reportsTo: leader.userId,
        }),
      );
    }
    // Two members share with their leader; four do not.
    await share(app, reports[0]!);
    await share(app, reports[1]!);
    // A day counts the team it began with: the figures below are of the next day.
    app.deps.clock = fixedClock('2026-03-03T10:00:00.000Z');
  }, 120_000);
  afterAll(() => app.dispose());

  it('withholds today’s figure while removing the people shown by name would leave too few', async () => {
    for (const person of reports.slice(0, 4)) await checkIn(app, person);
    const four = await teamOf(app, leader);
    expect(four.today).toMatchObject({
      answered: 0,
      counted: 0,
      pulse: null,
      withheld: 'not-enough-answers',
    });
    expect(four.members.filter((m) => m.sharing && m.today !== null)).toHaveLength(2);

    await checkIn(app, reports[4]!, { energy: 2, motivation: 2, mental_pressure: 9, personal_concerns: 9 });
    const five = await teamOf(app, leader);
    expect(five.today).toMatchObject({ answered: 5, counted: 5, withheld: null });
    expect(five.today.pulse).toEqual(expect.any(Number));
    expect(five.trend.at(-1)).toMatchObject({ pulse: five.today.pulse, counted: 5 });

    // One more person who does not share: the figure waits rather than change by one person.
    await checkIn(app, reports[5]!, { energy: 1, motivation: 1, mental_pressure: 10, personal_concerns: 10 });
    const six = await teamOf(app, leader);
    expect(six.today).toMatchObject({ answered: 5, counted: 5, pulse: five.today.pulse });
    expect(six.today.distribution.withheld).toBe('not-enough-answers');
  });

  it('withholds a tag that a past day holds all but one person of', async () => {
    const db = app.deps.database.db;
    const [company] = await db
      .select({ id: userProfiles.companyId })
      .from(userProfiles)
      .where(eq(userProfiles.id, leader.userId));
    // In the last complete week, on Monday and Tuesday. Four unseen people can only be counted three
    // at a time, so each day's figure counts the first five; on Monday all of them but one slept badly.
    const day = (
      date: string,
      hour: number,
      badSleep: (i: number) => boolean,
      remote: (i: number) => boolean,
    ) =>
      reports.map((person, i) => ({
        userId: person.userId,
        companyId: company!.id,
        checkInDate: date,
        energy: 5,
        mentalPressure: 5,
        personalConcerns: 5,
        motivation: 5,
        personalConditions: badSleep(i) ? ['bad_sleep' as const] : null,
        workModality: remote(i) ? ('remote' as const) : ('office' as const),
        createdAt: new Date(`${date}T${hour}:0${i}:00Z`),
        submittedAt: new Date(`${date}T${hour}:0${i}:00Z`),
      }));
    const remoteMonday = (i: number) => i >= 2 && i <= 4;
    // The team was already the leader's then.
    await db
      .update(membershipHistory)
      .set({ validFrom: new Date('2026-02-01T00:00:00Z') })
      .where(
        inArray(
          membershipHistory.personId,
          reports.map((person) => person.userId),
        ),
      );
    await db.insert(dailyCheckins).values([
      ...day('2026-02-23', 10, (i) => i >= 1 && i <= 4, remoteMonday),
      ...day(
        '2026-02-24',
        11,
        () => false,
        (i) => !remoteMonday(i),
      ),
    ]);
    const team = await teamOf(app, leader);
    expect(team.byTag).toMatchObject({ from: '2026-02-02', to: '2026-03-01' });
    expect(team.byTag.tags.find((t) => t.tag === 'bad_sleep')).toMatchObject({
      answers: null,
      pulse: null,
      withheld: 'not-enough-answers',
    });
    expect(team.byTag.tags.find((t) => t.tag === 'remote')).toMatchObject({ answers: 5, withheld: null });
  });

  it('never lists figures of people who do not share', async () => {
    const team = await teamOf(app, leader);
    const notSharing = new Set(reports.slice(2).map((p) => p.userId));
    for (const member of team.members) {
      if (notSharing.has(member.userId)) expect(member.sharing).toBe(false);
    }
    const alerted = team.alerts.flatMap((a) => (a.kind === 'person-critical' ? [a.userId] : []));
    expect(alerted.filter((id) => notSharing.has(id))).toEqual([]);
  });
});
