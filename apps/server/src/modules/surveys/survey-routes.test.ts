import ExcelJS from 'exceljs';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_TEMPLATES,
  PLAN_CATALOGUE,
  type SurveyDetail,
  type SurveyResults,
  type SurveyTemplate,
} from '@tera/domain';
import { companies, companySubscriptions } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

const TODAY = '2026-03-02';

describe('surveys', () => {
  let app: TestApp;
  let admin: TestPerson;
  let otherAdmin: TestPerson;
  let teamA: TestPerson[];
  let teamB: TestPerson[];
  let teamIds: { a: string; b: string };
  let surveyId: string;

  const base = '/api/v1/companies/acme/surveys';
  const call = (caller: TestPerson, path: string, method = 'GET', body?: unknown) =>
    app.request(path, as(caller, body === undefined ? { method } : jsonRequest(method, body)));
  const reason = async (response: Response) =>
    ((await response.json()) as { error: { reason?: string } }).error.reason;
  const engagement = BUILT_IN_TEMPLATES.find((template) => template.key === 'engagement')!;
  const draft = {
    title: engagement.title,
    description: engagement.description,
    languages: ['es', 'en'],
    mode: 'anonymous',
    content: engagement.content,
  };
  const fullAnswers = (comment: string) => ({
    meaning: 4,
    growth: 3,
    recognition: 5,
    autonomy: 4,
    'manager-support': 2,
    belonging: 5,
    enps: 9,
    improve: comment,
  });
  const submit = (person: TestPerson, answers: unknown) =>
    call(person, `/api/v1/companies/acme/my-surveys/${surveyId}/submission`, 'POST', { answers });
  const results = async () =>
    (await (await call(admin, `${base}/${surveyId}/results`)).json()) as SurveyResults;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'admin@acme.test' });
    await createCompanyAs(app, admin, 'acme');
    // A trial holds ten people; this company needs a dozen.
    await app.deps.database.db.update(companySubscriptions).set({ maxEmployees: 50 });
    const team = async (name: string) =>
      (
        (await (await call(admin, '/api/v1/companies/acme/teams', 'POST', { name })).json()) as {
          team: { id: string };
        }
      ).team.id;
    teamIds = { a: await team('Producto'), b: await team('Ventas') };
    teamA = [];
    for (let i = 0; i < 7; i += 1) {
      teamA.push(await joinCompany(app, admin, 'acme', { email: `a${i}@acme.test`, teamId: teamIds.a }));
    }
    teamB = [];
    for (let i = 0; i < 4; i += 1) {
      teamB.push(await joinCompany(app, admin, 'acme', { email: `b${i}@acme.test`, teamId: teamIds.b }));
    }
    otherAdmin = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, otherAdmin, 'globex');
  }, 120_000);
  afterAll(() => app.dispose());

  it('builds a survey from the team’s templates, saves it as the company’s own and duplicates it', async () => {
    const listed = (await (await call(admin, '/api/v1/companies/acme/survey-templates')).json()) as {
      templates: SurveyTemplate[];
    };
    expect(listed.templates.map((template) => template.id)).toEqual([
      'engagement',
      'enps',
      'onboarding',
      'wellbeing',
      'manager',
    ]);
    const created = await call(admin, base, 'POST', draft);
    expect(created.status).toBe(201);
    const { survey } = (await created.json()) as { survey: SurveyDetail };
    expect(survey).toMatchObject({ status: 'draft', mode: 'anonymous', questionCount: 8, respondents: null });
    surveyId = survey.id;

    const renamed = await call(admin, `${base}/${surveyId}`, 'PUT', {
      ...draft,
      title: { es: 'Clima', en: 'Climate' },
    });
    expect(((await renamed.json()) as { survey: SurveyDetail }).survey.title).toEqual({
      es: 'Clima',
      en: 'Climate',
    });
    const untranslated = await call(admin, `${base}/${surveyId}`, 'PUT', {
      ...draft,
      title: { es: 'Clima' },
    });
    expect(untranslated.status).toBe(400);

    expect((await call(admin, `${base}/${surveyId}/template`, 'POST')).status).toBe(201);
    const again = (await (await call(admin, '/api/v1/companies/acme/survey-templates')).json()) as {
      templates: SurveyTemplate[];
    };
    expect(again.templates.at(-1)).toMatchObject({ builtIn: false, title: { es: 'Clima', en: 'Climate' } });

    const copy = await call(admin, `${base}/${surveyId}/duplicate`, 'POST');
    expect(copy.status).toBe(201);
    const copyId = ((await copy.json()) as { survey: SurveyDetail }).survey.id;
    expect((await call(admin, `${base}/${copyId}`, 'DELETE')).status).toBe(204);
  });

  it('asks for professional for one’s own questions and for recurrence', async () => {
    const subscription = eq(
      companySubscriptions.companyId,
      sql`(select id from ${companies} where slug = 'acme')`,
    );
    const setPlan = (planType: 'starter' | 'professional') =>
      app.deps.database.db
        .update(companySubscriptions)
        .set({ planType, features: PLAN_CATALOGUE[planType].features })
        .where(subscription);
    await setPlan('starter');
    const own = {
      ...draft,
      content: [
        {
          id: 's',
          title: null,
          questions: [{ id: 'q', type: 'rating', text: { es: 'Mío', en: 'Mine' }, required: true }],
        },
      ],
    };
    const refused = await call(admin, base, 'POST', own);
    expect(refused.status).toBe(403);
    expect(await reason(refused)).toBe('FEATURE_BLOCKED');
    expect((await call(admin, base, 'POST', draft)).status).toBe(201);
    await setPlan('professional');
    expect((await call(admin, base, 'POST', own)).status).toBe(201);
  });

  it('is another company’s to nobody, and the admins’ alone', async () => {
    expect((await call(otherAdmin, `${base}/${surveyId}`)).status).toBe(404);
    expect((await call(otherAdmin, `/api/v1/companies/globex/surveys/${surveyId}`)).status).toBe(404);
    expect((await call(otherAdmin, `/api/v1/companies/globex/my-surveys/${surveyId}`)).status).toBe(404);
    expect((await call(teamA[0]!, `${base}/${surveyId}`)).status).toBe(403);
  });

  it('launches to two teams, frozen as they stand, and lists it to the people asked', async () => {
    const launched = await call(admin, `${base}/${surveyId}/launch`, 'POST', {
      audience: { kind: 'teams', teamIds: [teamIds.a, teamIds.b] },
      opensOn: TODAY,
      closesOn: '2026-03-06',
      recurrence: 'none',
    });
    expect(launched.status).toBe(200);
    expect(((await launched.json()) as { survey: SurveyDetail }).survey).toMatchObject({
      status: 'open',
      invited: 11,
    });
    expect((await call(admin, `${base}/${surveyId}`, 'PUT', draft)).status).toBe(409);

    const mine = (await (await call(teamB[0]!, '/api/v1/companies/acme/my-surveys')).json()) as {
      surveys: { id: string; mode: string }[];
    };
    expect(mine.surveys).toEqual([expect.objectContaining({ id: surveyId, mode: 'anonymous' })]);
    const adminsOwn = (await (await call(admin, '/api/v1/companies/acme/my-surveys')).json()) as {
      surveys: [];
    };
    expect(adminsOwn.surveys).toEqual([]);
  });

  it('saves progress, and takes one submission per person even when two arrive at once', async () => {
    const person = teamB[0]!;
    const path = `/api/v1/companies/acme/my-surveys/${surveyId}`;
    expect((await call(person, `${path}/progress`, 'PUT', { answers: { meaning: 4 } })).status).toBe(204);
    expect(((await (await call(person, path)).json()) as { answers: unknown }).answers).toEqual({
      meaning: 4,
    });
    expect((await call(person, `${path}/progress`, 'PUT', { answers: { meaning: 9 } })).status).toBe(400);

    const incomplete = await submit(person, { meaning: 4 });
    expect(incomplete.status).toBe(400);

    const both = await Promise.all([
      submit(person, fullAnswers('b0')),
      submit(person, fullAnswers('b0 again')),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const second = both.find((response) => response.status === 409)!;
    expect(await reason(second)).toBe('SURVEY_ALREADY_ANSWERED');
    expect((await call(person, path)).status).toBe(409);
  });

  it('shows nothing of an open survey’s day before the day has ended', async () => {
    for (const [i, person] of teamA.slice(0, 6).entries())
      expect((await submit(person, fullAnswers(`a${i}`))).status).toBe(201);
    for (const [i, person] of teamB.slice(1).entries())
      expect((await submit(person, fullAnswers(`b${i + 1}`))).status).toBe(201);
    const open = await results();
    expect(open.questions.every((question) => Object.keys(question.figures).length === 0)).toBe(true);
    expect(open.questions.every((question) => Object.keys(question.comments).length === 0)).toBe(true);
  });

  it('keeps who answered apart from what they answered: someone reading the tables cannot join them', async () => {
    expect((await call(admin, `${base}/${surveyId}/close`, 'POST')).status).toBe(200);
    const db = app.deps.database.db;
    const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const columns = async (table: string) =>
      await rowsOf<{ column_name: string; data_type: string }>(
        sql`select column_name, data_type from information_schema.columns where table_name = ${table} and table_schema = current_schema() order by ordinal_position`,
      );
    const responseColumns = await columns('survey_responses');
    expect(responseColumns.map((column) => column.column_name).sort()).toEqual(
      ['answers', 'department', 'id', 'period', 'survey_id', 'team_id', 'user_id'].sort(),
    );
    expect(responseColumns.filter((column) => /time/.test(column.data_type))).toEqual([]);
    expect((await columns('survey_respondents')).map((column) => column.column_name).sort()).toEqual([
      'survey_id',
      'user_id',
    ]);

    const responses = await rowsOf<{
      id: string;
      team_id: string | null;
      user_id: string | null;
      period: string;
      comment: string;
    }>(
      sql`select id, team_id, user_id, period::text as period, answers->>'improve' as comment from survey_responses where survey_id = ${surveyId}`,
    );
    const respondents = await rowsOf<{ user_id: string; team_id: string | null }>(
      sql`select r.user_id, i.team_id from survey_respondents r join survey_invitees i using (survey_id, user_id) where r.survey_id = ${surveyId}`,
    );
    expect(responses).toHaveLength(10);
    expect(respondents).toHaveLength(10);
    expect(responses.every((response) => response.user_id === null && response.period === TODAY)).toBe(true);
    expect(responses.every((response) => /^[0-9a-f]{8}-[0-9a-f]{4}-4/.test(response.id))).toBe(true);
    const pending = await rowsOf(sql`select 1 from survey_progress where survey_id = ${surveyId}`);
    expect(pending).toHaveLength(0);
    // Everything a respondent and a response have in common leaves each respondent among at least the threshold.
    for (const respondent of respondents) {
      const candidates = responses.filter(
        (response) => response.team_id === null || response.team_id === respondent.team_id,
      );
      expect(candidates.length).toBeGreaterThanOrEqual(5);
    }
    // A team of four could be told from the whole beside the other team, so no answer carries a team.
    expect(responses.filter((response) => response.team_id !== null)).toEqual([]);
    // Nor is the order stored the order they came in.
    const submitted = ['b0', ...teamA.slice(0, 6).map((_, i) => `a${i}`), 'b1', 'b2', 'b3'];
    const stored = (
      await rowsOf<{ comment: string }>(
        sql`select answers->>'improve' as comment from survey_responses where survey_id = ${surveyId} order by ctid`,
      )
    ).map((row) => row.comment);
    expect(stored).not.toEqual(submitted);
  });

  it('withholds the team of four and the team beside it, and shows the comments of ten', async () => {
    const closed = await results();
    const groups = Object.fromEntries(closed.groups.map((group) => [group.label ?? 'all', group]));
    expect(groups.all).toMatchObject({ invited: 11, respondents: 10 });
    expect(groups.Ventas).toMatchObject({ invited: 4, respondents: null });
    expect(groups.Producto).toMatchObject({ invited: 7, respondents: null });
    const meaning = closed.questions.find((question) => question.id === 'meaning')!;
    expect(Object.keys(meaning.figures)).toEqual(['all']);
    expect(meaning.figures.all).toMatchObject({ respondents: 10, mean: 4 });
    const enps = closed.questions.find((question) => question.id === 'enps')!;
    expect(enps.figures.all!.enps).toBe(100);
    expect(closed.named).toBeNull();
    const comments = closed.questions.find((question) => question.id === 'improve')!.comments.all!;
    expect([...comments].sort()).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'b0', 'b1', 'b2', 'b3']);
  });

  it('refuses answers once closed, and one answer more after reopening moves no figure', async () => {
    const late = teamA[6]!;
    const refused = await submit(late, fullAnswers('late'));
    expect(refused.status).toBe(409);
    expect(await reason(refused)).toBe('SURVEY_NOT_OPEN');

    expect((await call(admin, `${base}/${surveyId}/reopen`, 'POST', { closesOn: '2026-03-04' })).status).toBe(
      200,
    );
    expect((await submit(late, { ...fullAnswers('late'), meaning: 1 })).status).toBe(201);
    expect((await call(admin, `${base}/${surveyId}/close`, 'POST')).status).toBe(200);
    const after = await results();
    const meaning = after.questions.find((question) => question.id === 'meaning')!;
    expect(meaning.figures.all).toMatchObject({ respondents: 10, mean: 4 });
    expect(after.questions.find((question) => question.id === 'improve')!.comments.all).not.toContain('late');
  });

  it('exports the same figures as CSV and XLSX', async () => {
    const csv = await call(admin, `${base}/${surveyId}/export?format=csv&lang=es`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Todas las personas');
    expect(text).not.toContain('Ventas');
    expect(text).not.toContain('late');

    const xlsx = await call(admin, `${base}/${surveyId}/export?format=xlsx&lang=en`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('Everyone');
    expect(cells).toContain('My work is meaningful to me.');
  });

  it('names a confidential survey’s answers to the admins, and in its export', async () => {
    const created = await call(admin, base, 'POST', { ...draft, mode: 'confidential' });
    const confidential = ((await created.json()) as { survey: SurveyDetail }).survey.id;
    await call(admin, `${base}/${confidential}/launch`, 'POST', {
      audience: { kind: 'teams', teamIds: [teamIds.b] },
      opensOn: TODAY,
      closesOn: '2026-03-06',
      recurrence: 'none',
    });
    const answered = await call(
      teamB[0]!,
      `/api/v1/companies/acme/my-surveys/${confidential}/submission`,
      'POST',
      { answers: fullAnswers('con nombre') },
    );
    expect(answered.status).toBe(201);
    await call(admin, `${base}/${confidential}/close`, 'POST');
    const named = (await (await call(admin, `${base}/${confidential}/results`)).json()) as SurveyResults;
    expect(named.named).toEqual([
      expect.objectContaining({
        userId: teamB[0]!.userId,
        answers: expect.objectContaining({ improve: 'con nombre' }),
      }),
    ]);
    // Too few for any figure: the names are what its people agreed to, not a figure about them.
    expect(named.questions.every((question) => Object.keys(question.figures).length === 0)).toBe(true);
    const csv = await (await call(admin, `${base}/${confidential}/export?format=csv&lang=es`)).text();
    expect(csv).toContain('con nombre');
  });

  it('archives a closed survey, which then takes no other change', async () => {
    expect((await call(admin, `${base}/${surveyId}/archive`, 'POST')).status).toBe(200);
    const reopened = await call(admin, `${base}/${surveyId}/reopen`, 'POST', { closesOn: '2026-03-04' });
    expect(reopened.status).toBe(409);
    expect(await reason(reopened)).toBe('SURVEY_STATUS_CHANGE');
  });
});
