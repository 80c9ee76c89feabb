import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGE_STORAGE_KEY,
  normaliseLanguage,
  SUPPORTED_LANGUAGES,
  supportedLanguageOf,
} from './languages.ts';

describe('languages', () => {
  it('support Spanish and English, Spanish by default', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['es', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('es');
    expect(LANGUAGE_STORAGE_KEY).toBe('tera.language');
  });

  it('detect in the documented order', () => {
    expect(LANGUAGE_DETECTION_ORDER).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
  });
});

describe('normaliseLanguage', () => {
  it('reduces regional tags to their language', () => {
    expect(normaliseLanguage('en-US')).toBe('en');
    expect(normaliseLanguage('EN_gb')).toBe('en');
    expect(normaliseLanguage('es-MX')).toBe('es');
    expect(normaliseLanguage('en')).toBe('en');
  });

  it('falls back to Spanish for anything else', () => {
    expect(normaliseLanguage('fr')).toBe('es');
    expect(normaliseLanguage('english')).toBe('es');
    expect(normaliseLanguage('')).toBe('es');
    expect(normaliseLanguage(null)).toBe('es');
    expect(normaliseLanguage(undefined)).toBe('es');
  });

  it('name a supported language only when a tag is one', () => {
    expect(supportedLanguageOf('en-GB')).toBe('en');
    expect(supportedLanguageOf(' ES_mx ')).toBe('es');
    expect(supportedLanguageOf('fr')).toBeNull();
    expect(supportedLanguageOf(null)).toBeNull();
  });
});
