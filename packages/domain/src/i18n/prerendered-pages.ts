import {
  LANGUAGE_DETECTION_ORDER,
  DEFAULT_LANGUAGE,
  supportedLanguageOf,
  type SupportedLanguage,
} from './languages.ts';

/**
 * Public pages the web build writes as HTML in every language, and the server sends to someone not
 * signed in (docs/decisions/010-public-pages-prerendered.md). Each is prerendered from the path
 * alone, so a visit with a query (an invitation or reset link) gets the app as it always did.
 */
export const PRERENDERED_PAGES = ['/', '/landing', '/auth', '/registration', '/reset-password'] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

export function isPrerenderedPage(path: string): path is PrerenderedPage {
  return (PRERENDERED_PAGES as readonly string[]).includes(path);
}

/** Where the build writes a page, inside the web build's folder. */
export function prerenderedPageFile(page: PrerenderedPage, language: SupportedLanguage): string {
  return `prerendered/${language}/${page === '/' ? 'index' : page.slice(1)}.html`;
}

/** What a server can read of the sources the browser's language detection reads. */
export interface RequestLanguageSources {
  /** The `lng` query parameter. */
  query: string | undefined;
  /** The remembered choice's cookie (`LANGUAGE_STORAGE_KEY`). */
  cookie: string | undefined;
  /** The browser's languages, as it sends them. */
  acceptLanguage: string | undefined;
}

/** Accept-Language's tags, most wanted first. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, weight: quality === undefined ? 1 : Number(quality), order };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The language the browser's detection would settle on, from what a request carries: the same
 * order, skipping the sources only a browser can read (its storage, the page's own tag).
 */
export function languageOfRequest(sources: RequestLanguageSources): SupportedLanguage {
  const candidates: Record<(typeof LANGUAGE_DETECTION_ORDER)[number], readonly (string | undefined)[]> = {
    querystring: [sources.query],
    cookie: [sources.cookie],
    localStorage: [],
    sessionStorage: [],
    navigator: acceptedLanguages(sources.acceptLanguage),
    htmlTag: [],
  };
  for (const source of LANGUAGE_DETECTION_ORDER) {
    for (const candidate of candidates[source]) {
      const language = supportedLanguageOf(candidate);
      if (language) return language;
    }
  }
  return DEFAULT_LANGUAGE;
}
