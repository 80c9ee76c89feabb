import {
  LANGUAGE_STORAGE_KEY,
  PRERENDERED_PAGES,
  SUPPORTED_LANGUAGES,
  prerenderedPageFile,
} from '@tera/domain';
import { renderPublicPage } from './render-public-page';

export interface RenderedPage {
  /** Inside the web build's folder. */
  file: string;
  language: string;
  /** Where the browser keeps a language choice, which the page's starter compares with its own. */
  languageStorageKey: string;
  /** What goes inside #root. */
  html: string;
}

/** Every public page in every language: the build's prerender step calls this once. */
export async function renderEveryPublicPage(): Promise<RenderedPage[]> {
  const rendered: RenderedPage[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    for (const page of PRERENDERED_PAGES) {
      rendered.push({
        file: prerenderedPageFile(page, language),
        language,
        languageStorageKey: LANGUAGE_STORAGE_KEY,
        html: await renderPublicPage(page, language),
      });
    }
  }
  return rendered;
}
