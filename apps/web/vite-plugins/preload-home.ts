import type { Plugin, Rollup } from 'vite';
import { HOME_SCREENS, PUBLIC_SCREENS } from './first-screens.ts';

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

/**
 * index.html, the app's shell, goes to signed-in people (signed-out visitors of the public pages
 * get those pages prerendered, docs/decisions/010-public-pages-prerendered.md). It names the home
 * screens' chunks for preloading, so they download beside the entry instead of after it has run.
 */
export function preloadHome(root: string): Plugin {
  return {
    name: 'tera:preload-home',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problem = publicScreenLoadingHome(bundle);
      if (problem) this.error(problem);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const alreadyNamed = withImports(bundle, entry.fileName, new Set());
        const home = new Set<string>();
        for (const screen of HOME_SCREENS) {
          // The screen's own chunk, which the router asks for, and the chunk its code went to.
          const chunks = chunksOf(bundle).filter(
            (candidate) =>
              candidate.facadeModuleId === `${root}/${screen}` ||
              candidate.moduleIds.includes(`${root}/${screen}`),
          );
          if (chunks.length === 0) throw new Error(`The build has no chunk for ${screen}`);
          for (const chunk of chunks) withImports(bundle, chunk.fileName, home);
        }
        return [...home]
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
