import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TrainingAssignment, TrainingCatalogue } from '@tera/domain';
import { companies, companySubscriptions } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, jsonRequest, TEST_NOW, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

interface ErrorBody {
  error: { code: string; reason?: string; message: string; fields?: Record<string, string[]> };
}

const entry = {
  name: 'Liderazgo práctico',
  modality: 'Híbrido',
  source: 'Interno',
  durationHours: 6,
  description: 'Para quien lidera equipos',
  link: 'https://formacion.acme.test/liderazgo',
  videoUrl: 'https://video.acme.test/liderazgo',
};

describe('trainings', () => {
  let app: TestApp;
  // head leads lead, who leads ana; other leads bea; admin founded acme; outsider runs globex.
  let admin: TestPerson;
  let head: TestPerson;
  let lead: TestPerson;
  let other: TestPerson;
  let ana: TestPerson;
  let bea: TestPerson;
  let outsider: TestPerson;

  const url = (path: string, slug = 'acme') => `/api/v1/companies/${slug}${path}`;
  const get = (path: string, caller: TestPerson, slug = 'acme') => app.request(url(path, slug), as(caller));
  const send = (method: string, path: string, caller: TestPerson, body: unknown, slug = 'acme') =>
    app.request(url(path, slug), as(caller, jsonRequest(method, body)));
  const assignment = (changes: Record<string, unknown> = {}) => ({
    employeeId: ana.userId,
    trainingId: null,
    name: 'Excel avanzado',
    assignmentType: 'required',
    durationHours: 4,
    modality: 'Online',
    source: 'Externo',
    dueOn: '2026-03-20',
    ...changes,
  });
  const assign = async (caller: TestPerson, changes: Record<string, unknown> = {}) =>
    send('POST', '/training-assignments', caller, assignment(changes));
  const assigned = async (caller: TestPerson, changes: Record<string, unknown> = {}) => {
    const response = await assign(caller, changes);
    expect(response.status).toBe(201);
    return ((await response.json()) as { assignment: TrainingAssignment }).assignment;
  };
  const moveAs = (caller: TestPerson, id: string, move: string) =>
    send('POST', `/training-assignments/${id}/moves`, caller, { move });
  const myTrainings = async (caller: TestPerson) =>
    ((await (await get('/my-trainings', caller)).json()) as { assignments: TrainingAssignment[] })
      .assignments;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'admin@acme.test' });
    await createCompanyAs(app, admin, 'acme');
    head = await joinCompany(app, admin, 'acme', { email: 'head@acme.test', role: 'leader' });
    lead = await joinCompany(app, admin, 'acme', {
      email: 'lead@acme.test',
      role: 'leader',
      reportsTo: head.userId,
    });
    other = await joinCompany(app, admin, 'acme', { email: 'other@acme.test', role: 'leader' });
    ana = await joinCompany(app, admin, 'acme', { email: 'ana@acme.test', reportsTo: lead.userId });
    bea = await joinCompany(app, admin, 'acme', { email: 'bea@acme.test', reportsTo: other.userId });
    outsider = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, outsider, 'globex');
  }, 90_000);
  afterAll(() => app.dispose());

  describe('the catalogue', () => {
    let trainingId: string;

    it('is written by leaders and admins, with the spec’s fields', async () => {
      const created = await send('POST', '/trainings', lead, entry);
      expect(created.status).toBe(201);
      const { training } = (await created.json()) as { training: { id: string } };
      trainingId = training.id;
      expect(training).toMatchObject({ ...entry, videoLocked: false });
      expect(
        (await send('POST', '/trainings', admin, { ...entry, name: 'Excel', durationHours: null })).status,
      ).toBe(201);
    });

    it('is read by every person of the company, who may not change it', async () => {
      const read = await get('/trainings', ana);
      const catalogue = (await read.json()) as TrainingCatalogue;
      expect(catalogue.canManage).toBe(false);
      expect(catalogue.trainings.map((t) => t.name)).toEqual(['Excel', 'Liderazgo práctico']);
      const refused = await send('POST', '/trainings', ana, entry);
      expect(refused.status).toBe(403);
      expect((await send('PUT', `/trainings/${trainingId}`, ana, entry)).status).toBe(403);
      expect((await app.request(url(`/trainings/${trainingId}`), as(ana, { method: 'DELETE' }))).status).toBe(
        403,
      );
    });

    it('does not exist for another company', async () => {
      expect((await get('/trainings', outsider)).status).toBe(404);
      expect((await send('PUT', `/trainings/${trainingId}`, outsider, entry)).status).toBe(404);
      expect((await send('PUT', `/trainings/${trainingId}`, outsider, entry, 'globex')).status).toBe(404);
      const theirs = (await (await get('/trainings', outsider, 'globex')).json()) as TrainingCatalogue;
      expect(theirs.trainings).toEqual([]);
    });

    it('refuses a training without a name, with another modality or source, or with hours of zero', async () => {
      const refused = await send('POST', '/trainings', admin, {
        ...entry,
        name: '',
        modality: 'Remoto',
        source: 'Otro',
        durationHours: 0,
      });
      expect(refused.status).toBe(400);
      const { error } = (await refused.json()) as ErrorBody;
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['durationHours', 'modality', 'name', 'source']);
    });

    it('locks the video when the plan lacks videoTraining', async () => {
      const db = app.deps.database.db;
      const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme'));
      const setVideo = (on: boolean) =>
        db
          .update(companySubscriptions)
          .set({
            features: sql`${companySubscriptions.features} || ${JSON.stringify({ videoTraining: on })}::jsonb`,
          })
          .where(eq(companySubscriptions.companyId, acme!.id));
      await setVideo(false);
      const locked = (await (await get('/trainings', ana)).json()) as TrainingCatalogue;
      expect(locked.trainings.find((t) => t.id === trainingId)).toMatchObject({
        videoUrl: null,
        videoLocked: true,
      });
      expect(JSON.stringify(locked)).not.toContain('video.acme.test');
      await setVideo(true);
      const open = (await (await get('/trainings', ana)).json()) as TrainingCatalogue;
      expect(open.trainings.find((t) => t.id === trainingId)?.videoUrl).toBe(entry.videoUrl);
    });

    it('keeps a video hidden by the plan when an entry is changed without it', async () => {
      const { videoUrl: _hidden, ...withoutVideo } = entry;
      const changed = await send('PUT', `/trainings/${trainingId}`, head, {
        ...withoutVideo,
        name: 'Liderar',
      });
      expect(changed.status).toBe(200);
      const read = (await (await get('/trainings', head)).json()) as TrainingCatalogue;
      expect(read.trainings.find((t) => t.id === trainingId)).toMatchObject({
        name: 'Liderar',
        videoUrl: entry.videoUrl,
      });
    });

    it('changes and withdraws entries', async () => {
      const changed = await send('PUT', `/trainings/${trainingId}`, head, { ...entry, durationHours: 8 });
      expect(((await changed.json()) as { training: { durationHours: number } }).training.durationHours).toBe(
        8,
      );
      expect(
        (await app.request(url(`/trainings/${trainingId}`), as(head, { method: 'DELETE' }))).status,
      ).toBe(204);
      const after = (await (await get('/trainings', ana)).json()) as TrainingCatalogue;
      expect(after.trainings.map((t) => t.name)).toEqual(['Excel']);
    });
  });

  describe('assigning', () => {
    it('is for the person’s leader, that leader’s leader and an admin', async () => {
      for (const caller of [lead, head, admin]) {
        const made = await assigned(caller, { name: `De ${caller.email}` });
        expect(made).toMatchObject({
          status: 'assigned',
          employee: { id: ana.userId },
          assignedBy: { id: caller.userId },
        });
      }
    });

    it('is refused to another leader, the person, a colleague and another company', async () => {
      expect((await assign(other)).status).toBe(403);
      expect((await assign(ana)).status).toBe(403);
      expect((await assign(bea)).status).toBe(403);
      expect((await assign(outsider)).status).toBe(404);
      expect((await send('POST', '/training-assignments', outsider, assignment(), 'globex')).status).toBe(
        404,
      );
    });

    it('asks to complete the name, select the type, enter the duration and the due date', async () => {
      const refused = await assign(lead, { name: '', assignmentType: null, durationHours: null, dueOn: '' });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.fields).toEqual({
        name: ['validation.trainingName'],
        assignmentType: ['validation.trainingType'],
        durationHours: ['validation.trainingDuration'],
        dueOn: ['validation.trainingDueDate'],
      });
    });

    it('refuses a due date before today in the company’s zone', async () => {
      const refused = await assign(lead, { dueOn: '2026-03-01' });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.reason).toBe('TRAINING_DUE_IN_PAST');
      expect((await assign(lead, { dueOn: TEST_NOW.slice(0, 10) })).status).toBe(201);
    });

    it('refuses a catalogue training that is not in the company', async () => {
      const response = await assign(lead, { trainingId: '00000000-0000-4000-8000-000000000000' });
      expect(response.status).toBe(404);
    });

    it('is withdrawn while open by those who may assign, and stays once completed', async () => {
      const remove = (caller: TestPerson, id: string, slug = 'acme') =>
        app.request(url(`/training-assignments/${id}`, slug), as(caller, { method: 'DELETE' }));
      const open = await assigned(lead, { name: 'Por retirar' });
      expect((await remove(ana, open.id)).status).toBe(403);
      // Another leader is not told the assignment exists.
      expect((await remove(other, open.id)).status).toBe(404);
      expect((await remove(outsider, open.id, 'globex')).status).toBe(404);
      expect((await remove(lead, open.id)).status).toBe(204);
      expect((await myTrainings(ana)).map((a) => a.id)).not.toContain(open.id);
      expect((await remove(lead, open.id)).status).toBe(404);

      const done = await assigned(lead, { name: 'Hecha' });
      expect((await moveAs(ana, done.id, 'complete')).status).toBe(200);
      const refused = await remove(admin, done.id);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as ErrorBody).error.reason).toBe('TRAINING_STATUS_CHANGE');
      expect((await myTrainings(ana)).map((a) => a.id)).toContain(done.id);
    });

    it('lists the people each caller may assign to', async () => {
      const names = async (caller: TestPerson) =>
        ((await (await get('/training-people', caller)).json()) as { people: { id: string }[] }).people.map(
          (p) => p.id,
        );
      expect(await names(lead)).toEqual([ana.userId]);
      expect((await names(head)).sort()).toEqual([ana.userId, lead.userId].sort());
      expect(await names(ana)).toEqual([]);
      expect(await names(admin)).not.toContain(admin.userId);
      expect(await names(admin)).toEqual(expect.arrayContaining([ana.userId, bea.userId, lead.userId]));
    });

    it('shows each person’s assignments to those who assign, not to another leader', async () => {
      const ofAna = `/training-assignments?employeeId=${ana.userId}`;
      expect((await get(ofAna, other)).status).toBe(403);
      expect((await get(ofAna, bea)).status).toBe(403);
      const leadSees = (await (await get(ofAna, lead)).json()) as { assignments: TrainingAssignment[] };
      expect(leadSees.assignments.length).toBeGreaterThan(0);
      const otherSees = (await (await get('/training-assignments', other)).json()) as {
        assignments: TrainingAssignment[];
      };
      expect(otherSees.assignments).toEqual([]);
    });
  });

  describe('my trainings', () => {
    it('holds only the caller’s own', async () => {
      await assigned(other, { employeeId: bea.userId, name: 'Ventas consultivas' });
      expect((await myTrainings(ana)).every((a) => a.employee.id === ana.userId)).toBe(true);
      expect((await myTrainings(bea)).map((a) => a.name)).toEqual(['Ventas consultivas']);
    });

    it('the person starts, completes or skips along the open moves, and nobody else moves it', async () => {
      const first = await assigned(lead, { name: 'Comunicación eficaz' });
      expect((await moveAs(lead, first.id, 'start')).status).toBe(403);
      expect((await moveAs(admin, first.id, 'start')).status).toBe(403);
      expect((await moveAs(bea, first.id, 'start')).status).toBe(404);
      const started = await moveAs(ana, first.id, 'start');
      expect(((await started.json()) as { assignment: TrainingAssignment }).assignment.status).toBe(
        'in_progress',
      );
      const again = await moveAs(ana, first.id, 'start');
      expect(again.status).toBe(409);
      expect(((await again.json()) as ErrorBody).error.reason).toBe('TRAINING_STATUS_CHANGE');
      const done = await moveAs(ana, first.id, 'complete');
      expect(((await done.json()) as { assignment: TrainingAssignment }).assignment).toMatchObject({
        status: 'completed',
        completedAt: TEST_NOW,
      });
      expect((await moveAs(ana, first.id, 'skip')).status).toBe(409);

      const second = await assigned(lead, { name: 'Opcional' });
      const skipped = await moveAs(ana, second.id, 'skip');
      expect(((await skipped.json()) as { assignment: TrainingAssignment }).assignment.status).toBe(
        'skipped',
      );
    });

    it('reads as overdue once the due date has passed, and can still be completed', async () => {
      const late = await assigned(lead, { name: 'Seguridad', dueOn: '2026-03-05' });
      const done = await assigned(lead, { name: 'Hecha', dueOn: '2026-03-05' });
      await moveAs(ana, done.id, 'complete');
      const clock = app.deps.clock;
      app.deps.clock = fixedClock('2026-03-06T10:00:00.000Z');
      try {
        const mine = await myTrainings(ana);
        expect(mine.find((a) => a.id === late.id)).toMatchObject({
          status: 'overdue',
          storedStatus: 'assigned',
        });
        expect(mine.find((a) => a.id === done.id)?.status).toBe('completed');
        const completed = await moveAs(ana, late.id, 'complete');
        expect(((await completed.json()) as { assignment: TrainingAssignment }).assignment.status).toBe(
          'completed',
        );
      } finally {
        app.deps.clock = clock;
      }
    });

    it('another company’s people neither read nor move them', async () => {
      const mine = await myTrainings(ana);
      expect((await get('/my-trainings', outsider)).status).toBe(404);
      expect((await moveAs(outsider, mine[0]!.id, 'start')).status).toBe(404);
      const theirs = await app.request(
        url(`/training-assignments/${mine[0]!.id}/moves`, 'globex'),
        as(outsider, jsonRequest('POST', { move: 'start' })),
      );
      expect(theirs.status).toBe(404);
    });
  });
});
