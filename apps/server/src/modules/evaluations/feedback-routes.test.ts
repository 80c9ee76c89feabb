import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiamondProfile, Feedback } from '@tera/domain';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

describe('feedback and diamond profiles', () => {
  let app: TestApp;
  let admin: TestPerson;
  let leo: TestPerson;
  let olga: TestPerson;
  let ana: TestPerson;
  let outsider: TestPerson;
  let feedbackId: string;

  const call = (caller: TestPerson, method: string, path: string, body?: unknown) =>
    app.request(`/api/v1${path}`, as(caller, body === undefined ? { method } : jsonRequest(method, body)));
  const feedbackOf = async (caller: TestPerson, box: string) =>
    ((await (await call(caller, 'GET', `/feedback?box=${box}`)).json()) as { feedback: Feedback[] }).feedback;
  const profilesOf = async (caller: TestPerson) =>
    ((await (await call(caller, 'GET', '/diamond-profiles')).json()) as { profiles: DiamondProfile[] })
      .profiles;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'admin@acme.test' });
    await createCompanyAs(app, admin, 'acme');
    leo = await joinCompany(app, admin, 'acme', { email: 'leo@acme.test', role: 'leader' });
    olga = await joinCompany(app, admin, 'acme', { email: 'olga@acme.test', role: 'leader' });
    ana = await joinCompany(app, admin, 'acme', { email: 'ana@acme.test', reportsTo: leo.userId });
    outsider = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, outsider, 'globex');
  }, 90_000);
  afterAll(() => app.dispose());

  it('offers the company’s other people as recipients', async () => {
    const answer = await call(ana, 'GET', '/feedback/recipients');
    const names = ((await answer.json()) as { recipients: { id: string }[] }).recipients.map((r) => r.id);
    expect(names.sort()).toEqual([admin.userId, leo.userId, olga.userId].sort());
    const elsewhere = await call(outsider, 'GET', '/feedback/recipients');
    expect(((await elsewhere.json()) as { recipients: unknown[] }).recipients).toEqual([]);
  });

  it('is sent by any colleague, by category, never to oneself nor across companies', async () => {
    const sent = await call(olga, 'POST', '/feedback', {
      receiverId: ana.userId,
      category: 'collaboration',
      message: 'Gracias por ayudarme con la demo',
    });
    expect(sent.status).toBe(201);
    feedbackId = ((await sent.json()) as { feedback: Feedback }).feedback.id;
    const own = { receiverId: ana.userId, category: 'recognition', message: 'Yo' };
    expect((await call(ana, 'POST', '/feedback', own)).status).toBe(403);
    expect((await call(outsider, 'POST', '/feedback', own)).status).toBe(404);
    expect((await call(olga, 'POST', '/feedback', { ...own, category: 'gossip' })).status).toBe(400);
    expect((await call(olga, 'POST', '/feedback', { ...own, message: ' ' })).status).toBe(400);
  });

  it("is read by sender and receiver, and by the receiver's leader while visible; never by an admin", async () => {
    expect((await feedbackOf(ana, 'received')).map((f) => f.id)).toEqual([feedbackId]);
    expect((await feedbackOf(olga, 'sent')).map((f) => f.id)).toEqual([feedbackId]);
    expect((await feedbackOf(leo, 'team')).map((f) => f.id)).toEqual([feedbackId]);
    expect(await feedbackOf(admin, 'team')).toEqual([]);
    expect(await feedbackOf(outsider, 'received')).toEqual([]);
  });

  it('is hidden by the receiver only, and then its leader no longer reads it', async () => {
    expect((await call(olga, 'PATCH', `/feedback/${feedbackId}`, { isVisible: false })).status).toBe(403);
    expect((await call(leo, 'PATCH', `/feedback/${feedbackId}`, { isVisible: false })).status).toBe(403);
    expect((await call(admin, 'PATCH', `/feedback/${feedbackId}`, { isVisible: false })).status).toBe(404);
    const hidden = await call(ana, 'PATCH', `/feedback/${feedbackId}`, { isVisible: false });
    expect(((await hidden.json()) as { feedback: Feedback }).feedback.isVisible).toBe(false);
    expect(await feedbackOf(leo, 'team')).toEqual([]);
    expect((await call(leo, 'PATCH', `/feedback/${feedbackId}`, { isVisible: true })).status).toBe(404);
    expect((await feedbackOf(olga, 'sent')).map((f) => f.isVisible)).toEqual([false]);
  });

  it("diamond profile: set by the person's leader, seen by the person and that leader only", async () => {
    const body = { level: 'futureLeader', categories: ['teamwork', 'communication'] };
    for (const caller of [olga, admin, ana]) {
      expect((await call(caller, 'PUT', `/diamond-profiles/${ana.userId}`, body)).status).toBe(403);
    }
    expect((await call(outsider, 'PUT', `/diamond-profiles/${ana.userId}`, body)).status).toBe(404);
    expect(
      (await call(leo, 'PUT', `/diamond-profiles/${ana.userId}`, { ...body, level: 'hero' })).status,
    ).toBe(400);
    const set = await call(leo, 'PUT', `/diamond-profiles/${ana.userId}`, body);
    expect(set.status).toBe(200);
    await call(leo, 'PUT', `/diamond-profiles/${ana.userId}`, { ...body, level: 'potentialMentor' });

    expect(await profilesOf(ana)).toMatchObject([
      { employee: { id: ana.userId }, level: 'potentialMentor', categories: ['teamwork', 'communication'] },
    ]);
    expect((await profilesOf(leo)).map((p) => p.employee.id)).toEqual([ana.userId]);
    expect(await profilesOf(admin)).toEqual([]);
    expect(await profilesOf(olga)).toEqual([]);
    expect(await profilesOf(outsider)).toEqual([]);
  });
});
