import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  careerPlanResponseSchema,
  careerRecommendationsSchema,
  trainingAssignmentListSchema,
  trainingCatalogueSchema,
} from '@tera/domain';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn, type TestPerson } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';

describe('the demo trainings and career plans', () => {
  let app: TestApp;
  let javier: TestPerson;
  let carlos: TestPerson;
  const get = async (person: TestPerson, path: string, method = 'GET') =>
    (await app.request(`/api/v1/companies/demo${path}`, as(person, { method }))).json();

  beforeAll(async () => {
    app = await createTestApp();
    await seedDemoData(app.deps, 'http://localhost:3000');
    javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => app.dispose());

  it('give the company a catalogue with video on its plan', async () => {
    const { trainings } = trainingCatalogueSchema.parse(await get(javier, '/trainings'));
    expect(trainings.length).toBeGreaterThanOrEqual(6);
    expect(trainings.some((training) => training.videoUrl !== null)).toBe(true);
    expect(trainings.some((training) => training.durationHours === null)).toBe(true);
  });

  it('give the demo employee a training in every status, overdue among them', async () => {
    const { assignments } = trainingAssignmentListSchema.parse(await get(javier, '/my-trainings'));
    expect(new Set(assignments.map((assignment) => assignment.status))).toEqual(
      new Set(['assigned', 'in_progress', 'completed', 'overdue', 'skipped']),
    );
  });

  it("show the leader their reports' trainings and a report's plan, ready for recommendations", async () => {
    const { assignments } = trainingAssignmentListSchema.parse(await get(carlos, '/training-assignments'));
    expect(new Set(assignments.map((assignment) => assignment.employee.name)).size).toBeGreaterThan(3);
    const { plan } = careerPlanResponseSchema.parse(await get(carlos, `/career-plans/${javier.userId}`));
    expect(plan).toMatchObject({ targetPosition: 'Desarrollador sénior', canWrite: true });
    const answer = careerRecommendationsSchema.parse(
      await get(carlos, `/career-plans/${javier.userId}/recommendations`, 'POST'),
    );
    expect(answer.skills).toContain('Mentoría');
  });

  it('are the same on every run', async () => {
    const other = await createTestApp();
    try {
      await seedDemoData(other.deps, 'http://localhost:3000');
      const again = await signIn(other, 'javier@demo.tera.local', DEMO_PASSWORD);
      const read = async (runner: TestApp, person: TestPerson) =>
        trainingAssignmentListSchema
          .parse(await (await runner.request('/api/v1/companies/demo/my-trainings', as(person))).json())
          .assignments.map(({ name, status, dueOn, assignmentType }) => ({
            name,
            status,
            dueOn,
            assignmentType,
          }));
      expect(await read(other, again)).toEqual(await read(app, javier));
    } finally {
      await other.dispose();
    }
  });
});
