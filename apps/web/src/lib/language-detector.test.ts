import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@tera/domain';
import { detectLanguage, rememberLanguage } from './language-detector';

function setNavigatorLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

function forgetEverything() {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${LANGUAGE_STORAGE_KEY}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  document.documentElement.removeAttribute('lang');
}

// The app's i18n set-up has already remembered a language by the time a test starts.
beforeEach(forgetEverything);
afterEach(forgetEverything);

describe('language detection', () => {
  it('takes the query string before everything else', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    window.history.replaceState(null, '', '/?lng=en');
    expect(detectLanguage()).toBe('en');
  });

  it('then the cookie, local storage, session storage, navigator and html tag, in that order', () => {
    setNavigatorLanguages(['es-ES']);
    document.documentElement.setAttribute('lang', 'en');
    expect(detectLanguage()).toBe('es');
    setNavigatorLanguages(['fr-FR']);
    expect(detectLanguage()).toBe('en');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(detectLanguage()).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
    document.cookie = `${LANGUAGE_STORAGE_KEY}=es; path=/`;
    expect(detectLanguage()).toBe('es');
  });

  it('passes over languages Tera does not speak and falls back to Spanish', () => {
    window.history.replaceState(null, '', '/?lng=fr');
    setNavigatorLanguages(['de-DE', 'en-GB']);
    expect(detectLanguage()).toBe('en');
    setNavigatorLanguages(['de-DE']);
    expect(detectLanguage()).toBe('es');
  });

  it('remembers a choice where detection looks first', () => {
    rememberLanguage('en-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE_KEY}=en`);
    rememberLanguage('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
