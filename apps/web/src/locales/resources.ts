import type { BackendModule } from 'i18next';
import { CONTEXT_TAG_TEXTS, ERROR_CATALOGUE, normaliseLanguage, type SupportedLanguage } from '@tera/domain';
import esCommon from './es/common.json';
import esValidation from './es/validation.json';
import enCommon from './en/common.json';
import enValidation from './en/validation.json';

/**
 * Texts every screen needs ship with the app. Validation texts live inside `common` because the
 * shared schemas and the API name them by full key ('validation.required'); the error catalogue and
 * the context tags' names come straight from the domain package, so the server (its messages, its
 * reports) and the screens say the same. So does the refusal catalogue, which loads as a namespace
 * of its own (`refusals` below).
 */
export const bundledResources = {
  es: {
    common: { ...esCommon, validation: esValidation },
    errorCodes: ERROR_CATALOGUE.es,
    contextTags: CONTEXT_TAG_TEXTS.es,
  },
  en: {
    common: { ...enCommon, validation: enValidation },
    errorCodes: ERROR_CATALOGUE.en,
    contextTags: CONTEXT_TAG_TEXTS.en,
  },
} as const;

export const BUNDLED_NAMESPACES = ['common', 'errorCodes', 'contextTags'] as const;

type TextsLoader = () => Promise<{ default: object }>;

/** The refusal catalogue is the domain's, both languages in one small file. */
const refusalsIn = (language: SupportedLanguage) => () =>
  import('./refusals').then((catalogue) => ({ default: catalogue[language] }));

/**
 * A screen's own texts load with the screen, and only in the language being read. This is the one
 * place a namespace is registered, one line per language; Spanish names the namespaces and gives
 * every key its type, and English must have the same ones.
 */
const esLazyTexts = {
  landing: () => import('./es/landing.json'),
  system: () => import('./es/system.json'),
  checkin: () => import('./es/checkin.json'),
  auth: () => import('./es/auth.json'),
  people: () => import('./es/people.json'),
  invitations: () => import('./es/invitations.json'),
  superAdmin: () => import('./es/superAdmin.json'),
  dashboard: () => import('./es/dashboard.json'),
  company: () => import('./es/company.json'),
  leaderPanel: () => import('./es/leaderPanel.json'),
  companyAdmin: () => import('./es/companyAdmin.json'),
  reports: () => import('./es/reports.json'),
  notifications: () => import('./es/notifications.json'),
  billing: () => import('./es/billing.json'),
  notificationPreferences: () => import('./es/notificationPreferences.json'),
  apiKeys: () => import('./es/apiKeys.json'),
  singleSignOn: () => import('./es/singleSignOn.json'),
  surveys: () => import('./es/surveys.json'),
  usage: () => import('./es/usage.json'),
  support: () => import('./es/support.json'),
  news: () => import('./es/news.json'),
  notes: () => import('./es/notes.json'),
  evaluations: () => import('./es/evaluations.json'),
  trainings: () => import('./es/trainings.json'),
  careerPlan: () => import('./es/careerPlan.json'),
  wellbeing: () => import('./es/wellbeing.json'),
  wrap: () => import('./es/wrap.json'),
  leave: () => import('./es/leave.json'),
  recognitions: () => import('./es/recognitions.json'),
  points: () => import('./es/points.json'),
  refusals: refusalsIn('es'),
} satisfies Record<string, TextsLoader>;

export type LazyNamespace = keyof typeof esLazyTexts;

const enLazyTexts = {
  landing: () => import('./en/landing.json'),
  system: () => import('./en/system.json'),
  checkin: () => import('./en/checkin.json'),
  auth: () => import('./en/auth.json'),
  people: () => import('./en/people.json'),
  invitations: () => import('./en/invitations.json'),
  superAdmin: () => import('./en/superAdmin.json'),
  dashboard: () => import('./en/dashboard.json'),
  company: () => import('./en/company.json'),
  leaderPanel: () => import('./en/leaderPanel.json'),
  companyAdmin: () => import('./en/companyAdmin.json'),
  reports: () => import('./en/reports.json'),
  notifications: () => import('./en/notifications.json'),
  billing: () => import('./en/billing.json'),
  notificationPreferences: () => import('./en/notificationPreferences.json'),
  apiKeys: () => import('./en/apiKeys.json'),
  singleSignOn: () => import('./en/singleSignOn.json'),
  surveys: () => import('./en/surveys.json'),
  usage: () => import('./en/usage.json'),
  support: () => import('./en/support.json'),
  news: () => import('./en/news.json'),
  notes: () => import('./en/notes.json'),
  evaluations: () => import('./en/evaluations.json'),
  trainings: () => import('./en/trainings.json'),
  careerPlan: () => import('./en/careerPlan.json'),
  wellbeing: () => import('./en/wellbeing.json'),
  wrap: () => import('./en/wrap.json'),
  leave: () => import('./en/leave.json'),
  recognitions: () => import('./en/recognitions.json'),
  points: () => import('./en/points.json'),
  refusals: refusalsIn('en'),
} satisfies Record<LazyNamespace, TextsLoader>;

const LAZY_TEXTS: Record<SupportedLanguage, Record<LazyNamespace, TextsLoader>> = {
  es: esLazyTexts,
  en: enLazyTexts,
};

function isLazyNamespace(namespace: string): namespace is LazyNamespace {
  return Object.hasOwn(esLazyTexts, namespace);
}

export const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = isLazyNamespace(namespace) ? LAZY_TEXTS[normaliseLanguage(language)][namespace] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (texts) => callback(null, texts.default as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The shape of every namespace, for typed keys. */
export type Resources = (typeof bundledResources)['es'] & {
  [N in LazyNamespace]: Awaited<ReturnType<(typeof esLazyTexts)[N]>>['default'];
};
