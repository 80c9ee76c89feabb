import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxTicket, TicketDetail, TicketSummary } from '@tera/domain';
import { supportTickets } from '../../db/schema/index.ts';
import { ensureSuperAdmin } from '../super-admin/ensure-super-admin.ts';
import { createTestApp, jsonRequest, TEST_NOW, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, signUp, TEST_PASSWORD, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';

describe('support tickets', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let support: TestPerson;
  let admin: TestPerson;
  let employee: TestPerson;
  let colleague: TestPerson;
  let loner: TestPerson;

  const call = (caller: TestPerson, path: string, method = 'GET', body?: unknown) =>
    app.request(`/api/v1${path}`, as(caller, body === undefined ? { method } : jsonRequest(method, body)));
  const reason = async (response: Response) =>
    ((await response.json()) as { error: { reason?: string } }).error.reason;
  const fieldErrors = async (response: Response) =>
    ((await response.json()) as { error: { fields?: Record<string, string[]> } }).error.fields;
  const ticket = {
    title: 'No puedo entrar',
    description: 'Desde esta mañana la app me dice que mi sesión ha caducado.',
    category: 'account',
    priority: 'high',
  };
  const open = async (person: TestPerson, changes: Record<string, unknown> = {}) => {
    const response = await call(person, '/support/tickets', 'POST', { ...ticket, ...changes });
    expect(response.status).toBe(201);
    return ((await response.json()) as { ticket: TicketDetail }).ticket;
  };
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    await ensureSuperAdmin(
      { db: app.deps.database.db, now: new Date(TEST_NOW) },
      { email: 'soporte@tera.test', password: TEST_PASSWORD },
    );
    support = await signIn(app, 'soporte@tera.test');
    admin = await signUp(app, { email: 'admin@acme.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'acme');
    employee = await joinCompany(app, admin, 'acme', { email: 'eva@acme.test', name: 'Eva' });
    colleague = await joinCompany(app, admin, 'acme', { email: 'carlos@acme.test', name: 'Carlos' });
    loner = await signUp(app, { email: 'solo@example.test', name: 'Sol' });
  }, 120_000);
  afterAll(async () => {
    await app.dispose();
    await smtp.stop();
  });

  it('refuses a title or a description outside their limits, with the spec’s messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'abcd' }, 'title', 'validation.ticketTitleShort'],
      [{ title: 'a'.repeat(201) }, 'title', 'validation.ticketTitleLong'],
      [{ description: 'a'.repeat(19) }, 'description', 'validation.ticketDescriptionShort'],
      [{ description: 'a'.repeat(2001) }, 'description', 'validation.ticketDescriptionLong'],
      [{ category: undefined }, 'category', 'validation.choose'],
    ];
    for (const [changes, field, message] of cases) {
      const response = await call(employee, '/support/tickets', 'POST', { ...ticket, ...changes });
      expect(response.status).toBe(400);
      expect((await fieldErrors(response))?.[field]).toEqual([message]);
    }
    await open(employee, { title: 'a'.repeat(5), description: 'a'.repeat(20) });
    await open(employee, { title: 'b'.repeat(200), description: 'b'.repeat(2000) });
  });

  it('opens a ticket for anyone signed in, mails support, and lists it only to its person', async () => {
    const opened = await open(loner, { title: 'Cómo exporto mis datos', priority: 'low' });
    expect(opened).toMatchObject({ status: 'open', requesterName: 'Sol', companyName: null, messages: [] });
    expect(mailsTo('soporte@tera.test').some((mail) => mail.decoded.includes('Cómo exporto mis datos'))).toBe(
      true,
    );
    const own = (await (await call(loner, '/support/tickets')).json()) as { tickets: TicketSummary[] };
    expect(own.tickets.map((t) => t.id)).toEqual([opened.id]);
    const others = (await (await call(colleague, '/support/tickets')).json()) as { tickets: TicketSummary[] };
    expect(others.tickets).toEqual([]);
  });

  it('keeps the conversation between its person and support: not their admin, not a colleague', async () => {
    const opened = await open(employee);
    for (const outsider of [admin, colleague, loner]) {
      expect((await call(outsider, `/support/tickets/${opened.id}`)).status).toBe(404);
      expect(
        (await call(outsider, `/support/tickets/${opened.id}/messages`, 'POST', { body: 'hola' })).status,
      ).toBe(404);
      expect(
        (await call(outsider, `/support/tickets/${opened.id}/status`, 'PUT', { status: 'closed' })).status,
      ).toBe(404);
    }
    expect((await call(employee, '/admin/support/tickets')).status).toBe(403);
    expect((await call(support, `/support/tickets/${opened.id}`)).status).toBe(200);
  });

  it('follows the conversation: support answers, the person is mailed, first response recorded', async () => {
    const opened = await open(employee, { title: 'La app no carga' });
    const answered = await call(support, `/support/tickets/${opened.id}/messages`, 'POST', {
      body: '¿Nos dices qué navegador usas?',
    });
    expect(answered.status).toBe(201);
    const after = ((await answered.json()) as { ticket: TicketDetail }).ticket;
    expect(after).toMatchObject({ status: 'waiting_response', firstResponseAt: TEST_NOW });
    expect(after.messages).toMatchObject([{ fromSupport: true, body: '¿Nos dices qué navegador usas?' }]);
    expect(mailsTo('eva@acme.test').some((mail) => mail.decoded.includes('La app no carga'))).toBe(true);

    const mailsBefore = mailsTo('soporte@tera.test').length;
    const replied = await call(employee, `/support/tickets/${opened.id}/messages`, 'POST', {
      body: 'Firefox',
    });
    expect(((await replied.json()) as { ticket: TicketDetail }).ticket.status).toBe('in_progress');
    expect(mailsTo('soporte@tera.test').length).toBe(mailsBefore + 1);

    const inbox = (await (await call(support, '/admin/support/tickets?status=in_progress')).json()) as {
      tickets: InboxTicket[];
    };
    expect(inbox.tickets.find((t) => t.id === opened.id)).toMatchObject({
      requesterEmail: 'eva@acme.test',
      companyName: 'acme',
    });
  });

  it('lets support set any status and the person only close or reopen a resolved ticket', async () => {
    const opened = await open(employee, { title: 'Un estado tras otro' });
    const move = (person: TestPerson, status: string) =>
      call(person, `/support/tickets/${opened.id}/status`, 'PUT', { status });
    const refused = await move(employee, 'resolved');
    expect(refused.status).toBe(409);
    expect(await reason(refused)).toBe('TICKET_STATUS_CHANGE');
    expect((await move(support, 'resolved')).status).toBe(200);
    expect((await move(employee, 'open')).status).toBe(200);
    expect((await move(employee, 'closed')).status).toBe(200);
    expect((await move(employee, 'open')).status).toBe(409);

    const closed = await call(employee, `/support/tickets/${opened.id}/messages`, 'POST', {
      body: 'Una cosa más',
    });
    expect(closed.status).toBe(409);
    expect(await reason(closed)).toBe('TICKET_CLOSED');
    const [row] = await app.deps.database.db
      .select({ status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, opened.id));
    expect(row?.status).toBe('closed');
  });
});
