import type { Plugin, Rollup } from 'vite';
import { FIRST_SCREEN_TEXTS, FRAME_TEXTS } from '../src/app/first-screen-texts.ts';
import {
  FIRST_READ_SCHEMAS,
  HOME_SCREENS,
  LANDING_SCREEN,
  OTHER_FIRST_SCREENS,
  PUBLIC_SCREENS,
} from './first-screens.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** The chunk and every chunk it imports statically, by file name. */
function withImports(bundle: OutputBundle, fileName: string, found: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (found.has(fileName) || chunk?.type !== 'chunk') return found;
  found.add(fileName);
  for (const imported of chunk.imports) withImports(bundle, imported, found);
  return found;
}

/**
 * The home chunk is for signed-in people (`firstScreenChunks`): a public screen that imported it would
 * send the landing or the sign-in page tens of kilobytes they never run.
 */
function publicScreenLoadingHome(bundle: OutputBundle): string | null {
  for (const chunk of chunksOf(bundle)) {
    if (!chunk.facadeModuleId || !PUBLIC_SCREENS.test(chunk.facadeModuleId)) continue;
    const home = [...withImports(bundle, chunk.fileName, new Set())].find(
      (fileName) => (bundle[fileName] as OutputChunk).name === 'home',
    );
    if (home) return `${chunk.facadeModuleId} imports the home chunk (${home})`;
  }
  return null;
}

const SCHEMA_LIBRARY = '/node_modules/zod/';

/**
 * The entry runs on every page and the landing is the page most visitors meet first: neither may
 * build a schema before it has drawn (`ResponseSchema` in src/lib/api-client.ts loads them beside
 * the reads), which on a slow phone holds the page's first task by a third.
 */
function schemasBeforeFirstDraw(root: string, bundle: OutputBundle, entryFileName: string): string | null {
  const landing = chunksOfScreen(bundle, `${root}/${LANDING_SCREEN}`);
  for (const [what, fileName] of [
    ['The entry', entryFileName],
    ...landing.map((chunk) => ['The landing', chunk.fileName] as const),
  ] as const) {
    const withSchemas = [...withImports(bundle, fileName, new Set())].find((imported) =>
      (bundle[imported] as OutputChunk).moduleIds.some((moduleId) => moduleId.includes(SCHEMA_LIBRARY)),
    );
    if (withSchemas) return `${what} imports zod before its first render, in ${withSchemas}`;
  }
  return null;
}

/**
 * index.html, the app's shell, goes to signed-in people (signed-out visitors of the public pages
 * get those pages prerendered, docs/decisions/010-public-pages-prerendered.md). It names the home
 * screens' chunks for preloading, so they download beside the entry instead of after it has run;
 * their texts depend on the language, which the server names (`FIRST_SCREENS_FILE`).
 */
/** Where the build names what each first screen needs by address: read by the server (src/http/shell-preloads.ts). */
export const FIRST_SCREENS_FILE = 'first-screens.json';

const TEXTS_MODULE = /\/src\/locales\/([^/]+)\/([^/]+)\.json$/;

/** The chunks of a screen's source: its own, which the router asks for, and the one its code went to. */
function chunksOfScreen(bundle: OutputBundle, moduleId: string): OutputChunk[] {
  const chunks = chunksOf(bundle).filter(
    (candidate) => candidate.facadeModuleId === moduleId || candidate.moduleIds.includes(moduleId),
  );
  if (chunks.length === 0) throw new Error(`The build has no chunk for ${moduleId}`);
  return chunks;
}

/**
 * What each first screen needs beyond the shell, by address: the chunks of a screen the shell does
 * not name (with what they import that the shell does not), and the texts it shows with its frame
 * in each language, one chunk a namespace and language, which the app otherwise asks for only once
 * its code has run.
 */
function firstScreens(root: string, bundle: OutputBundle, named: ReadonlySet<string>) {
  const fileOf = new Map<string, string>();
  for (const chunk of chunksOf(bundle)) {
    const [, language, namespace] = TEXTS_MODULE.exec(chunk.facadeModuleId ?? '') ?? [];
    if (language && namespace) fileOf.set(`${language}/${namespace}`, `/${chunk.fileName}`);
  }
  const languages = [...new Set([...fileOf.keys()].map((key) => key.split('/')[0]!))];
  const textsOf = (namespaces: readonly string[]) =>
    Object.fromEntries(
      languages.map((language) => [
        language,
        [...new Set([...FRAME_TEXTS, ...namespaces])].map((namespace) => {
          const file = fileOf.get(`${language}/${namespace}`);
          if (!file) throw new Error(`The build has no chunk for the ${language} texts of ${namespace}`);
          return file;
        }),
      ]),
    );
  const modulesOf = (address: string) => {
    const source = OTHER_FIRST_SCREENS[address];
    if (!source) return [];
    const files = new Set<string>();
    for (const chunk of chunksOfScreen(bundle, `${root}/${source}`))
      withImports(bundle, chunk.fileName, files);
    return [...files].filter((fileName) => !named.has(fileName)).map((fileName) => `/${fileName}`);
  };
  return Object.fromEntries(
    Object.entries(FIRST_SCREEN_TEXTS).map(([address, namespaces]) => [
      address,
      { modules: modulesOf(address), texts: textsOf(namespaces) },
    ]),
  );
}

/**
 * Each file a phone fetches before a page's paint waits its round trip and splits the connection
 * with the others (docs/PERFORMANCE.md, "2026-12-07, night"): a first screen other than home
 * arrives as its own chunk alone, what it shares with later screens going with `home`
 * (`firstScreenChunks`).
 */
function screenInPieces(screens: ReturnType<typeof firstScreens>): string | null {
  for (const address of Object.keys(OTHER_FIRST_SCREENS)) {
    const modules = screens[address]?.modules ?? [];
    if (modules.length > 1)
      return `${address} needs ${modules.length} files beyond the shell: ${modules.join(', ')}`;
  }
  return null;
}

/** The chunks the shell names: the entry's, the home screens' and the first reads' schemas'. */
function namedByShell(root: string, bundle: OutputBundle, entryFileName: string): Set<string> {
  const named = withImports(bundle, entryFileName, new Set());
  for (const source of [HOME_SCREENS, FIRST_READ_SCHEMAS]) {
    for (const chunk of chunksOfScreen(bundle, `${root}/${source}`))
      withImports(bundle, chunk.fileName, named);
  }
  return named;
}

export function preloadHome(root: string): Plugin {
  return {
    name: 'tera:preload-home',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problem = publicScreenLoadingHome(bundle);
      if (problem) this.error(problem);
      const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
      if (!entry) this.error('The build has no entry chunk');
      const schemasFirst = schemasBeforeFirstDraw(root, bundle, entry.fileName);
      if (schemasFirst) this.error(schemasFirst);
      const named = namedByShell(root, bundle, entry.fileName);
      const screens = firstScreens(root, bundle, named);
      const scattered = screenInPieces(screens);
      if (scattered) this.error(scattered);
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREENS_FILE,
        source: JSON.stringify(screens, null, 2),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const alreadyNamed = withImports(bundle, entry.fileName, new Set());
        return [...namedByShell(root, bundle, entry.fileName)]
          .filter((fileName) => !alreadyNamed.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
