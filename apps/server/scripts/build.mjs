// Compiles the server ahead of time, so that a start runs JavaScript instead of transpiling
// TypeScript first (docs/decisions/009-server-compiled-ahead-of-time.md). The workspace's own
// packages are compiled in; every other package stays an import resolved from node_modules at run
// time, so each exists once (the domain's zod schemas must be the zod that @hono/zod-openapi reads).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export const SERVER_ENTRY = path.join(serverRoot, 'dist/main.js');
const domainRoot = path.join(serverRoot, '../../packages/domain');
/** What the compiled server is made of: its own code and the domain's, which is compiled in. */
export const SERVER_SOURCES = [
  path.join(serverRoot, 'src'),
  path.join(serverRoot, 'package.json'),
  path.join(domainRoot, 'src'),
  path.join(domainRoot, 'package.json'),
];

const installedPackagesStayImports = {
  name: 'installed-packages-stay-imports',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tera/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Compiles an entry and the workspace code it imports as the server is compiled: the benchmarks
 * that call the server's functions in process measure them in this form, as they run in
 * production. Returns the output files unwritten.
 */
export async function compileForNode(entry, outfile) {
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
    plugins: [installedPackagesStayImports],
  });
  return result.outputFiles;
}

/** Writes dist/main.js and its source map; each file appears whole, so a start never reads half. */
export async function buildServer() {
  const outputFiles = await compileForNode(path.join(serverRoot, 'src/main.ts'), SERVER_ENTRY);
  mkdirSync(path.dirname(SERVER_ENTRY), { recursive: true });
  // The map first: the code that names it replaces the old code last.
  const isMap = (file) => (file.path.endsWith('.map') ? 0 : 1);
  const files = [...outputFiles].sort((a, b) => isMap(a) - isMap(b));
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}
