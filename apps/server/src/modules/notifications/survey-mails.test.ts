import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '@tera/domain';
import {
  companies,
  notificationDeliveries,
  notificationSchedules,
  userProfiles,
} from '../../db/schema/index.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { startSmtpSink, type ReceivedMail } from '../../../test/support/smtp-sink.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { dispatchDue } from './dispatch-due.ts';

// The app's clock reads Monday 2 March 2026 (Madrid, UTC+1). The survey is open from that Monday
// to Friday 13 March: half-time falls on Saturday 7, so its reminder moves to Friday 6; the day
// before closing is Thursday 12 (docs/product/surveys.md#reminders).
const OPENS_ON = '2026-03-02';
const CLOSES_ON = '2026-03-13';
const at = (day: string, utc: string) => new Date(`${day}T${utc}:00Z`);

describe('survey invitations and reminders, sent by the scheduler', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestPerson;
  const people: Record<string, TestPerson> = {};
  let surveyId: string;

  const engagement = BUILT_IN_TEMPLATES.find((template) => template.key === 'engagement')!;
  const call = (caller: TestPerson, path: string, method: string, body: unknown) =>
    app.request(path, as(caller, jsonRequest(method, body)));
  // Told apart by their buttons: a subject with accents travels encoded.
  const isInvitation = (mail: ReceivedMail) => /Responder la encuesta|Answer the survey/.test(mail.decoded);
  const isReminder = (mail: ReceivedMail) => /Terminar la encuesta|Finish the survey/.test(mail.decoded);
  const mailsTo = (name: string, kind: (mail: ReceivedMail) => boolean) =>
    smtp.received.filter((mail) => mail.to.includes(`${name}@encuestas.test`) && kind(mail));
  const invitations = (name: string) => mailsTo(name, isInvitation);
  const reminders = (name: string) => mailsTo(name, isReminder);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: smtp.url });
    admin = await signUp(app, { email: 'admin@encuestas.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'encuestas');
    for (const name of ['early', 'midway', 'late', 'never']) {
      people[name] = await joinCompany(app, admin, 'encuestas', { email: `${name}@encuestas.test`, name });
    }
    const db = app.deps.database.db;
    const [company] = await db.select().from(companies).where(eq(companies.slug, 'encuestas'));
    // They joined long before the mornings these tests play; only the surveys' mails are on.
    await db
      .update(userProfiles)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(userProfiles.companyId, company!.id));
    await db.update(userProfiles).set({ language: 'en' }).where(eq(userProfiles.id, people.late!.userId));
    await db
      .update(notificationSchedules)
      .set({ active: false })
      .where(eq(notificationSchedules.companyId, company!.id));
    await db
      .update(notificationSchedules)
      .set({ active: true, dueFrom: new Date('2026-03-01T00:00:00Z') })
      .where(eq(notificationSchedules.type, 'survey_invitation'));
    await db
      .update(notificationSchedules)
      .set({ active: true, dueFrom: new Date('2026-03-01T00:00:00Z') })
      .where(eq(notificationSchedules.type, 'survey_reminder'));

    const base = '/api/v1/companies/encuestas/surveys';
    const created = await call(admin, base, 'POST', {
      title: { es: 'Clima de marzo', en: 'March climate' },
      description: engagement.description,
      languages: ['es', 'en'],
      mode: 'anonymous',
      content: engagement.content,
    });
    surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;
    const launched = await call(admin, `${base}/${surveyId}/launch`, 'POST', {
      audience: { kind: 'everyone' },
      opensOn: OPENS_ON,
      closesOn: CLOSES_ON,
      recurrence: 'none',
    });
    expect(launched.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await app.dispose();
    await smtp.stop();
  });

  const answer = async (name: string) => {
    const answers = {
      meaning: 4,
      growth: 3,
      recognition: 5,
      autonomy: 4,
      'manager-support': 2,
      belonging: 5,
      enps: 9,
      improve: 'bien',
    };
    const submitted = await call(
      people[name]!,
      `/api/v1/companies/encuestas/my-surveys/${surveyId}/submission`,
      'POST',
      {
        answers,
      },
    );
    expect(submitted.status).toBe(201);
  };

  it('invites each person asked once, at the schedule’s time on the opening day, in their language, with the link', async () => {
    await answer('early');
    await dispatchDue(app.deps, at(OPENS_ON, '08:29'));
    expect(invitations('midway')).toHaveLength(0);

    await dispatchDue(app.deps, at(OPENS_ON, '08:31'));
    await dispatchDue(app.deps, at(OPENS_ON, '08:45'));
    await dispatchDue(app.deps, at('2026-03-03', '08:31'));
    for (const name of ['midway', 'late', 'never']) expect(invitations(name)).toHaveLength(1);
    expect(invitations('early')).toHaveLength(0);

    const [mail] = invitations('midway');
    expect(mail!.decoded).toContain('ha abierto la encuesta <strong>Clima de marzo</strong>');
    expect(mail!.decoded).toContain('viernes, 13 de marzo');
    expect(mail!.decoded).toContain(`http://localhost:3000/empresa/encuestas/surveys/${surveyId}`);
    expect(invitations('late')[0]!.decoded).toContain(
      'encuestas has opened the survey <strong>March climate</strong> and invites you to answer it. It is open until Friday, March 13.',
    );
    expect(mail!.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\//m);
  });

  it('reminds those who have not answered at half-time, moved off the weekend, and the day before closing', async () => {
    const days: string[] = [];
    for (let day = 3; day <= 14; day += 1) days.push(`2026-03-${String(day).padStart(2, '0')}`);
    const remindedOn: Record<string, string[]> = {};
    for (const day of days) {
      if (day === '2026-03-09') await answer('midway');
      const before = smtp.received.length;
      await dispatchDue(app.deps, at(day, '09:05'));
      const sent = smtp.received.slice(before).filter(isReminder);
      if (sent.length > 0) remindedOn[day] = sent.flatMap((mail) => mail.to).sort();
    }
    expect(remindedOn).toEqual({
      '2026-03-06': [
        'admin@encuestas.test',
        'late@encuestas.test',
        'midway@encuestas.test',
        'never@encuestas.test',
      ],
      '2026-03-12': ['admin@encuestas.test', 'late@encuestas.test', 'never@encuestas.test'],
    });
    expect(reminders('never')[0]!.decoded).toContain(
      'Aún no has respondido la encuesta <strong>Clima de marzo</strong> de encuestas. Cierra el viernes, 13 de marzo',
    );
  });

  it('sends nothing about a survey closed by hand, and logs each mail against its survey', async () => {
    const closed = await app.request(
      `/api/v1/companies/encuestas/surveys/${surveyId}/close`,
      as(admin, { method: 'POST' }),
    );
    expect(closed.status).toBe(200);
    const before = smtp.received.length;
    await dispatchDue(app.deps, at('2026-03-12', '09:30'));
    expect(smtp.received.length).toBe(before);

    const logged = await app.deps.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, people.never!.userId));
    expect(logged.map((row) => [row.type, row.occurrence, row.subjectId, row.status])).toEqual(
      expect.arrayContaining([
        ['survey_invitation', OPENS_ON, surveyId, 'sent'],
        ['survey_reminder', '2026-03-06', surveyId, 'sent'],
        ['survey_reminder', '2026-03-12', surveyId, 'sent'],
      ]),
    );
    expect(logged).toHaveLength(3);
  });
});
