import type { ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { REFUSAL_CATALOGUE } from '@tera/domain';
import { lazyNamespaceBackend } from './resources';

/** Every locale file, by language and namespace, read straight from the folders. */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const byLanguage = (language: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(language.length + 3, -'.json'.length))
    .sort();

/** Files that ship with the app inside the 'common' namespace rather than loading as their own. */
const BUNDLED_FILES = ['common', 'validation'];

function keysOf(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function readThroughBackend(language: string, namespace: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const callback: ReadCallback = (error, data) => (error ? reject(error) : resolve(data));
    lazyNamespaceBackend.read(language, namespace, callback);
  });
}

describe('locale resources', () => {
  it('have the same files in Spanish and English', () => {
    expect(byLanguage('en')).toEqual(byLanguage('es'));
  });

  it('have the same keys in Spanish and English', () => {
    for (const name of byLanguage('es')) {
      expect(keysOf(files[`./en/${name}.json`]!).sort(), name).toEqual(
        keysOf(files[`./es/${name}.json`]!).sort(),
      );
    }
  });

  it('load every other file as its namespace, in each language', async () => {
    for (const language of ['es', 'en']) {
      for (const name of byLanguage(language).filter((file) => !BUNDLED_FILES.includes(file))) {
        expect(await readThroughBackend(language, name), `${language}/${name}`).toEqual(
          files[`./${language}/${name}.json`],
        );
      }
    }
  });

  it('load the domain’s refusal catalogue as a namespace of its own, in each language', async () => {
    for (const language of ['es', 'en'] as const) {
      expect(await readThroughBackend(language, 'refusals'), language).toEqual(REFUSAL_CATALOGUE[language]);
    }
  });
});
