// Gzipped JavaScript a route needs before it can render: the entry chunk, the route's lazy
// screen chunk, and every chunk either imports statically. Reads Vite's build manifest, so run it
// after `npm run build -w @tera/web`. Usage: node scripts/bundle-size.mjs [--json] [route ...]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../apps/web/dist/', import.meta.url);
const MANIFEST = new URL('.vite/manifest.json', DIST);

/** Each route names the source files it lazily loads before rendering (screen, texts) and its budget. */
const ROUTES = {
  landing: {
    screens: ['src/features/landing/components/landing-page.tsx', 'src/locales/es/landing.json'],
    budgetKb: 170,
  },
  'sign-in': {
    screens: [
      'src/features/auth/components/auth-layout.tsx',
      'src/features/auth/components/sign-in-page.tsx',
      'src/locales/es/auth.json',
    ],
    budgetKb: 200,
  },
  'check-in': {
    screens: [
      // The check-in screen is the signed-in frame's prompt guard and the form it loads.
      'src/app/signed-in-layout.tsx',
      'src/features/checkin/components/daily-checkin-form.tsx',
      'src/locales/es/auth.json',
      'src/locales/es/checkin.json',
    ],
    budgetKb: 220,
  },
  leader: {
    screens: [
      'src/app/signed-in-layout.tsx',
      'src/features/leader-panel/components/leader-panel-page.tsx',
      'src/locales/es/auth.json',
      'src/locales/es/checkin.json',
      'src/locales/es/dashboard.json',
      'src/locales/es/leaderPanel.json',
    ],
    budgetKb: 240,
  },
};

function readManifest() {
  if (!existsSync(MANIFEST)) {
    console.error(`No build manifest at ${MANIFEST.pathname}. Run: npm run build -w @tera/web`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

/** The chunk and everything it imports statically, as manifest keys. */
function withStaticImports(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, seen);
  return seen;
}

function gzippedBytes(file) {
  return gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length;
}

/**
 * A source file's chunk: under its own path when it is a route's entry, or, when several chunks
 * import it both statically and lazily, the shared chunk Vite names after it (`_name-hash.js`).
 */
function chunkKeyOf(manifest, source) {
  if (manifest[source]) return source;
  const shared = `_${source
    .split('/')
    .at(-1)
    .replace(/\.[^.]+$/, '')}-`;
  return Object.keys(manifest).find((key) => key.startsWith(shared)) ?? source;
}

function measureRoute(manifest, { screens }) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const keys = withStaticImports(manifest, entryKey);
  for (const screen of screens) withStaticImports(manifest, chunkKeyOf(manifest, screen), keys);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const chunks = files.map((file) => ({ file, bytes: gzippedBytes(file) })).sort((a, b) => b.bytes - a.bytes);
  return { chunks, totalBytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const asJson = process.argv.includes('--json');
const requested = process.argv.slice(2).filter((argument) => argument !== '--json');
const names = requested.length > 0 ? requested : Object.keys(ROUTES);
const unknown = names.filter((name) => !(name in ROUTES));
if (unknown.length > 0) {
  console.error(`Unknown route(s): ${unknown.join(', ')}. Known: ${Object.keys(ROUTES).join(', ')}`);
  process.exit(1);
}

const manifest = readManifest();
let isOverBudget = false;
const measured = {};
for (const name of names) {
  const route = ROUTES[name];
  const { chunks, totalBytes } = measureRoute(manifest, route);
  const isOver = totalBytes > route.budgetKb * 1024;
  isOverBudget ||= isOver;
  measured[name] = { gzippedKb: Number(kb(totalBytes)), budgetKb: route.budgetKb };
  if (asJson) continue;
  console.log(
    `${name}: ${kb(totalBytes)} KB gzipped JavaScript (budget ${route.budgetKb} KB) ${isOver ? '✗ OVER' : '✓'}`,
  );
  for (const chunk of chunks) console.log(`  ${kb(chunk.bytes).padStart(7)} KB  ${chunk.file}`);
}
if (asJson) console.log(JSON.stringify(measured));
process.exit(isOverBudget ? 1 : 0);
