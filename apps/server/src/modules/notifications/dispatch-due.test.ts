import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailSuppressions,
  notificationDeliveries,
  notificationPreferences,
  notificationSchedules,
  companies,
  userProfiles,
} from '../../db/schema/index.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { startSmtpSink, type ReceivedMail } from '../../../test/support/smtp-sink.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { dispatchDue } from './dispatch-due.ts';

// Monday 2 March 2026; Madrid is UTC+1.
const BEFORE_NINE = new Date('2026-03-02T07:59:00Z');
const JUST_AFTER_NINE = new Date('2026-03-02T08:00:30Z');
const FIVE_PAST_NINE = new Date('2026-03-02T08:05:00Z');

const CHECKIN = {
  energy: 7,
  mental_pressure: 4,
  personal_concerns: 3,
  motivation: 8,
  work_modality: 'office',
  day_dynamics: [],
  personal_conditions: [],
  special_situations: null,
  submission_id: randomUUID(),
};

describe('the daily reminder, sent by the scheduler', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestPerson;
  const people: Record<string, TestPerson> = {};
  let companyId: string;
  let temporaryRefusals = 0;

  const inbox = (email: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(email));
  const reminders = () =>
    smtp.received.filter((mail) => /check-in/i.test(mail.decoded) && !mail.decoded.includes('invit'));

  beforeAll(async () => {
    smtp = await startSmtpSink({
      refuse: (address) => {
        if (address.startsWith('gone@')) return { code: 550, message: 'No such user here' };
        if (address.startsWith('busy@') && temporaryRefusals > 0) {
          temporaryRefusals -= 1;
          return { code: 451, message: 'Mailbox busy, try again later' };
        }
        return undefined;
      },
    });
    app = await createTestApp({ SMTP_URL: smtp.url });
    admin = await signUp(app, { email: 'admin@reminders.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'reminders');
    for (const name of ['answered', 'waiting', 'paused', 'gone', 'busy']) {
      people[name] = await joinCompany(app, admin, 'reminders', { email: `${name}@reminders.test`, name });
    }
    const [company] = await app.deps.database.db
      .select()
      .from(companies)
      .where(eq(companies.slug, 'reminders'));
    companyId = company!.id;
    const db = app.deps.database.db;
    // They joined long before the mornings these tests play.
    await db
      .update(userProfiles)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(userProfiles.companyId, companyId));
    await db.delete(notificationSchedules).where(eq(notificationSchedules.companyId, companyId));
    await db.insert(notificationSchedules).values({
      companyId,
      type: 'daily_reminder',
      time: '09:00',
      days: [1, 2, 3, 4, 5],
      recipients: { kind: 'roles', roles: ['employee'] },
      dueFrom: new Date('2026-01-01T00:00:00Z'),
    });
    const answered = await app.request(
      '/api/v1/checkins/today',
      as(people.answered!, jsonRequest('PUT', CHECKIN)),
    );
    expect(answered.status, await answered.text()).toBeLessThan(300);
    const paused = await app.request(
      '/api/v1/me/notification-preferences',
      as(
        people.paused!,
        jsonRequest('PUT', {
          preferences: [{ type: 'daily_reminder', email: true, push: false }],
          pause: true,
        }),
      ),
    );
    expect(paused.status).toBe(200);
    smtp.received.length = 0;
    // The mail server will be busy for the first reminder to busy@.
    temporaryRefusals = 1;
  }, 120_000);

  afterAll(async () => {
    await app?.dispose();
    await smtp?.stop();
  });

  it('sends nothing before nine, then one reminder to each person who has not checked in, however many instances run', async () => {
    await dispatchDue(app.deps, BEFORE_NINE);
    expect(reminders()).toHaveLength(0);

    // Two schedulers at the same minute, as two server instances would run them.
    await Promise.all([dispatchDue(app.deps, JUST_AFTER_NINE), dispatchDue(app.deps, JUST_AFTER_NINE)]);

    expect(inbox('waiting@reminders.test')).toHaveLength(1);
    expect(inbox('answered@reminders.test')).toHaveLength(0);
    expect(inbox('paused@reminders.test')).toHaveLength(0);
    expect(inbox('admin@reminders.test')).toHaveLength(0);
    const [mail] = inbox('waiting@reminders.test');
    expect(mail!.decoded).toContain('http://localhost:3000/dashboard');
  });

  it('marks the mail for one-click unsubscribe (RFC 8058), and its link is a POST that needs no cookie', async () => {
    const [mail] = inbox('waiting@reminders.test');
    const header = mail!.raw.match(
      /^List-Unsubscribe:\s+<(http:\/\/localhost:3000\/unsubscribe\/[A-Za-z0-9_-]+)>/m,
    );
    expect(header).not.toBeNull();
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const path = new URL(header![1]!).pathname;

    // A mail scanner's GET changes nothing.
    await app.request(path);
    const emailOn = async () => {
      const [row] = await app.deps.database.db
        .select({ email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.userId, people.waiting!.userId),
            eq(notificationPreferences.type, 'daily_reminder'),
          ),
        );
      return row?.email ?? true;
    };
    expect(await emailOn()).toBe(true);

    const posted = await app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await emailOn()).toBe(false);

    const forged = await app.request(`${path.slice(0, -4)}AAAA`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(404);
  });

  it('shows the page behind the link without signing in, with only the types the person receives, and pauses from it', async () => {
    const [mail] = inbox('waiting@reminders.test');
    const token = mail!.raw.match(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\/([A-Za-z0-9_-]+)>/m,
    )![1]!;
    const page = await app.request(`/api/v1/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({
      email: 'wa•••@reminders.test',
      company: 'reminders',
      type: 'daily_reminder',
      // Unsubscribed by the one-click POST above; no digest offered to someone nobody reports to.
      preferences: [
        { type: 'daily_reminder', email: false, push: false },
        { type: 'survey_invitation', email: true, push: false },
        { type: 'survey_reminder', email: true, push: false },
      ],
      pausedUntil: null,
    });
    const paused = await app.request(
      `/api/v1/unsubscribe/${token}`,
      jsonRequest('PUT', {
        preferences: [{ type: 'daily_reminder', email: true, push: false }],
        pause: true,
      }),
    );
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({
      preferences: [
        { type: 'daily_reminder', email: true, push: false },
        { type: 'survey_invitation', email: true, push: false },
        { type: 'survey_reminder', email: true, push: false },
      ],
      pausedUntil: '2026-03-08',
    });
    // One character changed inside the token: at its end a base64url character may carry unused
    // bits, so changing the last ones can leave the same bytes.
    const forged = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    expect((await app.request(`/api/v1/unsubscribe/${forged}`)).status).toBe(404);
  });

  it('records a bounce and suppresses the address; retries a temporary refusal until it is sent', async () => {
    const db = app.deps.database.db;
    const statusOf = async (email: string) =>
      (await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.email, email)))[0];

    const gone = await statusOf('gone@reminders.test');
    expect(gone?.status).toBe('bounced');
    expect(gone?.reason).toMatch(/No such user/);
    const suppressed = await db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, 'gone@reminders.test'));
    expect(suppressed).toHaveLength(1);

    const busy = await statusOf('busy@reminders.test');
    expect(busy?.status).toBe('pending');
    expect(busy?.attempts).toBe(1);
    expect(inbox('busy@reminders.test')).toHaveLength(0);
    await dispatchDue(app.deps, new Date(busy!.nextAttemptAt!.getTime() + 1_000));
    expect((await statusOf('busy@reminders.test'))?.status).toBe('sent');
    expect(inbox('busy@reminders.test')).toHaveLength(1);

    // A later pass the same morning sends nobody anything again.
    const sentSoFar = smtp.received.length;
    await dispatchDue(app.deps, FIVE_PAST_NINE);
    expect(smtp.received.length).toBe(sentSoFar);

    // The next working day, the bounced address gets nothing.
    await dispatchDue(app.deps, new Date('2026-03-03T08:00:30Z'));
    expect(inbox('gone@reminders.test')).toHaveLength(0);
    expect(inbox('busy@reminders.test')).toHaveLength(2);
  });

  it('skips and logs an occurrence missed by more than a few hours instead of sending it late', async () => {
    // Wednesday: nothing ran in the morning; the first pass comes at 13:00 Madrid.
    await dispatchDue(app.deps, new Date('2026-03-04T12:00:00Z'));
    expect(inbox('busy@reminders.test')).toHaveLength(2);
    const skipped = await app.deps.database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.occurrence, '2026-03-04'),
          eq(notificationDeliveries.status, 'skipped'),
        ),
      );
    expect(skipped.map((row) => row.email).sort()).toEqual([
      'answered@reminders.test',
      'busy@reminders.test',
    ]);
    expect(skipped[0]!.reason).toMatch(/missed/);
  });

  it('sends nothing at the weekend', async () => {
    const before = smtp.received.length;
    await dispatchDue(app.deps, new Date('2026-03-07T08:00:30Z'));
    expect(smtp.received.length).toBe(before);
    const weekend = await app.deps.database.db.execute(
      sql`select count(*)::int as n from notification_deliveries where occurrence = '2026-03-07'`,
    );
    expect((weekend as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
