import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mySurveysSchema, surveyListSchema, surveyResultsSchema } from '@tera/domain';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';

describe('the demo surveys', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedDemoData(app.deps, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => app.dispose());

  it('show the admin a closed survey with released results and an open one', async () => {
    const ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    const list = surveyListSchema.parse(
      await (await app.request('/api/v1/companies/demo/surveys', as(ana))).json(),
    );
    expect(list.surveys.map((survey) => survey.status).sort()).toEqual(['closed', 'open']);
    const closed = list.surveys.find((survey) => survey.status === 'closed')!;
    const results = surveyResultsSchema.parse(
      await (await app.request(`/api/v1/companies/demo/surveys/${closed.id}/results`, as(ana))).json(),
    );
    const meaning = results.questions.find((question) => question.id === 'meaning')!;
    expect(meaning.figures.all!.respondents).toBeGreaterThanOrEqual(10);
    const comments = results.questions.find((question) => question.id === 'improve')!.comments.all ?? [];
    expect(comments.length).toBeGreaterThanOrEqual(10);
  });

  it('leave the open survey for the demo employee to answer', async () => {
    const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    const mine = mySurveysSchema.parse(
      await (await app.request('/api/v1/companies/demo/my-surveys', as(javier))).json(),
    );
    expect(mine.surveys).toHaveLength(1);
    expect(mine.surveys[0]).toMatchObject({ mode: 'anonymous', started: false });
  });
});
