import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Observation } from '@tera/domain';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

const input = { observedOn: '2026-03-02', type: 'achievement', text: '', evidence: '' };

describe('observations', () => {
  let app: TestApp;
  let admin: TestPerson;
  let leo: TestPerson;
  let olga: TestPerson;
  let ana: TestPerson;
  let outsider: TestPerson;
  let sharedId: string;
  let privateId: string;

  const call = (caller: TestPerson, method: string, path: string, body?: unknown) =>
    app.request(`/api/v1${path}`, as(caller, body === undefined ? { method } : jsonRequest(method, body)));
  const listOf = async (caller: TestPerson, query = '') =>
    ((await (await call(caller, 'GET', `/observations${query}`)).json()) as { observations: Observation[] })
      .observations;

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

  it('are recorded by the leader the person reports to, with an optional text', async () => {
    const shared = await call(leo, 'POST', '/observations', {
      ...input,
      employeeId: ana.userId,
      visibility: 'shared',
      text: 'Ran the retro well',
    });
    expect(shared.status).toBe(201);
    sharedId = ((await shared.json()) as { observation: Observation }).observation.id;
    const kept = await call(leo, 'POST', '/observations', {
      ...input,
      employeeId: ana.userId,
      type: 'improvement',
      visibility: 'private',
      evidence: 'Missed two deadlines',
    });
    expect(kept.status).toBe(201);
    privateId = ((await kept.json()) as { observation: Observation }).observation.id;
  });

  it('are not recorded by another leader, an admin, the person or another company', async () => {
    const body = { ...input, employeeId: ana.userId, visibility: 'shared' };
    for (const caller of [olga, admin, ana])
      expect((await call(caller, 'POST', '/observations', body)).status).toBe(403);
    expect((await call(outsider, 'POST', '/observations', body)).status).toBe(404);
    expect((await call(leo, 'POST', '/observations', { ...body, visibility: 'public' })).status).toBe(400);
    expect((await call(leo, 'POST', '/observations', { ...body, text: 'x'.repeat(2001) })).status).toBe(400);
  });

  it('shows the person only the shared one, and the admins, other leaders and other companies none', async () => {
    expect((await listOf(leo)).map((o) => o.id).sort()).toEqual([sharedId, privateId].sort());
    expect((await listOf(ana)).map((o) => o.id)).toEqual([sharedId]);
    expect(await listOf(admin)).toEqual([]);
    expect(await listOf(olga)).toEqual([]);
    expect(await listOf(outsider, `?employeeId=${ana.userId}`)).toEqual([]);
  });

  it('are changed and deleted by their author only; a private one does not exist for anyone else', async () => {
    const changed = await call(leo, 'PUT', `/observations/${sharedId}`, {
      ...input,
      visibility: 'shared',
      text: 'Ran it very well',
    });
    expect(((await changed.json()) as { observation: Observation }).observation.text).toBe(
      'Ran it very well',
    );
    expect(
      (await call(ana, 'PUT', `/observations/${sharedId}`, { ...input, visibility: 'private' })).status,
    ).toBe(403);
    expect((await call(ana, 'DELETE', `/observations/${privateId}`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `/observations/${privateId}`)).status).toBe(404);
    expect((await call(outsider, 'DELETE', `/observations/${sharedId}`)).status).toBe(404);
  });

  it('on a change of leader: the shared one follows the person, the private one stays with its author', async () => {
    await call(admin, 'PATCH', `/companies/acme/people/${ana.userId}`, { reportsTo: olga.userId });
    expect((await listOf(olga, `?employeeId=${ana.userId}`)).map((o) => o.id)).toEqual([sharedId]);
    expect((await listOf(leo)).map((o) => o.id).sort()).toEqual([sharedId, privateId].sort());
    expect(
      (await call(olga, 'PUT', `/observations/${sharedId}`, { ...input, visibility: 'shared' })).status,
    ).toBe(403);
    expect((await call(leo, 'DELETE', `/observations/${privateId}`)).status).toBe(204);
    expect((await listOf(leo)).map((o) => o.id)).toEqual([sharedId]);
  });
});
