import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { notificationDeliveries } from '../../db/schema/index.ts';
import { dispatchDue } from '../notifications/dispatch-due.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs } from '../../../test/support/company-people.ts';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';

// TEST_NOW is Monday 2 March 2026, 11:00 in Madrid.
interface RequestBody {
  request: { id: string; status: string; reason: string; user_id: string; decision_comment: string | null };
}
interface ListBody {
  requests: { id: string; user_id: string; reason: string; status: string }[];
}
interface ErrorBody {
  error: { reason?: string };
}

const LEAVE = {
  type: 'vacation',
  start_date: '2026-03-02',
  end_date: '2026-03-04',
  reason: 'Mudanza',
  comments: 'Volveré el jueves',
};

describe('leave API', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let person: TestPerson;
  let leader: TestPerson;
  let colleague: TestPerson;
  let otherLeader: TestPerson;
  let admin: TestPerson;
  let superAdmin: TestPerson;
  let outsider: TestPerson;
  let individual: TestPerson;
  let requestId: string;

  const post = (who: TestPerson, path: string, body: unknown = {}) =>
    app.request(`/api/v1${path}`, as(who, jsonRequest('POST', body)));
  const get = (who: TestPerson, path: string) => app.request(`/api/v1${path}`, as(who));
  const ids = async (response: Response) => ((await response.json()) as ListBody).requests.map((r) => r.id);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });
    await seedDemoData(app.deps, 'http://localhost:3000');
    person = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    leader = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    colleague = await signIn(app, 'maria@demo.tera.local', DEMO_PASSWORD);
    otherLeader = await signIn(app, 'lucia@demo.tera.local', DEMO_PASSWORD);
    admin = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    superAdmin = await signIn(app, 'super@demo.tera.local', DEMO_PASSWORD);
    individual = await signIn(app, 'tomas@demo.tera.local', DEMO_PASSWORD);
    outsider = await signUp(app, { email: 'admin@otra.test' });
    await createCompanyAs(app, outsider, 'otra');

    const created = await post(person, '/leave/requests', LEAVE);
    expect(created.status, await created.clone().text()).toBe(201);
    requestId = ((await created.json()) as RequestBody).request.id;
  }, 90_000);
  afterAll(async () => {
    await app?.dispose();
    await smtp?.stop();
  });

  it('is for signed-in people of a company only', async () => {
    expect((await app.request('/api/v1/leave/requests')).status).toBe(401);
    expect((await get(individual, '/leave/requests')).status).toBe(403);
    expect((await get(superAdmin, '/leave/approvals')).status).toBe(403);
  });

  it('starts a request pending, with its reason, in the person’s own list', async () => {
    const response = await get(person, '/leave/requests');
    const [mine] = ((await response.json()) as ListBody).requests;
    expect(mine).toMatchObject({ id: requestId, status: 'pending', reason: 'Mudanza' });
  });

  it('refuses a request sharing a day, and an end before the start', async () => {
    const overlap = await post(person, '/leave/requests', {
      ...LEAVE,
      start_date: '2026-03-04',
      end_date: '2026-03-06',
    });
    expect(overlap.status).toBe(409);
    expect(((await overlap.json()) as ErrorBody).error.reason).toBe('LEAVE_OVERLAP');
    const backwards = await post(person, '/leave/requests', {
      ...LEAVE,
      start_date: '2026-03-10',
      end_date: '2026-03-09',
    });
    expect(backwards.status).toBe(400);
  });

  it('shows the pending request, reason included, to the leader and admin only', async () => {
    const forLeader = ((await (await get(leader, '/leave/approvals')).json()) as ListBody).requests;
    expect(forLeader.find((r) => r.id === requestId)?.reason).toBe('Mudanza');
    expect(await ids(await get(admin, '/leave/approvals'))).toContain(requestId);
    expect(await ids(await get(colleague, '/leave/approvals'))).not.toContain(requestId);
    expect(await ids(await get(otherLeader, '/leave/approvals'))).not.toContain(requestId);
    expect(await ids(await get(outsider, '/leave/approvals'))).toEqual([]);
    expect(await ids(await get(colleague, '/leave/calendar?month=2026-03'))).not.toContain(requestId);
    expect(await ids(await get(outsider, '/leave/calendar?month=2026-03'))).toEqual([]);
  });

  it('lets no one but the leader or an admin decide, and no one but the person withdraw', async () => {
    const decision = { decision: 'approved', comment: '' };
    expect((await post(person, `/leave/requests/${requestId}/decision`, decision)).status).toBe(403);
    expect((await post(colleague, `/leave/requests/${requestId}/decision`, decision)).status).toBe(404);
    expect((await post(otherLeader, `/leave/requests/${requestId}/decision`, decision)).status).toBe(404);
    expect((await post(outsider, `/leave/requests/${requestId}/decision`, decision)).status).toBe(404);
    expect((await post(superAdmin, `/leave/requests/${requestId}/decision`, decision)).status).toBe(403);
    expect((await post(leader, `/leave/requests/${requestId}/withdraw`)).status).toBe(403);
    expect((await post(colleague, `/leave/requests/${requestId}/withdraw`)).status).toBe(404);
    expect((await post(leader, '/leave/requests/not-an-id/decision', decision)).status).toBe(404);
  });

  it('is approved by the leader with a comment, once', async () => {
    const approved = await post(leader, `/leave/requests/${requestId}/decision`, {
      decision: 'approved',
      comment: 'Disfruta',
    });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as RequestBody).request).toMatchObject({
      status: 'approved',
      decision_comment: 'Disfruta',
    });
    const again = await post(admin, `/leave/requests/${requestId}/decision`, {
      decision: 'rejected',
      comment: '',
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.reason).toBe('LEAVE_STATUS_CHANGE');
    expect((await post(person, `/leave/requests/${requestId}/withdraw`)).status).toBe(409);
    expect(await ids(await get(leader, '/leave/calendar?month=2026-03'))).toContain(requestId);
    expect(await ids(await get(leader, '/leave/calendar?month=2026-04'))).not.toContain(requestId);
  });

  it('pauses the person’s check-in prompt on those days, and nobody else’s', async () => {
    const mine = (await (await get(person, '/checkins/today')).json()) as { onLeave: boolean };
    expect(mine.onLeave).toBe(true);
    const theirs = (await (await get(colleague, '/checkins/today')).json()) as { onLeave: boolean };
    expect(theirs.onLeave).toBe(false);
  });

  it('sends no daily reminder to the person on a day of their approved leave', async () => {
    // Tuesday 3 March, just after 09:00 in Madrid: the demo's reminder is due.
    await dispatchDue(app.deps, new Date('2026-03-03T08:00:30Z'));
    const reminded = await app.deps.database.db
      .select({ userId: notificationDeliveries.userId })
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.type, 'daily_reminder'),
          eq(notificationDeliveries.occurrence, '2026-03-03'),
        ),
      );
    const users = reminded.map((row) => row.userId);
    expect(users).toContain(colleague.userId);
    expect(users).not.toContain(person.userId);
  });

  it('lets the person withdraw a pending request, which frees its days', async () => {
    const later = await post(person, '/leave/requests', {
      ...LEAVE,
      start_date: '2026-04-06',
      end_date: '2026-04-17',
    });
    const id = ((await later.json()) as RequestBody).request.id;
    const withdrawn = await post(person, `/leave/requests/${id}/withdraw`);
    expect(((await withdrawn.json()) as RequestBody).request.status).toBe('withdrawn');
    const again = await post(person, '/leave/requests', {
      ...LEAVE,
      start_date: '2026-04-06',
      end_date: '2026-04-17',
    });
    expect(again.status).toBe(201);
  });

  it('analyses the leader’s people: frequent requesters, long leave and the projection', async () => {
    const third = await post(person, '/leave/requests', {
      ...LEAVE,
      start_date: '2026-05-04',
      end_date: '2026-05-04',
    });
    const thirdId = ((await third.json()) as RequestBody).request.id;
    await post(admin, `/leave/requests/${thirdId}/decision`, {
      decision: 'rejected',
      comment: 'Cierre de trimestre',
    });

    const analysis = (await (await get(leader, '/leave/analysis')).json()) as {
      frequent: { user_id: string; requests: number }[];
      long: { user_id: string; days: number }[];
      approved_days: number;
      projected_days: number;
    };
    expect(analysis.frequent).toContainEqual(
      expect.objectContaining({ user_id: person.userId, requests: 3 }),
    );
    expect(analysis.long).toContainEqual(expect.objectContaining({ user_id: person.userId, days: 12 }));
    expect(analysis.projected_days).toBe(Math.ceil(analysis.approved_days * 1.15));

    const forColleague = (await (await get(colleague, '/leave/analysis')).json()) as typeof analysis;
    expect(forColleague.frequent).toEqual([]);
    expect(forColleague.long).toEqual([]);
    const forOutsider = (await (await get(outsider, '/leave/summary')).json()) as {
      by_status: Record<string, number>;
    };
    expect(Object.values(forOutsider.by_status).every((count) => count === 0)).toBe(true);

    const summary = (await (await get(leader, '/leave/summary')).json()) as {
      by_status: Record<string, number>;
      people_on_leave_today: number;
    };
    expect(summary.by_status.rejected).toBeGreaterThanOrEqual(1);
    expect(summary.people_on_leave_today).toBeGreaterThanOrEqual(1);
  });

  it('shows a leader their team’s pressure beside its leave only through the privacy release', async () => {
    const signal = (await (await get(leader, '/leave/team-signal')).json()) as {
      released: boolean;
      pressure_now?: number;
      leave_share_percent?: number;
    };
    expect(signal.released).toBe(true);
    expect(signal.pressure_now).toBeGreaterThan(0);
    expect(signal.leave_share_percent).toBeGreaterThan(0);
    // Two people are fewer than the threshold: nothing about them, however it reads.
    const smallTeam = await signIn(app, 'irene@demo.tera.local', DEMO_PASSWORD);
    expect(await (await get(smallTeam, '/leave/team-signal')).json()).toEqual({
      released: false,
      reason: 'not-enough-answers',
    });
    expect(
      ((await (await get(colleague, '/leave/team-signal')).json()) as { released: boolean }).released,
    ).toBe(false);
    expect(
      ((await (await get(outsider, '/leave/team-signal')).json()) as { released: boolean }).released,
    ).toBe(false);
  });

  it('shows each person their own indicators around their own leave, and nobody else’s', async () => {
    interface Around {
      leaves: { id: string; before: { days: number; indicators: unknown } }[];
    }
    const mine = (await (await get(person, '/leave/wellbeing')).json()) as Around;
    const approved = mine.leaves.find((leave) => leave.id === requestId);
    expect(approved?.before.days).toBeGreaterThan(0);
    expect(approved?.before.indicators).not.toBeNull();
    const theirs = (await (await get(colleague, '/leave/wellbeing')).json()) as Around;
    expect(theirs.leaves.map((leave) => leave.id)).not.toContain(requestId);
    const leaders = (await (await get(leader, '/leave/wellbeing')).json()) as Around;
    expect(leaders.leaves.map((leave) => leave.id)).not.toContain(requestId);
  });
});
