import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_TEMPLATES, type DeliveryStatus } from '@tera/domain';
import { notificationDeliveries, notificationSchedules } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, TEST_NOW, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

interface ErrorBody {
  error: { code: string; reason?: string; fields?: Record<string, string[]> };
}
interface ScheduleBody {
  id: string;
  type: string;
  time: string;
  days: number[];
  active: boolean;
  templateId: string | null;
  recipients: { kind: string };
}
interface TemplateBody {
  id: string;
  name: string;
  type: string;
  isDefault: boolean;
  builtIn: boolean;
  variables: string[];
}
interface DeliveryLogBody {
  deliveries: {
    id: string;
    status: string;
    createdAt: string;
    person: { id: string; name: string; email: string };
  }[];
  cursor: string | null;
  counts: Record<DeliveryStatus, number>;
}

const reminderContent = (subject = 'Hola {{ firstName }}') => ({
  es: {
    subject,
    html: '<p>{{ message }} <a href="{{ checkinLink }}">Entrar</a></p>',
    text: '{{ checkinLink }}',
  },
  en: {
    subject: 'Hi {{ firstName }}',
    html: '<p><a href="{{ checkinLink }}">Go</a></p>',
    text: '{{ checkinLink }}',
  },
});

const scheduleInput = (extra: Record<string, unknown> = {}) => ({
  type: 'daily_reminder',
  time: '10:15',
  timeZone: null,
  days: [5, 1, 3],
  active: true,
  templateId: null,
  customSubject: null,
  customMessage: '  ',
  recipients: { kind: 'everyone' },
  ...extra,
});

describe('notification administration', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestPerson;
  let leader: TestPerson;
  let employee: TestPerson;
  let otherAdmin: TestPerson;
  let otherTeamId: string;

  const base = (slug = 'acme') => `/api/v1/companies/${slug}/notifications`;
  const call = (path: string, init: RequestInit = {}, caller = admin, slug = 'acme') =>
    app.request(`${base(slug)}${path}`, as(caller, init));
  const post = (path: string, body: unknown, caller = admin, slug = 'acme') =>
    call(path, jsonRequest('POST', body), caller, slug);
  const put = (path: string, body: unknown, caller = admin, slug = 'acme') =>
    call(path, jsonRequest('PUT', body), caller, slug);
  const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
  const templates = async () =>
    ((await (await call('/templates')).json()) as { templates: TemplateBody[] }).templates;
  const schedules = async () =>
    ((await (await call('/schedules')).json()) as { schedules: ScheduleBody[] }).schedules;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });
    admin = await signUp(app, { email: 'admin@acme.test', name: 'Ada Lovelace' });
    await createCompanyAs(app, admin, 'acme', 'Acme <Labs>');
    leader = await joinCompany(app, admin, 'acme', { email: 'lead@acme.test', role: 'leader' });
    employee = await joinCompany(app, admin, 'acme', { email: 'emp@acme.test' });
    otherAdmin = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, otherAdmin, 'globex');
    const team = await app.request(
      '/api/v1/companies/globex/teams',
      as(otherAdmin, jsonRequest('POST', { name: 'Ventas' })),
    );
    otherTeamId = ((await team.json()) as { team: { id: string } }).team.id;
  }, 60_000);
  afterAll(async () => {
    await app.dispose();
    await smtp.stop();
  });

  it('gives a new company a schedule of every type, to everyone, on Tera’s templates', async () => {
    const list = await schedules();
    expect(list.map((s) => [s.type, s.time, s.days, s.active, s.templateId, s.recipients.kind])).toEqual([
      ['daily_reminder', '09:00', [1, 2, 3, 4, 5], true, null, 'everyone'],
      ['payment_failed', '09:00', [1, 2, 3, 4, 5, 6, 7], true, null, 'everyone'],
      ['survey_invitation', '09:30', [1, 2, 3, 4, 5], true, null, 'everyone'],
      ['survey_reminder', '10:00', [1, 2, 3, 4, 5], true, null, 'everyone'],
      ['trial_ending', '09:00', [1, 2, 3, 4, 5, 6, 7], true, null, 'everyone'],
      ['weekly_digest', '08:30', [1], true, null, 'everyone'],
    ]);
  });

  it('lists Tera’s templates first, each the default until the company saves its own', async () => {
    const before = await templates();
    expect(before.map((t) => [t.id, t.builtIn, t.isDefault])).toEqual([
      ['builtin-daily_reminder', true, true],
      ['builtin-weekly_digest', true, true],
      ['builtin-survey_invitation', true, true],
      ['builtin-survey_reminder', true, true],
      ['builtin-trial_ending', true, true],
      ['builtin-payment_failed', true, true],
    ]);
    expect(before[0]!.variables).toContain('checkinLink');
    expect(before[2]!.variables).toEqual([
      'name',
      'firstName',
      'company',
      'survey',
      'closesOn',
      'surveyLink',
      'message',
    ]);

    const first = await post('/templates', {
      name: 'Cálido',
      type: 'daily_reminder',
      content: reminderContent(),
      isDefault: true,
    });
    expect(first.status).toBe(201);
    const firstId = ((await first.json()) as { template: TemplateBody }).template.id;
    const second = await post('/templates', {
      name: 'Breve',
      type: 'daily_reminder',
      content: reminderContent('Check-in'),
      isDefault: true,
    });
    const secondId = ((await second.json()) as { template: TemplateBody }).template.id;

    const after = await templates();
    expect(after.map((t) => [t.name, t.isDefault])).toEqual([
      [DEFAULT_TEMPLATES.daily_reminder.name.es, false],
      [DEFAULT_TEMPLATES.weekly_digest.name.es, true],
      [DEFAULT_TEMPLATES.survey_invitation.name.es, true],
      [DEFAULT_TEMPLATES.survey_reminder.name.es, true],
      [DEFAULT_TEMPLATES.trial_ending.name.es, true],
      [DEFAULT_TEMPLATES.payment_failed.name.es, true],
      ['Cálido', false],
      ['Breve', true],
    ]);

    const renamed = await put(`/templates/${firstId}`, {
      name: 'Cálido otra vez',
      type: 'daily_reminder',
      content: reminderContent(),
      isDefault: true,
    });
    expect(renamed.status).toBe(200);
    expect((await templates()).filter((t) => t.isDefault).map((t) => t.id)).toEqual([
      'builtin-weekly_digest',
      'builtin-survey_invitation',
      'builtin-survey_reminder',
      'builtin-trial_ending',
      'builtin-payment_failed',
      firstId,
    ]);

    expect((await call(`/templates/${secondId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/templates/${secondId}`, { method: 'DELETE' })).status).toBe(404);
    const builtIn = await put('/templates/builtin-daily_reminder', {
      name: 'Mío',
      type: 'daily_reminder',
      content: reminderContent(),
      isDefault: false,
    });
    expect(builtIn.status).toBe(404);
  });

  it('refuses a template naming a variable its type does not offer, or with a syntax error', async () => {
    const content = reminderContent();
    content.en.html = '<p>Your pay: {{ salary }}</p>';
    const unknown = await post('/templates', {
      name: 'X',
      type: 'daily_reminder',
      content,
      isDefault: false,
    });
    expect(unknown.status).toBe(422);
    const error = await errorOf(unknown);
    expect(error.reason).toBe('UNKNOWN_TEMPLATE_VARIABLE');
    expect(error.fields).toEqual({ 'content.en.html': ['salary'] });

    // The digest's figures are not a reminder's.
    const digestOnly = await post('/templates/preview', {
      type: 'daily_reminder',
      language: 'es',
      content: { subject: '{{ pulse }}', html: '<p>x</p>', text: 'x' },
    });
    expect((await errorOf(digestOnly)).fields).toEqual({ 'content.subject': ['pulse'] });

    const broken = reminderContent();
    broken.es.text = '{% if firstName %}sin cerrar';
    const syntax = await post('/templates', {
      name: 'X',
      type: 'daily_reminder',
      content: broken,
      isDefault: false,
    });
    expect(syntax.status).toBe(422);
    const syntaxError = await errorOf(syntax);
    expect(syntaxError.reason).toBe('TEMPLATE_SYNTAX');
    expect(Object.keys(syntaxError.fields ?? {})).toEqual(['content.es.text']);
  });

  it('previews a draft with the admin’s values, escaped in the HTML part only', async () => {
    const response = await post('/templates/preview', {
      type: 'daily_reminder',
      language: 'en',
      content: {
        subject: '{{ company }} for {{ firstName }}',
        html: '<p>{{ company }} · {{ date }}</p><a href="{{ checkinLink }}">go</a>',
        text: '{{ company }} {{ checkinLink }}',
      },
    });
    expect(response.status).toBe(200);
    const mail = (await response.json()) as { subject: string; html: string; text: string };
    expect(mail.subject).toBe('Acme <Labs> for Ada');
    expect(mail.html).toContain('Acme &lt;Labs&gt; · Monday, March 2');
    expect(mail.html).not.toContain('<Labs>');
    expect(mail.html).toContain('href="http://localhost:3000/dashboard"');
    expect(mail.text).toContain('Acme <Labs> http://localhost:3000/dashboard');
    // The footer no template removes, with a link that changes nothing.
    expect(mail.text).toContain('http://localhost:3000/unsubscribe/ejemplo');
  });

  it('escapes a script a value carries in the HTML part, not in the text part', async () => {
    const renamed = await app.request(
      '/api/v1/me/profile',
      as(admin, jsonRequest('PATCH', { fullName: '<script>alert(1)</script> Ada' })),
    );
    expect(renamed.status).toBe(200);
    const response = await post('/templates/preview', {
      type: 'daily_reminder',
      language: 'es',
      content: { subject: 'Hola', html: '<p>{{ name }}</p>', text: '{{ name }}' },
    });
    const mail = (await response.json()) as { html: string; text: string };
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ada');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<script>alert(1)</script> Ada');
  });

  it('sends a test to the caller’s own address through the mail server, marked as a test', async () => {
    const response = await post('/templates/test', {
      type: 'weekly_digest',
      language: 'es',
      content: DEFAULT_TEMPLATES.weekly_digest.content.es,
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ sentTo: 'admin@acme.test' });
    const mail = smtp.received.filter((m) => m.to.includes('admin@acme.test')).at(-1)!;
    expect(mail.decoded).toMatch(/Subject: \[Prueba\] Tu equipo la semana del 23 de febrero/);
    expect(mail.decoded).toContain('70 (ejemplo)');
    expect(mail.decoded).toContain('http://localhost:3000/panel-lider');
  });

  it('stops sending tests after ten in ten minutes, and says when to try again', async () => {
    const draft = {
      type: 'daily_reminder',
      language: 'en',
      content: DEFAULT_TEMPLATES.daily_reminder.content.en,
    };
    const statuses: number[] = [];
    // The test above sent one already.
    for (let i = 0; i < 10; i += 1) statuses.push((await post('/templates/test', draft)).status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(9);
    const refused = await post('/templates/test', draft);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('saves schedules naming a template of the company and its type, and teams of the company', async () => {
    const reminder = (await templates()).find((t) => t.name === 'Cálido otra vez')!;
    const created = await post('/schedules', scheduleInput({ templateId: reminder.id }));
    expect(created.status).toBe(201);
    const schedule = ((await created.json()) as { schedule: ScheduleBody & { customMessage: null } })
      .schedule;
    expect(schedule).toMatchObject({ days: [1, 3, 5], templateId: reminder.id, customMessage: null });

    const digest = await post(
      '/schedules',
      scheduleInput({ type: 'weekly_digest', templateId: reminder.id }),
    );
    expect(digest.status).toBe(422);
    expect((await errorOf(digest)).reason).toBe('TEMPLATE_TYPE_MISMATCH');

    const theirs = await post(
      '/templates',
      { name: 'Suyo', type: 'daily_reminder', content: reminderContent(), isDefault: false },
      otherAdmin,
      'globex',
    );
    const theirId = ((await theirs.json()) as { template: TemplateBody }).template.id;
    expect((await post('/schedules', scheduleInput({ templateId: theirId }))).status).toBe(404);

    const foreignTeam = await post(
      '/schedules',
      scheduleInput({ recipients: { kind: 'teams', teamIds: [otherTeamId] } }),
    );
    expect(foreignTeam.status).toBe(422);
    expect((await errorOf(foreignTeam)).reason).toBe('UNKNOWN_TEAM');

    // A template a schedule names stays, and keeps its type.
    const inUse = await call(`/templates/${reminder.id}`, { method: 'DELETE' });
    expect(inUse.status).toBe(409);
    expect((await errorOf(inUse)).reason).toBe('TEMPLATE_IN_USE');

    const updated = await put(`/schedules/${schedule.id}`, scheduleInput({ time: '11:00', active: false }));
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { schedule: ScheduleBody }).schedule).toMatchObject({
      time: '11:00',
      active: false,
    });
    expect((await call(`/schedules/${schedule.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/schedules/${schedule.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call(`/templates/${reminder.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('counts a schedule’s occurrences from the moment its timing changes, not from a new message', async () => {
    const [reminder] = await schedules();
    const dueFrom = async () =>
      (
        await app.deps.database.db
          .select({ dueFrom: notificationSchedules.dueFrom })
          .from(notificationSchedules)
          .where(eq(notificationSchedules.id, reminder!.id))
      )[0]!.dueFrom.toISOString();
    const old = new Date('2026-01-01T00:00:00Z');
    await app.deps.database.db
      .update(notificationSchedules)
      .set({ dueFrom: old })
      .where(eq(notificationSchedules.id, reminder!.id));
    const same = { time: '09:00', days: [1, 2, 3, 4, 5] };
    await put(`/schedules/${reminder!.id}`, scheduleInput({ ...same, customMessage: '¡Ánimo!' }));
    expect(await dueFrom()).toBe(old.toISOString());
    await put(`/schedules/${reminder!.id}`, scheduleInput({ ...same, days: [1, 2, 3, 4] }));
    expect(await dueFrom()).toBe(TEST_NOW);
  });

  it('is the business of the company’s admins only', async () => {
    for (const person of [leader, employee]) {
      for (const response of [
        await call('/schedules', {}, person),
        await call('/templates', {}, person),
        await call('/deliveries', {}, person),
        await post(
          '/templates/preview',
          { type: 'daily_reminder', language: 'es', content: reminderContent().es },
          person,
        ),
      ]) {
        expect(response.status).toBe(403);
        expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED', reason: 'FORBIDDEN_ROLE' });
      }
    }
    const [reminder] = await schedules();
    expect((await call('/schedules', {}, otherAdmin)).status).toBe(404);
    expect((await put(`/schedules/${reminder!.id}`, scheduleInput(), otherAdmin)).status).toBe(404);
    // Naming acme's schedule under globex finds nothing either.
    expect((await put(`/schedules/${reminder!.id}`, scheduleInput(), otherAdmin, 'globex')).status).toBe(404);
  });

  it('pages the delivery log newest first, filtered, with counts per status', async () => {
    const db = app.deps.database.db;
    const [reminder] = await schedules();
    const [company] = await db
      .select({ companyId: notificationSchedules.companyId, id: notificationSchedules.id })
      .from(notificationSchedules)
      .where(eq(notificationSchedules.id, reminder!.id));
    const statuses: DeliveryStatus[] = ['sent', 'sent', 'failed', 'bounced', 'skipped'];
    const rows = Array.from({ length: 60 }, (_, i) => ({
      companyId: company!.companyId,
      scheduleId: company!.id,
      occurrenceKey: company!.id,
      type: 'daily_reminder' as const,
      channel: 'email' as const,
      userId: i % 2 === 0 ? employee.userId : leader.userId,
      email: i % 2 === 0 ? employee.email : leader.email,
      occurrence: new Date(Date.UTC(2025, 11, 1) + i * 86_400_000).toISOString().slice(0, 10),
      status: statuses[i % statuses.length]!,
      reason: statuses[i % statuses.length] === 'failed' ? '421 4.7.0 Try again later' : null,
      // Two rows share each instant, so the cursor must tell them apart.
      createdAt: new Date(Date.parse('2026-02-01T08:00:00Z') + Math.floor(i / 2) * 60_000),
    }));
    await db.insert(notificationDeliveries).values(rows);

    const first = (await (await call('/deliveries')).json()) as DeliveryLogBody;
    expect(first.deliveries).toHaveLength(50);
    expect(first.counts).toEqual({ pending: 0, sent: 24, failed: 12, bounced: 12, skipped: 12 });
    const names = new Map([
      [leader.userId, { id: leader.userId, name: 'lead', email: leader.email }],
      [employee.userId, { id: employee.userId, name: 'emp', email: employee.email }],
    ]);
    for (const delivery of first.deliveries) expect(delivery.person).toEqual(names.get(delivery.person.id));
    const times = first.deliveries.map((d) => d.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]).toBe('2026-02-01T08:29:00.000Z');
    const second = (await (await call(`/deliveries?before=${first.cursor}`)).json()) as DeliveryLogBody;
    expect(second.deliveries).toHaveLength(10);
    expect(second.cursor).toBeNull();
    const seen = new Set([...first.deliveries, ...second.deliveries].map((d) => d.id));
    expect(seen.size).toBe(60);

    const failed = (await (
      await call(`/deliveries?status=failed&personId=${employee.userId}`)
    ).json()) as DeliveryLogBody;
    expect(failed.deliveries.every((d) => d.status === 'failed' && d.person.id === employee.userId)).toBe(
      true,
    );
    expect(failed.deliveries).toHaveLength(6);
    expect(failed.counts).toEqual({ pending: 0, sent: 0, failed: 6, bounced: 0, skipped: 0 });
    const bySchedule = (await (
      await call(`/deliveries?scheduleId=${company!.id}`)
    ).json()) as DeliveryLogBody;
    expect(bySchedule.counts.sent).toBe(24);
    expect((await call('/deliveries?before=nonsense')).status).toBe(400);
    expect((await call('/deliveries', {}, otherAdmin, 'globex')).status).toBe(200);
    const theirs = (await (await call('/deliveries', {}, otherAdmin, 'globex')).json()) as DeliveryLogBody;
    expect(theirs.deliveries).toEqual([]);
  });
});
