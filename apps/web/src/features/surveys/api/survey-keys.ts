export const surveyKeys = {
  all: (slug: string) => ['surveys', slug] as const,
  list: (slug: string) => ['surveys', slug, 'list'] as const,
  detail: (slug: string, id: string) => ['surveys', slug, 'detail', id] as const,
  results: (slug: string, id: string) => ['surveys', slug, 'results', id] as const,
  templates: (slug: string) => ['surveys', slug, 'templates'] as const,
  toAnswer: (slug: string, id: string) => ['surveys', slug, 'to-answer', id] as const,
};

const company = (slug: string) => `/api/v1/companies/${encodeURIComponent(slug)}`;
export const surveysPath = (slug: string, suffix = '') => `${company(slug)}/surveys${suffix}`;
export const surveyPath = (slug: string, id: string, suffix = '') =>
  surveysPath(slug, `/${encodeURIComponent(id)}${suffix}`);
export const templatesPath = (slug: string) => `${company(slug)}/survey-templates`;
export const mySurveyPath = (slug: string, id: string, suffix = '') =>
  `${company(slug)}/my-surveys/${encodeURIComponent(id)}${suffix}`;
