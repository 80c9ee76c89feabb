// Compiles the server ahead of time, so that a start runs JavaScript instead of transpiling
// TypeScript first (docs/decisions/009-server-compiled-ahead-of-time.md). The workspace's own
// packages are compiled in; every other package stays an import resolved from node_modules at run
// time, so each exists once (the domain's zod schemas must be the zod that @hono/zod-openapi reads).
import { Buffer } from 'node:buffer';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export const SERVER_ENTRY = path.join(serverRoot, 'dist/main.js');
/**
 * An embedded database's cluster as PGlite's initdb makes it, before any migration: a new embedded
 * database starts from it instead of running initdb again
 * (docs/decisions/048-embedded-cluster-made-at-build.md). `openPglite` in `src/db/database.ts`
 * reads it from here.
 */
export const EMPTY_CLUSTER = path.join(serverRoot, 'dist/empty-cluster.tar');
const pgliteRoot = path.dirname(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))));
const domainRoot = path.join(serverRoot, '../../packages/domain');
/** What the compiled server is made of: its own code and the domain's, which is compiled in. */
export const SERVER_SOURCES = [
  path.join(serverRoot, 'src'),
  path.join(serverRoot, 'package.json'),
  path.join(domainRoot, 'src'),
  path.join(domainRoot, 'package.json'),
];
/** The empty cluster is PGlite's own: another version of PGlite makes another. */
export const EMPTY_CLUSTER_SOURCES = [path.join(pgliteRoot, 'package.json')];

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

/** Writes the empty cluster, as a new in-memory PGlite database holds it after its initdb. */
export async function buildEmptyCluster() {
  const { PGlite } = await import('@electric-sql/pglite');
  const cluster = await PGlite.create();
  try {
    const tar = Buffer.from(await (await cluster.dumpDataDir('none')).arrayBuffer());
    mkdirSync(path.dirname(EMPTY_CLUSTER), { recursive: true });
    const partial = `${EMPTY_CLUSTER}.${process.pid}.partial`;
    writeFileSync(partial, tar);
    renameSync(partial, EMPTY_CLUSTER);
  } finally {
    await cluster.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
  await buildEmptyCluster();
}
