import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox, invitations } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, TEST_NOW, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { startSmtpSink, type ReceivedMail } from '../../../test/support/smtp-sink.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

interface InvitationBody {
  id: string;
  email: string;
  role: string;
  teamId: string | null;
  reportsTo: string | null;
  status: string;
  expiresAt: string;
}
interface ErrorBody {
  error: { code: string; reason?: string; blockReason?: string; currentPlan?: string; requiredPlan?: string };
}

function tokenIn(mail: ReceivedMail): string {
  const token = mail.decoded.match(
    /http:\/\/localhost:3000\/registration\?invitation=([A-Za-z0-9_-]{43})/,
  )?.[1];
  if (!token) throw new Error('no invitation link in the mail');
  return token;
}

describe('invitations (admin side)', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestPerson;
  let otherAdmin: TestPerson;
  let employee: TestPerson;
  let teamId: string;

  const path = (suffix = '', slug = 'acme') => `/api/v1/companies/${slug}/invitations${suffix}`;
  const invite = (body: Record<string, unknown>, caller = admin, slug = 'acme') =>
    app.request(path('', slug), as(caller, jsonRequest('POST', { role: 'employee', ...body })));
  async function listInvitations() {
    const response = await app.request(path(), as(admin));
    return ((await response.json()) as { invitations: InvitationBody[] }).invitations;
  }
  async function seats() {
    const response = await app.request('/api/v1/companies/acme/people', as(admin));
    return ((await response.json()) as { seats: { used: number; max: number } }).seats;
  }
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // PUBLIC_URL is left at its default, http://localhost:3000, which the links must start with.
    app = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });
    admin = await signUp(app, { email: 'admin@acme.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'acme', 'Acme Labs');
    const team = await app.request(
      '/api/v1/companies/acme/teams',
      as(admin, jsonRequest('POST', { name: 'Producto' })),
    );
    teamId = ((await team.json()) as { team: { id: string } }).team.id;
    employee = await joinCompany(app, admin, 'acme', { email: 'emp@acme.test' });
    otherAdmin = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, otherAdmin, 'globex');
  }, 60_000);
  afterAll(async () => {
    await app.dispose();
    await smtp.stop();
  });

  it('invites by e-mail: the mail reaches SMTP with who, where, what role, a button and 7 days', async () => {
    const response = await invite({
      email: ' Lucia@Acme.Test ',
      role: 'leader',
      teamId,
      reportsTo: admin.userId,
    });
    expect(response.status).toBe(201);
    const { invitation } = (await response.json()) as { invitation: InvitationBody };
    expect(invitation).toMatchObject({
      email: 'lucia@acme.test',
      role: 'leader',
      teamId,
      reportsTo: admin.userId,
      status: 'pending',
      expiresAt: new Date(Date.parse(TEST_NOW) + 7 * 86_400_000).toISOString(),
    });
    const [mail] = mailsTo('lucia@acme.test');
    expect(mail).toBeDefined();
    expect(mail!.decoded).toContain(
      'Ada Admin te ha invitado a unirte a Acme Labs en Tera con el rol de Líder.',
    );
    expect(mail!.decoded).toContain('Aceptar la invitación');
    expect(mail!.decoded).toContain('caduca en 7 días');
    expect(mail!.decoded).not.toContain('invited you');
    // Only the SHA-256 of the token is stored.
    const token = tokenIn(mail!);
    const [row] = await app.deps.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('leads in English, Spanish after, once the admin has switched to English', async () => {
    await app.request('/api/v1/me/profile', as(admin, jsonRequest('PATCH', { language: 'en' })));
    expect((await invite({ email: 'bilingual@acme.test', role: 'admin' })).status).toBe(201);
    const [mail] = mailsTo('bilingual@acme.test');
    const [stored] = await app.deps.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'bilingual@acme.test'));
    expect(stored?.subject).toBe(
      'Ada Admin invited you to join Acme Labs on Tera · Ada Admin te invita a unirte a Acme Labs en Tera',
    );
    expect(mail!.decoded).toContain('<html lang="en">');
    expect(mail!.decoded.indexOf('has invited you')).toBeLessThan(mail!.decoded.indexOf('te ha invitado'));
    expect(mail!.decoded).toContain('con el rol de Administrador');
    expect(mail!.decoded).toContain('Ada Admin has invited you to join Acme Labs on Tera as Administrator.');
    expect(mail!.decoded).toContain('expires in 7 days');
    await app.request('/api/v1/me/profile', as(admin, jsonRequest('PATCH', { language: 'es' })));
  });

  it('refuses members, addresses already invited, and teams or leaders of another company', async () => {
    const member = await invite({ email: 'EMP@acme.test' });
    expect(member.status).toBe(409);
    expect(((await member.json()) as ErrorBody).error.reason).toBe('ALREADY_MEMBER');
    const twice = await invite({ email: 'lucia@acme.test' });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as ErrorBody).error.reason).toBe('INVITATION_PENDING');
    const foreignTeam = await app.request(
      '/api/v1/companies/globex/teams',
      as(otherAdmin, jsonRequest('POST', { name: 'Ventas' })),
    );
    const foreignTeamId = ((await foreignTeam.json()) as { team: { id: string } }).team.id;
    const team = await invite({ email: 'x@acme.test', teamId: foreignTeamId });
    expect(((await team.json()) as ErrorBody).error.reason).toBe('UNKNOWN_TEAM');
    const leader = await invite({ email: 'x@acme.test', reportsTo: otherAdmin.userId });
    expect(((await leader.json()) as ErrorBody).error.reason).toBe('UNKNOWN_LEADER');
    expect((await invite({ email: 'x@acme.test', role: 'super_admin' })).status).toBe(400);
    expect((await invite({ email: 'no-es-un-correo' })).status).toBe(400);
    expect(mailsTo('x@acme.test')).toEqual([]);
  });

  it('resends with a new link and a new week; the old link dies', async () => {
    const [lucia] = (await listInvitations()).filter((i) => i.email === 'lucia@acme.test');
    const oldToken = tokenIn(mailsTo('lucia@acme.test')[0]!);
    const response = await app.request(path(`/${lucia!.id}/resend`), as(admin, { method: 'POST' }));
    expect(response.status).toBe(200);
    const mails = mailsTo('lucia@acme.test');
    expect(mails).toHaveLength(2);
    const newToken = tokenIn(mails[1]!);
    expect(newToken).not.toBe(oldToken);
    expect((await app.request(`/api/v1/invitations/${oldToken}`)).status).toBe(404);
    expect((await app.request(`/api/v1/invitations/${newToken}`)).status).toBe(200);
  });

  it('revokes: the link dies, the seat frees, and a second revoke changes nothing', async () => {
    expect((await invite({ email: 'gone@acme.test' })).status).toBe(201);
    const token = tokenIn(mailsTo('gone@acme.test')[0]!);
    const before = await seats();
    const gone = (await listInvitations()).find((i) => i.email === 'gone@acme.test')!;
    const response = await app.request(path(`/${gone.id}`), as(admin, { method: 'DELETE' }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { invitation: InvitationBody }).invitation.status).toBe('revoked');
    expect((await app.request(path(`/${gone.id}`), as(admin, { method: 'DELETE' }))).status).toBe(200);
    expect((await app.request(`/api/v1/invitations/${token}`)).status).toBe(404);
    expect((await seats()).used).toBe(before.used - 1);
    const resend = await app.request(path(`/${gone.id}/resend`), as(admin, { method: 'POST' }));
    expect(resend.status).toBe(409);
    expect(((await resend.json()) as ErrorBody).error.reason).toBe('INVITATION_NOT_PENDING');
  });

  it('stops at the plan’s seats: active people plus pending invitations', async () => {
    const { used, max } = await seats();
    expect(max).toBe(10);
    for (let i = used; i < max; i++) expect((await invite({ email: `fill${i}@acme.test` })).status).toBe(201);
    expect((await seats()).used).toBe(10);
    const refused = await invite({ email: 'one-too-many@acme.test' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error).toMatchObject({
      code: 'UNAUTHORIZED',
      reason: 'FEATURE_BLOCKED',
      blockReason: 'plan',
      currentPlan: 'professional',
      requiredPlan: 'professional',
    });
    expect(mailsTo('one-too-many@acme.test')).toEqual([]);
    const filler = (await listInvitations()).find((i) => i.email === `fill${used}@acme.test`)!;
    await app.request(path(`/${filler.id}`), as(admin, { method: 'DELETE' }));
    expect((await invite({ email: 'one-too-many@acme.test' })).status).toBe(201);
  });

  it('imports a CSV row by row, never past the seat limit', async () => {
    // Free three seats, so three valid rows fit and the fourth meets the limit.
    const fillers = (await listInvitations()).filter(
      (i) => i.email.startsWith('fill') && i.status === 'pending',
    );
    for (const filler of fillers.slice(0, 3)) {
      await app.request(path(`/${filler.id}`), as(admin, { method: 'DELETE' }));
    }
    const csv = [
      'email,role,team,leader_email',
      'nuevo1@acme.test,employee,producto,admin@acme.test',
      'no-es-un-correo,employee,,',
      'nuevo2@acme.test,jefe,,',
      'nuevo3@acme.test,,Marketing,',
      'nuevo4@acme.test,,,nadie@acme.test',
      'emp@acme.test,employee,,',
      'lucia@acme.test,employee,,',
      'NUEVO1@acme.test,leader,,',
      '"nuevo5@acme.test","Leader","Producto",""',
      'nuevo6@acme.test,employee,,,extra',
      '',
      'nuevo7@acme.test',
      'nuevo8@acme.test,employee',
    ].join('\n');
    const response = await app.request(path('/import'), as(admin, jsonRequest('POST', { csv })));
    expect(response.status).toBe(200);
    const { rows } = (await response.json()) as {
      rows: Array<{ line: number; email: string; status: string; error?: string }>;
    };
    expect(rows).toEqual([
      { line: 2, email: 'nuevo1@acme.test', status: 'invited' },
      { line: 3, email: 'no-es-un-correo', status: 'error', error: 'invalidEmail' },
      { line: 4, email: 'nuevo2@acme.test', status: 'error', error: 'invalidRole' },
      { line: 5, email: 'nuevo3@acme.test', status: 'error', error: 'unknownTeam' },
      { line: 6, email: 'nuevo4@acme.test', status: 'error', error: 'unknownLeader' },
      { line: 7, email: 'emp@acme.test', status: 'error', error: 'alreadyMember' },
      { line: 8, email: 'lucia@acme.test', status: 'error', error: 'alreadyInvited' },
      { line: 9, email: 'NUEVO1@acme.test', status: 'error', error: 'duplicateInFile' },
      { line: 10, email: 'nuevo5@acme.test', status: 'invited' },
      { line: 11, email: 'nuevo6@acme.test', status: 'error', error: 'malformedRow' },
      { line: 13, email: 'nuevo7@acme.test', status: 'invited' },
      { line: 14, email: 'nuevo8@acme.test', status: 'error', error: 'seatLimit' },
    ]);
    expect((await seats()).used).toBe(10);
    const imported = (await listInvitations()).filter((i) => /^nuevo[157]@/.test(i.email));
    expect(imported.map((i) => [i.email, i.role, i.teamId !== null])).toEqual(
      expect.arrayContaining([
        ['nuevo1@acme.test', 'employee', true],
        ['nuevo5@acme.test', 'leader', true],
        ['nuevo7@acme.test', 'employee', false],
      ]),
    );
    expect(imported.find((i) => i.email === 'nuevo1@acme.test')!.reportsTo).toBe(admin.userId);
    for (const email of ['nuevo1@acme.test', 'nuevo5@acme.test', 'nuevo7@acme.test']) {
      expect(mailsTo(email)).toHaveLength(1);
    }
    expect(mailsTo('nuevo8@acme.test')).toEqual([]);
    const empty = await app.request(
      path('/import'),
      as(admin, jsonRequest('POST', { csv: 'email,role\n\n' })),
    );
    expect(empty.status).toBe(400);
  });

  it('keeps each company’s invitations to its own admins', async () => {
    const lucia = (await listInvitations()).find((i) => i.email === 'lucia@acme.test')!;
    const foreign = await app.request(path(), as(otherAdmin));
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('lucia');
    expect((await invite({ email: 'spy@acme.test' }, otherAdmin)).status).toBe(404);
    expect((await app.request(path(`/${lucia.id}/resend`), as(otherAdmin, { method: 'POST' }))).status).toBe(
      404,
    );
    // Under its own slug, globex's admin still cannot reach acme's invitation.
    expect(
      (await app.request(path(`/${lucia.id}/resend`, 'globex'), as(otherAdmin, { method: 'POST' }))).status,
    ).toBe(404);
    expect(
      (await app.request(path(`/${lucia.id}`, 'globex'), as(otherAdmin, { method: 'DELETE' }))).status,
    ).toBe(404);
    expect((await listInvitations()).find((i) => i.email === 'lucia@acme.test')!.status).toBe('pending');
    expect((await app.request(path(), as(employee))).status).toBe(403);
    expect((await invite({ email: 'friend@acme.test' }, employee)).status).toBe(403);
  });
});
