import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The screens every signed-in person opens first: the app's frame and their home, the dashboard
 * (`homeFor` in src/lib/auth/return-path.ts). Their sources, as the router loads them lazily.
 */
const HOME_SCREENS = [
  'src/app/signed-in-layout.tsx',
  'src/features/dashboard/components/dashboard-page.tsx',
  'src/features/checkin/components/today-status.tsx',
];

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
 * index.html, the app's shell, goes to signed-in people (signed-out visitors of the public pages
 * get those pages prerendered, docs/decisions/010-public-pages-prerendered.md). It names the home
 * screens' chunks for preloading, so they download beside the entry instead of after it has run.
 */
export function preloadHome(root: string): Plugin {
  return {
    name: 'tera:preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const alreadyNamed = withImports(bundle, entry.fileName, new Set());
        const home = new Set<string>();
        for (const screen of HOME_SCREENS) {
          const chunk = chunksOf(bundle).find(
            (candidate) => candidate.facadeModuleId === `${root}/${screen}`,
          );
          if (!chunk) throw new Error(`The build has no chunk for ${screen}`);
          withImports(bundle, chunk.fileName, home);
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
