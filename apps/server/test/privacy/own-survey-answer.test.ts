import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES, type SurveyDetail, type SurveyResults } from '@tera/domain';
import { createTestApp, jsonRequest, type TestApp } from '../support/test-app.ts';
import { as, type TestPerson } from '../support/sessions.ts';
import { companyWithTeams, type CompanyWithTeams } from '../support/company-teams.ts';
import { setDay } from './attacker-view.ts';

const DAY = '2027-02-01';
const engagement = BUILT_IN_TEMPLATES.find((template) => template.key === 'engagement')!;
const answers = (meaning: number) => ({
  meaning,
  growth: 3,
  recognition: 5,
  autonomy: 4,
  'manager-support': 2,
  belonging: 5,
  enps: 9,
  improve: `comment ${meaning}`,
});

// The admin is in a team of five and answers her own company's survey. Five reach the survey's
// threshold, but she knows her own answer: the team's figure less hers is four other people.
describe('an admin reading a survey she answered', () => {
  let app: TestApp;
  let company: CompanyWithTeams;
  let results: SurveyResults;

  const call = (caller: TestPerson, path: string, method = 'GET', body?: unknown) =>
    app.request(path, as(caller, body === undefined ? { method } : jsonRequest(method, body)));

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    setDay(app, `${DAY}T09:00:00.000Z`);
    company = await companyWithTeams(app, 'votes', { Producto: 4, Ventas: 5 });
    const { admin } = company;
    const joined = await call(admin, `/api/v1/companies/votes/people/${admin.userId}`, 'PATCH', {
      teamId: company.teams.Producto,
    });
    expect(joined.status).toBe(200);
    const base = '/api/v1/companies/votes/surveys';
    const created = await call(admin, base, 'POST', {
      title: engagement.title,
      description: engagement.description,
      languages: ['es', 'en'],
      mode: 'anonymous',
      content: engagement.content,
    });
    const { survey } = (await created.json()) as { survey: SurveyDetail };
    const launched = await call(admin, `${base}/${survey.id}/launch`, 'POST', {
      audience: { kind: 'everyone' },
      opensOn: DAY,
      closesOn: '2027-02-05',
      recurrence: 'none',
    });
    expect(launched.status).toBe(200);
    const everyone = [admin, ...company.members.Producto!, ...company.members.Ventas!];
    for (const [i, person] of everyone.entries()) {
      const submitted = await call(
        person,
        `/api/v1/companies/votes/my-surveys/${survey.id}/submission`,
        'POST',
        { answers: answers(1 + (i % 5)) },
      );
      expect(submitted.status).toBe(201);
    }
    expect((await call(admin, `${base}/${survey.id}/close`, 'POST')).status).toBe(200);
    results = (await (await call(admin, `${base}/${survey.id}/results`)).json()) as SurveyResults;
  }, 120_000);
  afterAll(() => app.dispose());

  it('shows her no figure, nor difference of two, of fewer others than the threshold', () => {
    const threshold = results.thresholds.scores;
    const meaning = results.questions.find((question) => question.id === 'meaning')!;
    const shown = Object.keys(meaning.figures);
    expect(shown).toContain('all');
    // Who each figure covers, by the groups the test made.
    const ids = (people: readonly TestPerson[]) => new Set(people.map((person) => person.userId));
    const covers: Record<string, Set<string>> = {
      all: ids([company.admin, ...company.members.Producto!, ...company.members.Ventas!]),
      [`team:${company.teams.Producto}`]: ids([company.admin, ...company.members.Producto!]),
      [`team:${company.teams.Ventas}`]: ids(company.members.Ventas!),
    };
    const others = (people: Set<string>) => [...people].filter((id) => id !== company.admin.userId).length;
    const tooFew: string[] = [];
    for (const a of shown) {
      const covered = others(covers[a]!);
      if (covered > 0 && covered < threshold) tooFew.push(a);
      for (const b of shown) {
        if (a === b || ![...covers[b]!].every((id) => covers[a]!.has(id))) continue;
        const rest = new Set([...covers[a]!].filter((id) => !covers[b]!.has(id)));
        if (others(rest) > 0 && others(rest) < threshold) tooFew.push(`${a} less ${b}`);
      }
    }
    expect(tooFew).toEqual([]);
  });
});
