import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diamondProfileListSchema,
  evaluationCycleListSchema,
  evaluationListSchema,
  feedbackListSchema,
  observationListSchema,
} from '@tera/domain';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn, type TestPerson } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';

describe('the demo evaluations and observations', () => {
  let app: TestApp;
  let javier: TestPerson;
  let carlos: TestPerson;
  let ana: TestPerson;
  const get = async (person: TestPerson, path: string) =>
    (await app.request(`/api/v1${path}`, as(person))).json();

  beforeAll(async () => {
    app = await createTestApp();
    await seedDemoData(app.deps, 'http://localhost:3000');
    javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => app.dispose());

  it("give the leader last half-year's and this half-year's evaluation of each report", async () => {
    const { evaluations } = evaluationListSchema.parse(await get(carlos, '/evaluations?view=team'));
    const reports = DEMO_PEOPLE.filter((person) => person.leader === 'carlos').length;
    expect(evaluations).toHaveLength(reports * 2);
    expect(new Set(evaluations.map((evaluation) => evaluation.period)).size).toBe(2);
    expect(evaluations.some((evaluation) => evaluation.status === 'completed')).toBe(true);
    expect(evaluations.some((evaluation) => ['pending', 'draft'].includes(evaluation.status))).toBe(true);
  });

  it('show the employee their own, the scores only of the completed ones', async () => {
    const { evaluations } = evaluationListSchema.parse(await get(javier, '/evaluations?view=mine'));
    expect(evaluations).toHaveLength(2);
    for (const evaluation of evaluations) {
      expect(evaluation.content === null).toBe(evaluation.status !== 'completed');
    }
  });

  it("give the employee only the shared observations about them, never the leader's private one", async () => {
    const seen = observationListSchema.parse(await get(javier, '/observations')).observations;
    expect(seen).toHaveLength(2);
    expect(seen.every((observation) => observation.visibility === 'shared')).toBe(true);
    const written = observationListSchema.parse(
      await get(carlos, `/observations?employeeId=${javier.userId}`),
    );
    expect(written.observations.map((observation) => observation.visibility).sort()).toEqual([
      'private',
      'shared',
      'shared',
    ]);
    expect(observationListSchema.parse(await get(ana, '/observations')).observations).toEqual([]);
  });

  it('give the admin two cycles with their completion', async () => {
    const { cycles } = evaluationCycleListSchema.parse(await get(ana, '/companies/demo/evaluation-cycles'));
    expect(cycles).toHaveLength(2);
    const reports = DEMO_PEOPLE.filter((person) => person.leader !== undefined && person.inCompany).length;
    expect(cycles.map((cycle) => cycle.total)).toEqual([reports, reports]);
  });

  it('give the employee their diamond profile and feedback from a colleague, the leader those of the team', async () => {
    const own = diamondProfileListSchema.parse(await get(javier, '/diamond-profiles')).profiles;
    expect(own.map((profile) => profile.employee.id)).toEqual([javier.userId]);
    const team = diamondProfileListSchema.parse(await get(carlos, '/diamond-profiles')).profiles;
    expect(team).toHaveLength(DEMO_PEOPLE.filter((person) => person.leader === 'carlos').length);
    expect(feedbackListSchema.parse(await get(javier, '/feedback?box=received')).feedback).toHaveLength(1);
    expect(feedbackListSchema.parse(await get(javier, '/feedback?box=sent')).feedback).toHaveLength(1);
  });
});
