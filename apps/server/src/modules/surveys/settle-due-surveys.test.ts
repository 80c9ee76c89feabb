import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '@tera/domain';
import { surveyInvitees, surveyProgress, surveyResponses, surveys } from '../../db/schema/index.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { settleDueSurveys } from './settle-due-surveys.ts';

// The app's clock reads Monday 2 March 2026; the company keeps Madrid's calendar (UTC+1).
describe('the surveys’ calendar, kept without anyone opening them', () => {
  let app: TestApp;
  let admin: TestPerson;
  let uno: TestPerson;
  let surveyId: string;
  const engagement = BUILT_IN_TEMPLATES.find((template) => template.key === 'engagement')!;
  const runs = () =>
    app.deps.database.db
      .select({
        id: surveys.id,
        status: surveys.status,
        opensOn: surveys.opensOn,
        closesOn: surveys.closesOn,
      })
      .from(surveys)
      .orderBy(asc(surveys.opensOn));

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUp(app, { email: 'admin@calendario.test' });
    await createCompanyAs(app, admin, 'calendario');
    uno = await joinCompany(app, admin, 'calendario', { email: 'uno@calendario.test' });
    await joinCompany(app, admin, 'calendario', { email: 'dos@calendario.test' });
    const base = '/api/v1/companies/calendario/surveys';
    const created = await app.request(
      base,
      as(
        admin,
        jsonRequest('POST', {
          title: engagement.title,
          description: engagement.description,
          languages: ['es', 'en'],
          mode: 'anonymous',
          content: engagement.content,
        }),
      ),
    );
    surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;
    const launched = await app.request(
      `${base}/${surveyId}/launch`,
      as(
        admin,
        jsonRequest('POST', {
          audience: { kind: 'everyone' },
          opensOn: '2026-03-02',
          closesOn: '2026-03-06',
          recurrence: 'monthly',
        }),
      ),
    );
    expect(launched.status).toBe(200);
  }, 60_000);
  afterAll(() => app.dispose());

  it('mixes an open survey’s answers once their day has ended, and leaves it open until its closing day has', async () => {
    const submitted = await app.request(
      `/api/v1/companies/calendario/my-surveys/${surveyId}/submission`,
      as(
        uno,
        jsonRequest('POST', {
          answers: {
            meaning: 4,
            growth: 3,
            recognition: 5,
            autonomy: 4,
            'manager-support': 2,
            belonging: 5,
            enps: 9,
            improve: 'bien',
          },
        }),
      ),
    );
    expect(submitted.status).toBe(201);
    const db = app.deps.database.db;
    const mixed = () => db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
    expect(await settleDueSurveys(app.deps, new Date('2026-03-02T22:59:00Z'))).toBe(0);
    expect(await mixed()).toHaveLength(0);
    expect(await settleDueSurveys(app.deps, new Date('2026-03-02T23:00:30Z'))).toBe(0);
    expect((await mixed()).map((row) => [row.period, row.userId])).toEqual([['2026-03-02', null]]);
    expect(await db.select().from(surveyProgress).where(eq(surveyProgress.surveyId, surveyId))).toEqual([]);

    expect(await settleDueSurveys(app.deps, new Date('2026-03-06T22:59:00Z'))).toBe(0);
    expect(await runs()).toEqual([
      { id: surveyId, status: 'open', opensOn: '2026-03-02', closesOn: '2026-03-06' },
    ]);
  });

  it('then closes it and schedules the next run of a recurring survey, once however often it runs', async () => {
    const midnightInMadrid = new Date('2026-03-06T23:00:30Z');
    expect(await settleDueSurveys(app.deps, midnightInMadrid)).toBe(1);
    expect(await settleDueSurveys(app.deps, midnightInMadrid)).toBe(0);
    const [closed, next] = await runs();
    expect(closed).toEqual({ id: surveyId, status: 'closed', opensOn: '2026-03-02', closesOn: '2026-03-06' });
    expect(next).toMatchObject({ status: 'scheduled', opensOn: '2026-04-02', closesOn: '2026-04-06' });
    const asked = await app.deps.database.db
      .select()
      .from(surveyInvitees)
      .where(eq(surveyInvitees.surveyId, next!.id));
    expect(asked).toHaveLength(3);
  });

  it('opens the next run on its day', async () => {
    expect(await settleDueSurveys(app.deps, new Date('2026-04-01T21:59:00Z'))).toBe(0);
    expect(await settleDueSurveys(app.deps, new Date('2026-04-01T22:00:30Z'))).toBe(1);
    expect((await runs()).map((run) => run.status)).toEqual(['closed', 'open']);
  });
});
