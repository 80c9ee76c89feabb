import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import { SUPPORTED_LANGUAGES, normaliseLanguage, type SupportedLanguage } from '@tera/domain';
import {
  BUNDLED_NAMESPACES,
  bundledResources,
  lazyNamespaceBackend,
  type LazyNamespace,
} from '../locales/resources';

function reflectLanguageInDocument(language: string): void {
  document.documentElement.lang = normaliseLanguage(language);
}

i18n.on('languageChanged', reflectLanguageInDocument);

void i18n
  .use(languageDetector)
  .use(initReactI18next)
  .use(lazyNamespaceBackend)
  .init({
    resources: bundledResources,
    partialBundledLanguages: true,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Every key exists in both languages (locales/resources.test.ts), so nothing needs a fallback,
    // and with one an English screen would load its Spanish texts beside its own.
    fallbackLng: false,
    ns: [...BUNDLED_NAMESPACES],
    defaultNS: 'common',
    // Resources are bundled, so the first render already has its texts.
    initAsync: false,
    interpolation: { escapeValue: false },
  });

export function currentLanguage(): SupportedLanguage {
  return normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export function changeLanguage(language: SupportedLanguage): Promise<unknown> {
  return i18n.changeLanguage(language);
}

/** Route loaders call this so a screen never renders before its texts are there. */
export function loadNamespace(namespace: LazyNamespace): Promise<unknown> {
  return i18n.loadNamespaces(namespace);
}

export { i18n };
