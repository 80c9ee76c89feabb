import {
  BUILT_IN_TEMPLATES,
  countQuestions,
  type SurveyDetail,
  type SurveyDraft,
  type SurveyResults,
  type SurveyToAnswer,
} from '@tera/domain';
import { i18n } from '../lib/i18n';
import { fakeApi, type ApiAnswer } from './fake-api';

const BASE = '/api/v1/companies/acme';
export const SURVEY_ID = '7d1f2a3b-4c5d-4e6f-8a9b-000000000001';
export const TEAM_ID = '0b7c9d1e-2f3a-4b5c-8d6e-000000000001';

export async function loadSurveysTexts(): Promise<void> {
  await i18n.loadNamespaces(['surveys']);
}

export const engagement = BUILT_IN_TEMPLATES[0]!;

export function surveyDetail(overrides: Partial<SurveyDetail> = {}): SurveyDetail {
  return {
    id: SURVEY_ID,
    title: engagement.title,
    description: engagement.description,
    languages: ['es', 'en'],
    mode: 'anonymous',
    status: 'draft',
    questionCount: countQuestions(engagement.content),
    opensOn: null,
    closesOn: null,
    recurrence: 'none',
    respondents: null,
    invited: null,
    updatedAt: '2026-03-02T10:00:00.000Z',
    content: engagement.content,
    audience: null,
    thresholds: { scores: 5, comments: 10 },
    ...overrides,
  };
}

const detail = (survey: SurveyDetail): ApiAnswer => ({ status: 200, body: { survey } });

/**
 * The surveys API as the admin screen meets it: one survey that starts as `initial`, the team's
 * templates, two teams, and results as given.
 */
export function surveysServer({
  initial = null,
  results = null,
}: { initial?: SurveyDetail | null; results?: SurveyResults | null } = {}) {
  let survey = initial;
  return fakeApi({
    [`GET ${BASE}/surveys`]: () => ({ status: 200, body: { surveys: survey ? [survey] : [] } }),
    [`GET ${BASE}/survey-templates`]: () => ({
      status: 200,
      body: {
        templates: BUILT_IN_TEMPLATES.map((template) => ({
          id: template.key,
          builtIn: true,
          title: template.title,
          description: template.description,
          languages: ['es', 'en'],
          content: template.content,
        })),
      },
    }),
    [`GET ${BASE}/teams`]: () => ({
      status: 200,
      body: { teams: [{ id: TEAM_ID, name: 'Producto', memberCount: 6 }] },
    }),
    [`POST ${BASE}/surveys`]: (call) => {
      const draft = call.body as SurveyDraft;
      survey = surveyDetail({ ...draft, questionCount: countQuestions(draft.content) });
      return { status: 201, body: { survey } };
    },
    [`GET ${BASE}/surveys/${SURVEY_ID}`]: () => detail(survey!),
    [`POST ${BASE}/surveys/${SURVEY_ID}/launch`]: () => {
      survey = surveyDetail({
        ...survey,
        status: 'open',
        opensOn: '2026-03-02',
        closesOn: '2026-03-13',
        invited: 6,
      });
      return detail(survey);
    },
    [`GET ${BASE}/pulse`]: () => ({
      status: 200,
      body: {
        today: '2026-03-10',
        threshold: 3,
        days: ['2026-03-02', '2026-03-03', '2026-03-04'].map((date, i) => ({
          date,
          answered: 6,
          pulse: 70 + i,
          band: 'good',
          indicators: { energy: 7, mentalPressure: 4, personalConcerns: 3, motivation: 7 },
        })),
      },
    }),
    [`GET ${BASE}/surveys/${SURVEY_ID}/results`]: () => ({
      status: 200,
      body: results ?? {
        surveyId: SURVEY_ID,
        thresholds: { scores: 5, comments: 10 },
        groups: [],
        questions: [],
      },
    }),
  });
}

export function toAnswer(overrides: Partial<SurveyToAnswer['survey']> = {}): SurveyToAnswer {
  return {
    survey: {
      id: SURVEY_ID,
      title: engagement.title,
      description: engagement.description,
      languages: ['es', 'en'],
      mode: 'anonymous',
      closesOn: '2026-03-13',
      questionCount: countQuestions(engagement.content),
      content: engagement.content,
      ...overrides,
    },
    answers: {},
  };
}

/** The answering API: the survey to answer, progress saved, and one submission. */
export function answerServer(survey: SurveyToAnswer = toAnswer()) {
  const path = `${BASE}/my-surveys/${SURVEY_ID}`;
  return fakeApi({
    [`GET ${path}`]: () => ({ status: 200, body: survey }),
    [`PUT ${path}/progress`]: () => ({ status: 204 }),
    [`POST ${path}/submission`]: () => ({ status: 201, body: { submitted: true } }),
  });
}
