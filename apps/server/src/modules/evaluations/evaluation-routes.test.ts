import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVALUATION_SCORE_KEYS, type Evaluation } from '@tera/domain';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { dailyCheckins } from '../../db/schema/index.ts';

const scores = { goals: 4, teamwork: 5, commitment: 4, adaptability: 3, problemSolving: 4, communication: 5 };
const texts = {
  achievements: 'Led the launch',
  improvements: 'Delegate more',
  nextSteps: 'Mentor Bea',
  notes: '',
};

describe('evaluations', () => {
  let app: TestApp;
  let admin: TestPerson;
  let boss: TestPerson;
  let leo: TestPerson;
  let olga: TestPerson;
  let ana: TestPerson;
  let outsider: TestPerson;
  let evaluationId: string;

  const call = (caller: TestPerson, method: string, path: string, body?: unknown) =>
    app.request(`/api/v1${path}`, as(caller, body === undefined ? { method } : jsonRequest(method, body)));
  const reasonOf = async (response: Response) =>
    ((await response.json()) as { error: { reason?: string } }).error.reason;
  const evaluationOf = async (response: Response) =>
    ((await response.json()) as { evaluation: Evaluation }).evaluation;
  const listOf = async (caller: TestPerson, view: string) =>
    ((await (await call(caller, 'GET', `/evaluations?view=${view}`)).json()) as { evaluations: Evaluation[] })
      .evaluations;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'admin@acme.test' });
    await createCompanyAs(app, admin, 'acme');
    boss = await joinCompany(app, admin, 'acme', { email: 'boss@acme.test', role: 'manager' });
    leo = await joinCompany(app, admin, 'acme', {
      email: 'leo@acme.test',
      role: 'leader',
      reportsTo: boss.userId,
    });
    olga = await joinCompany(app, admin, 'acme', { email: 'olga@acme.test', role: 'leader' });
    ana = await joinCompany(app, admin, 'acme', { email: 'ana@acme.test', reportsTo: leo.userId });
    outsider = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, outsider, 'globex');
  }, 90_000);
  afterAll(() => app.dispose());

  it('is started by the leader the person reports to, once per period', async () => {
    const created = await call(leo, 'POST', '/evaluations', { employeeId: ana.userId, period: '2026-H1' });
    expect(created.status).toBe(201);
    const evaluation = await evaluationOf(created);
    evaluationId = evaluation.id;
    expect(evaluation).toMatchObject({ status: 'pending', period: '2026-H1', employee: { id: ana.userId } });

    const again = await call(leo, 'POST', '/evaluations', { employeeId: ana.userId, period: '2026-h1' });
    expect(again.status).toBe(409);
    expect(await reasonOf(again)).toBe('EVALUATION_EXISTS');
  });

  it('is not started by another leader, an admin, the person, nor another company', async () => {
    for (const caller of [olga, admin, ana]) {
      const refused = await call(caller, 'POST', '/evaluations', {
        employeeId: ana.userId,
        period: '2026-Q3',
      });
      expect(refused.status).toBe(403);
    }
    const elsewhere = await call(outsider, 'POST', '/evaluations', {
      employeeId: ana.userId,
      period: '2026-Q3',
    });
    expect(elsewhere.status).toBe(404);
    expect((await call(leo, 'POST', '/evaluations', { employeeId: ana.userId, period: ' ' })).status).toBe(
      400,
    );
  });

  it('takes the person’s self-assessment before submission, and shows them no score until completed', async () => {
    const saved = await call(ana, 'PUT', `/evaluations/${evaluationId}/self-assessment`, {
      selfAssessment: 'A good half year',
    });
    expect(saved.status).toBe(200);
    const seen = await evaluationOf(saved);
    expect(seen.selfAssessment).toBe('A good half year');
    expect(seen.content).toBeNull();
    expect(
      (await call(leo, 'PUT', `/evaluations/${evaluationId}/self-assessment`, { selfAssessment: 'x' }))
        .status,
    ).toBe(403);
  });

  it("shows the person's own wellbeing to their evaluator only when they attach it, and takes it away when they stop", async () => {
    const row = (checkInDate: string, values: number[]) => ({
      userId: ana.userId,
      checkInDate,
      energy: values[0]!,
      motivation: values[1]!,
      mentalPressure: values[2]!,
      personalConcerns: values[3]!,
    });
    await app.deps.database.db.insert(dailyCheckins).values([
      // Outside the 90 days that end on the test's day (2026-03-02): never counted.
      row('2025-11-30', [1, 1, 10, 10]),
      row('2026-01-15', [8, 9, 3, 2]),
      row('2026-03-02', [6, 7, 5, 4]),
    ]);
    const attached = await call(ana, 'PUT', `/evaluations/${evaluationId}/self-assessment`, {
      selfAssessment: 'A good half year',
      attachWellbeing: true,
    });
    expect(attached.status).toBe(200);
    // Pulse scores 83 and 61 (pulse-score.ts's formula), so a mean of 72.
    const expected = {
      from: '2025-12-03',
      to: '2026-03-02',
      days: 2,
      pulse: 72,
      band: 'good',
      energy: 7,
      motivation: 8,
      mentalPressure: 4,
      personalConcerns: 3,
    };
    expect((await evaluationOf(attached)).selfWellbeing).toEqual(expected);
    expect(
      (await evaluationOf(await call(leo, 'GET', `/evaluations/${evaluationId}`))).selfWellbeing,
    ).toEqual(expected);
    for (const stranger of [olga, outsider]) {
      expect((await call(stranger, 'GET', `/evaluations/${evaluationId}`)).status).toBe(404);
    }

    await call(ana, 'PUT', `/evaluations/${evaluationId}/self-assessment`, {
      selfAssessment: 'A good half year',
    });
    expect(
      (await evaluationOf(await call(leo, 'GET', `/evaluations/${evaluationId}`))).selfWellbeing,
    ).toBeNull();
  });

  it('is written as a draft by the leader only, and needs the six scores to be submitted', async () => {
    const partial = await call(leo, 'PUT', `/evaluations/${evaluationId}`, {
      ...scores,
      teamwork: null,
      ...texts,
    });
    expect(partial.status).toBe(200);
    const draft = await evaluationOf(partial);
    expect(draft.status).toBe('draft');
    expect(draft.selfAssessment).toBe('A good half year');
    expect(draft.overallRating).toBeNull();

    const incomplete = await call(leo, 'POST', `/evaluations/${evaluationId}/submit`);
    expect(incomplete.status).toBe(409);
    expect(await reasonOf(incomplete)).toBe('EVALUATION_INCOMPLETE');

    expect(
      (await call(leo, 'PUT', `/evaluations/${evaluationId}`, { ...scores, goals: 6, ...texts })).status,
    ).toBe(400);
    expect((await call(ana, 'PUT', `/evaluations/${evaluationId}`, { ...scores, ...texts })).status).toBe(
      403,
    );
    expect((await call(olga, 'PUT', `/evaluations/${evaluationId}`, { ...scores, ...texts })).status).toBe(
      404,
    );
    expect((await call(outsider, 'GET', `/evaluations/${evaluationId}`)).status).toBe(404);
    expect((await call(olga, 'GET', `/evaluations/${evaluationId}`)).status).toBe(404);

    const full = await evaluationOf(
      await call(leo, 'PUT', `/evaluations/${evaluationId}`, { ...scores, ...texts }),
    );
    expect(full.overallRating).toBe(4.2);
    const submitted = await call(leo, 'POST', `/evaluations/${evaluationId}/submit`);
    expect(submitted.status).toBe(200);
    expect((await evaluationOf(submitted)).status).toBe('submitted');
  });

  it('closes the self-assessment once submitted', async () => {
    const late = await call(ana, 'PUT', `/evaluations/${evaluationId}/self-assessment`, {
      selfAssessment: 'Later',
    });
    expect(late.status).toBe(409);
    expect(await reasonOf(late)).toBe('EVALUATION_STATUS_CHANGE');
  });

  it("is decided by the leader's leader or an admin, never by the leader, and a rejection needs a reason", async () => {
    expect(
      (await call(leo, 'POST', `/evaluations/${evaluationId}/decision`, { decision: 'approve' })).status,
    ).toBe(403);
    expect(
      (await call(ana, 'POST', `/evaluations/${evaluationId}/decision`, { decision: 'approve' })).status,
    ).toBe(403);
    expect(
      (await call(olga, 'POST', `/evaluations/${evaluationId}/decision`, { decision: 'approve' })).status,
    ).toBe(404);
    expect(
      (await call(outsider, 'POST', `/evaluations/${evaluationId}/decision`, { decision: 'approve' })).status,
    ).toBe(404);
    expect(
      (await call(boss, 'POST', `/evaluations/${evaluationId}/decision`, { decision: 'reject', reason: '' }))
        .status,
    ).toBe(400);

    expect((await listOf(boss, 'approvals')).map((e) => e.id)).toEqual([evaluationId]);
    expect((await listOf(admin, 'approvals')).map((e) => e.id)).toEqual([evaluationId]);
    expect(await listOf(olga, 'approvals')).toEqual([]);

    const rejected = await call(boss, 'POST', `/evaluations/${evaluationId}/decision`, {
      decision: 'reject',
      reason: 'Add the launch figures',
    });
    expect(rejected.status).toBe(200);
    expect(await evaluationOf(rejected)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Add the launch figures',
    });

    const rewritten = await call(leo, 'PUT', `/evaluations/${evaluationId}`, {
      ...scores,
      ...texts,
      notes: 'Figures added',
    });
    expect((await evaluationOf(rewritten)).status).toBe('draft');
    await call(leo, 'POST', `/evaluations/${evaluationId}/submit`);
    const approved = await call(admin, 'POST', `/evaluations/${evaluationId}/decision`, {
      decision: 'approve',
    });
    expect((await evaluationOf(approved)).status).toBe('approved');
    const twice = await call(boss, 'POST', `/evaluations/${evaluationId}/decision`, { decision: 'approve' });
    expect(twice.status).toBe(409);
    expect(await reasonOf(twice)).toBe('EVALUATION_STATUS_CHANGE');
  });

  it('reaches the person when the leader completes it, and is acknowledged once', async () => {
    expect((await (await call(ana, 'GET', `/evaluations/${evaluationId}`)).json()) as object).toMatchObject({
      evaluation: { status: 'approved', content: null, overallRating: null },
    });
    expect((await call(boss, 'POST', `/evaluations/${evaluationId}/complete`)).status).toBe(403);
    const completed = await call(leo, 'POST', `/evaluations/${evaluationId}/complete`);
    expect((await evaluationOf(completed)).status).toBe('completed');

    const [mine] = await listOf(ana, 'mine');
    expect(mine).toMatchObject({
      id: evaluationId,
      overallRating: 4.2,
      content: { ...scores, notes: 'Figures added' },
    });

    const acknowledged = await call(ana, 'POST', `/evaluations/${evaluationId}/acknowledgement`, {
      comment: 'Thanks',
    });
    expect(await evaluationOf(acknowledged)).toMatchObject({ acknowledgementComment: 'Thanks' });
    const again = await call(ana, 'POST', `/evaluations/${evaluationId}/acknowledgement`, { comment: '' });
    expect(again.status).toBe(409);
    expect(
      (await call(leo, 'POST', `/evaluations/${evaluationId}/acknowledgement`, { comment: '' })).status,
    ).toBe(403);
  });

  it('carries nothing of wellbeing the person did not attach: only the evaluation’s own fields', async () => {
    const [mine] = await listOf(ana, 'mine');
    expect(Object.keys(mine!).sort()).toEqual(
      [
        'id',
        'companyId',
        'period',
        'status',
        'employee',
        'evaluator',
        'cycleId',
        'dueOn',
        'content',
        'overallRating',
        'selfAssessment',
        'selfWellbeing',
        'rejectionReason',
        'acknowledgedAt',
        'acknowledgementComment',
        'updatedAt',
        'employeeReportsTo',
        'evaluatorReportsTo',
      ].sort(),
    );
    expect(mine!.selfWellbeing).toBeNull();
    expect(Object.keys(mine!.content!).sort()).toEqual(
      [...EVALUATION_SCORE_KEYS, 'achievements', 'improvements', 'nextSteps', 'notes'].sort(),
    );
  });

  it('lists the team of the leader who leads them now', async () => {
    expect((await listOf(leo, 'team')).map((e) => e.id)).toEqual([evaluationId]);
    expect(await listOf(olga, 'team')).toEqual([]);
    expect(await listOf(outsider, 'team')).toEqual([]);
  });

  it('opens cycles for the admins: a pending evaluation for everyone with a leader, and its completion', async () => {
    const opened = await call(admin, 'POST', '/companies/acme/evaluation-cycles', {
      period: '2026-H2',
      dueOn: '2026-12-15',
      employeeIds: [],
    });
    expect(opened.status).toBe(201);
    const { cycle } = (await opened.json()) as { cycle: { id: string; total: number; completion: object } };
    // boss has no leader; leo reports to boss and ana to leo.
    expect(cycle.total).toBe(2);
    expect(cycle.completion).toMatchObject({ pending: 2, completed: 0 });

    const team = await listOf(leo, 'team');
    expect(team.find((e) => e.period === '2026-H2')).toMatchObject({
      status: 'pending',
      dueOn: '2026-12-15',
    });

    const listed = await call(admin, 'GET', '/companies/acme/evaluation-cycles');
    expect(((await listed.json()) as { cycles: { id: string }[] }).cycles.map((c) => c.id)).toEqual([
      cycle.id,
    ]);
    expect((await call(ana, 'GET', '/companies/acme/evaluation-cycles')).status).toBe(403);
    expect((await call(outsider, 'GET', '/companies/acme/evaluation-cycles')).status).toBe(404);
    expect(
      (
        await call(admin, 'POST', '/companies/acme/evaluation-cycles', {
          period: '2026',
          dueOn: 'soon',
          employeeIds: [],
        })
      ).status,
    ).toBe(400);
  });

  it("passes to the person's new leader", async () => {
    await call(admin, 'PATCH', `/companies/acme/people/${ana.userId}`, { reportsTo: olga.userId });
    const pending = (await listOf(olga, 'team')).find((e) => e.period === '2026-H2')!;
    expect((await call(olga, 'PUT', `/evaluations/${pending.id}`, { ...scores, ...texts })).status).toBe(200);
    expect((await call(leo, 'PUT', `/evaluations/${pending.id}`, { ...scores, ...texts })).status).toBe(404);
    expect((await listOf(leo, 'team')).map((e) => e.employee.id)).not.toContain(ana.userId);
  });
});
