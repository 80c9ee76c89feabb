// Runs the whole app as one process: builds the web app and compiles the server when their sources
// are newer than their builds, then starts the compiled server, which serves the built app too.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  EMPTY_CLUSTER,
  EMPTY_CLUSTER_SOURCES,
  SERVER_ENTRY,
  SERVER_SOURCES,
  buildEmptyCluster,
  buildServer,
} from '../apps/server/scripts/build.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'packages/domain/src',
].map((source) => path.join(root, source));

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestChange(source) > builtAt);
}

process.env.NODE_ENV ??= 'production';

if (isStale(builtIndex, webSources)) {
  console.log('Building the web app…');
  // A start from inside a test run must still build the app users get: Vite's config leaves the
  // service worker out when it sees VITEST.
  const { VITEST: _testRun, ...environment } = process.env;
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@tera/web'], {
    cwd: root,
    stdio: 'inherit',
    env: environment,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (isStale(SERVER_ENTRY, SERVER_SOURCES)) await buildServer();
if (isStale(EMPTY_CLUSTER, EMPTY_CLUSTER_SOURCES)) await buildEmptyCluster();

// Errors then name the TypeScript file and line, not the compiled one.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_ENTRY).href);
