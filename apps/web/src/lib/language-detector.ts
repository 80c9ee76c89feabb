import type { LanguageDetectorModule } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGE_STORAGE_KEY,
  supportedLanguageOf,
  type SupportedLanguage,
} from '@tera/domain';

const QUERY_PARAMETER = 'lng';
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

type Source = (typeof LANGUAGE_DETECTION_ORDER)[number];

function readStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes, sandboxed frames); the next source decides.
    return null;
  }
}

function readCookie(): string | null {
  const prefix = `${LANGUAGE_STORAGE_KEY}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

const SOURCES: Record<Source, () => readonly (string | null | undefined)[]> = {
  querystring: () => [new URLSearchParams(window.location.search).get(QUERY_PARAMETER)],
  cookie: () => [readCookie()],
  localStorage: () => [readStorage(() => window.localStorage)],
  sessionStorage: () => [readStorage(() => window.sessionStorage)],
  navigator: () => navigator.languages ?? [navigator.language],
  htmlTag: () => [document.documentElement.getAttribute('lang')],
};

/** The first language a source names that Tera speaks, in the documented order; Spanish otherwise. */
export function detectLanguage(): SupportedLanguage {
  for (const source of LANGUAGE_DETECTION_ORDER) {
    for (const candidate of SOURCES[source]()) {
      const language = supportedLanguageOf(candidate);
      if (language) return language;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** Remembers a choice in local storage and a cookie, the places detection reads first. */
export function rememberLanguage(language: string): void {
  const supported = supportedLanguageOf(language);
  if (!supported) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, supported);
  } catch {
    // Without storage the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${supported}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguage,
  cacheUserLanguage: rememberLanguage,
};
