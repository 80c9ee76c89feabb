import type { BackendModule } from 'i18next';
import { ERROR_CATALOGUE, normaliseLanguage, type SupportedLanguage } from '@tera/domain';
import esCommon from './es/common.json';
import esValidation from './es/validation.json';
import enCommon from './en/common.json';
import enValidation from './en/validation.json';
import type esLanding from './es/landing.json';
import type esSystem from './es/system.json';
import type esCheckin from './es/checkin.json';
import type esPeople from './es/people.json';
import type esInvitations from './es/invitations.json';
import type esSuperAdmin from './es/superAdmin.json';
import type esAuth from './es/auth.json';
import type esDashboard from './es/dashboard.json';
import type esCompany from './es/company.json';
import type esLeaderPanel from './es/leaderPanel.json';

/**
 * Texts every screen needs ship with the app. Validation texts live inside `common` because the
 * shared schemas and the API name them by full key ('validation.required'); the error catalogue
 * comes straight from the domain package.
 */
export const bundledResources = {
  es: { common: { ...esCommon, validation: esValidation }, errorCodes: ERROR_CATALOGUE.es },
  en: { common: { ...enCommon, validation: enValidation }, errorCodes: ERROR_CATALOGUE.en },
} as const;

export const BUNDLED_NAMESPACES = ['common', 'errorCodes'] as const;

/** A screen's own texts load with the screen, and only in the language being read. */
const LAZY_NAMESPACES: Record<string, Record<SupportedLanguage, () => Promise<{ default: object }>>> = {
  landing: { es: () => import('./es/landing.json'), en: () => import('./en/landing.json') },
  system: { es: () => import('./es/system.json'), en: () => import('./en/system.json') },
  checkin: { es: () => import('./es/checkin.json'), en: () => import('./en/checkin.json') },
  auth: { es: () => import('./es/auth.json'), en: () => import('./en/auth.json') },
  people: { es: () => import('./es/people.json'), en: () => import('./en/people.json') },
  invitations: { es: () => import('./es/invitations.json'), en: () => import('./en/invitations.json') },
  superAdmin: { es: () => import('./es/superAdmin.json'), en: () => import('./en/superAdmin.json') },
  dashboard: { es: () => import('./es/dashboard.json'), en: () => import('./en/dashboard.json') },
  company: { es: () => import('./es/company.json'), en: () => import('./en/company.json') },
  leaderPanel: { es: () => import('./es/leaderPanel.json'), en: () => import('./en/leaderPanel.json') },
};

export type LazyNamespace =
  | 'landing'
  | 'system'
  | 'checkin'
  | 'people'
  | 'invitations'
  | 'superAdmin'
  | 'auth'
  | 'dashboard'
  | 'leaderPanel'
  | 'company';

export const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = LAZY_NAMESPACES[namespace]?.[normaliseLanguage(language)];
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
  landing: typeof esLanding;
  system: typeof esSystem;
  checkin: typeof esCheckin;
  people: typeof esPeople;
  invitations: typeof esInvitations;
  superAdmin: typeof esSuperAdmin;
  auth: typeof esAuth;
  dashboard: typeof esDashboard;
  leaderPanel: typeof esLeaderPanel;
  company: typeof esCompany;
};
