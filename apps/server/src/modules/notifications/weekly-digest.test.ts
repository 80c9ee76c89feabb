import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  dailyCheckins,
  membershipHistory,
  notificationDeliveries,
  notificationSchedules,
  userProfiles,
} from '../../db/schema/index.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { dispatchDue } from './dispatch-due.ts';

// Monday 2 March 2026, 08:30:30 in Madrid: the digest of the week of 23 February.
const DIGEST_AT = new Date('2026-03-02T07:30:30Z');
const WEEK = ['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26'];
// A lone answer on Friday, far below the others: the threshold keeps it out of every figure.
const LONE_DAY = '2026-02-27';

describe('the leader weekly digest', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestPerson;
  let leader: TestPerson;
  let lonelyLeader: TestPerson;
  const reports: TestPerson[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: smtp.url });
    admin = await signUp(app, { email: 'admin@digests.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'digests');
    leader = await joinCompany(app, admin, 'digests', {
      email: 'lea@digests.test',
      name: 'Lea Líder',
      role: 'leader',
    });
    lonelyLeader = await joinCompany(app, admin, 'digests', {
      email: 'solo@digests.test',
      name: 'Sol Solo',
      role: 'leader',
    });
    for (const n of [1, 2, 3, 4]) {
      reports.push(
        await joinCompany(app, admin, 'digests', { email: `r${n}@digests.test`, reportsTo: leader.userId }),
      );
    }
    const single = await joinCompany(app, admin, 'digests', {
      email: 'only@digests.test',
      reportsTo: lonelyLeader.userId,
    });

    const db = app.deps.database.db;
    const [company] = await db.select().from(companies).where(eq(companies.slug, 'digests'));
    const everyone = [...reports, single, leader, lonelyLeader].map((person) => person.userId);
    // The teams were already theirs in February.
    await db
      .update(membershipHistory)
      .set({ validFrom: new Date('2026-02-01T00:00:00Z') })
      .where(inArray(membershipHistory.personId, everyone));
    await db
      .update(userProfiles)
      .set({ createdAt: new Date('2026-02-01T00:00:00Z') })
      .where(eq(userProfiles.companyId, company!.id));
    const answer = (person: TestPerson, date: string, value: { high: boolean }) => ({
      userId: person.userId,
      companyId: company!.id,
      checkInDate: date,
      energy: value.high ? 8 : 1,
      mentalPressure: value.high ? 3 : 10,
      personalConcerns: value.high ? 2 : 10,
      motivation: value.high ? 9 : 1,
      createdAt: new Date(`${date}T08:00:00Z`),
      submittedAt: new Date(`${date}T08:00:00Z`),
    });
    await db
      .insert(dailyCheckins)
      .values([
        ...WEEK.flatMap((date) => reports.map((person) => answer(person, date, { high: true }))),
        answer(reports[0]!, LONE_DAY, { high: false }),
        ...WEEK.map((date) => answer(single, date, { high: false })),
      ]);
    await db.delete(notificationSchedules).where(eq(notificationSchedules.companyId, company!.id));
    await db.insert(notificationSchedules).values({
      companyId: company!.id,
      type: 'weekly_digest',
      time: '08:30',
      days: [1],
      recipients: { kind: 'everyone' },
      dueFrom: new Date('2026-01-01T00:00:00Z'),
    });
    smtp.received.length = 0;
    await dispatchDue(app.deps, DIGEST_AT);
  }, 120_000);

  afterAll(async () => {
    await app?.dispose();
    await smtp?.stop();
  });

  const inbox = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it('goes to leaders only', () => {
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual(['lea@digests.test']);
  });

  it('tells the week from released days alone: a lone answer below the threshold moves nothing', () => {
    const [digest] = inbox('lea@digests.test');
    // 8, 3, 2, 9 every day from Monday to Thursday: a TeraPulse of 83. Friday's single answer of 0
    // would pull a mean of all five days down to 78.
    expect(digest!.decoded).toContain('TeraPulse: 83');
    expect(digest!.decoded).toMatch(/en 4 días/);
    expect(digest!.decoded).toContain('/panel-lider');
  });

  it('is not sent, and says why, to a leader whose team released nothing', async () => {
    expect(inbox('solo@digests.test')).toHaveLength(0);
    const [row] = await app.deps.database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.userId, lonelyLeader.userId),
          eq(notificationDeliveries.type, 'weekly_digest'),
        ),
      );
    expect(row).toMatchObject({ status: 'skipped', occurrence: '2026-03-02' });
    expect(row!.reason).toMatch(/no figures/);
  });
});
