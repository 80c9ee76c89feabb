import { describe, expect, it } from 'vitest';
import { languageOfRequest, prerenderedPageFile } from './prerendered-pages.ts';

const none = { query: undefined, cookie: undefined, acceptLanguage: undefined };

describe('languageOfRequest', () => {
  it('follows the detection order: query, then the remembered choice, then the browser', () => {
    const all = { query: 'en', cookie: 'es', acceptLanguage: 'es-ES' };
    expect(languageOfRequest(all)).toBe('en');
    expect(languageOfRequest({ ...all, query: undefined })).toBe('es');
    expect(languageOfRequest({ ...none, cookie: 'en', acceptLanguage: 'es' })).toBe('en');
    expect(languageOfRequest({ ...none, acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en');
  });

  it('skips a source that names a language Tera does not speak', () => {
    expect(languageOfRequest({ ...none, query: 'fr', acceptLanguage: 'en' })).toBe('en');
    expect(languageOfRequest({ ...none, acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5' })).toBe('en');
  });

  it('reads the browser languages by their weight, not their place', () => {
    expect(languageOfRequest({ ...none, acceptLanguage: 'es;q=0.4, en;q=0.8' })).toBe('en');
    expect(languageOfRequest({ ...none, acceptLanguage: 'en;q=0, es' })).toBe('es');
  });

  it('speaks Spanish when nothing names a language it speaks', () => {
    expect(languageOfRequest(none)).toBe('es');
    expect(languageOfRequest({ ...none, acceptLanguage: 'fr-FR' })).toBe('es');
  });
});

describe('prerenderedPageFile', () => {
  it('names one file per page and language', () => {
    expect(prerenderedPageFile('/', 'es')).toBe('prerendered/es/index.html');
    expect(prerenderedPageFile('/reset-password', 'en')).toBe('prerendered/en/reset-password.html');
  });
});
