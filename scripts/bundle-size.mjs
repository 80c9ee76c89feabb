// Bytes the server sends before a route can render: the page, the scripts and stylesheets it
// names, the route's lazy screen chunks and every chunk those import statically, with their CSS.
// Each file counts as sent: its brotli variant where the build wrote one (what the server answers
// a browser with), else the file itself. Reads Vite's build manifest, so run it after
// `npm run build -w @tera/web`. Usage: node scripts/bundle-size.mjs [--json] [route ...]
import { existsSync, readFileSync, statSync } from 'node:fs';

const DIST = new URL('../apps/web/dist/', import.meta.url);
const MANIFEST = new URL('.vite/manifest.json', DIST);

/**
 * Each route names the page it arrives as, the source files it lazily loads before rendering
 * (screen, texts) and its budget. The public pages arrive prerendered, fetch the entry after they
 * have painted and run it on their first use (docs/decisions/044), so theirs is what they send
 * before they work; the rest arrive as the app's shell.
 */
const ROUTES = {
  landing: {
    page: 'prerendered/es/index.html',
    // `/` loads the landing beside the screens that send a signed-in person home.
    screens: [
      'src/app/start-screens.tsx',
      'src/features/landing/components/landing-page.tsx',
      'src/locales/es/landing.json',
    ],
    budgetKb: 170,
  },
  'sign-in': {
    page: 'prerendered/es/auth.html',
    screens: [
      'src/features/auth/components/auth-layout.tsx',
      'src/features/auth/components/sign-in-page.tsx',
      'src/locales/es/auth.json',
    ],
    budgetKb: 200,
  },
  'check-in': {
    page: 'index.html',
    screens: [
      // The check-in is the signed-in frame's prompt, its guard's, and the form it loads.
      'src/app/home-screens.ts',
      'src/features/checkin/components/checkin-prompt-modal.tsx',
      'src/features/checkin/components/daily-checkin-form.tsx',
      'src/locales/es/auth.json',
      'src/locales/es/checkin.json',
    ],
    budgetKb: 220,
  },
  leader: {
    page: 'index.html',
    screens: [
      'src/app/home-screens.ts',
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

function sizes(file) {
  const raw = statSync(new URL(file, DIST)).size;
  const brotli = new URL(`${file}.br`, DIST);
  return { file, raw, sent: existsSync(brotli) ? statSync(brotli).size : raw };
}

/** The page and the scripts and stylesheets it names, as paths inside the build. */
function pageFiles(page) {
  const html = readFileSync(new URL(page, DIST), 'utf8');
  const named = [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|script[^>]*\sdata-entry|link[^>]*rel="(?:stylesheet|modulepreload)"[^>]*\shref)="\/([^"]+)"/g,
    ),
  ];
  return [page, ...named.map((match) => match[1])];
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

function measureRoute(manifest, { page, screens }) {
  // The page names its entry, which the build may have merged with the code every page runs.
  const named = new Set(pageFiles(page));
  const keys = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (named.has(chunk.file)) withStaticImports(manifest, key, keys);
  }
  for (const screen of screens) withStaticImports(manifest, chunkKeyOf(manifest, screen), keys);
  const chunkFiles = [...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  const files = [...new Set([...pageFiles(page), ...chunkFiles])].map(sizes).sort((a, b) => b.sent - a.sent);
  const total = (field) => files.reduce((sum, file) => sum + file[field], 0);
  return { files, sent: total('sent'), raw: total('raw') };
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
  const { files, sent, raw } = measureRoute(manifest, route);
  const isOver = sent > route.budgetKb * 1024;
  isOverBudget ||= isOver;
  measured[name] = { sentKb: Number(kb(sent)), rawKb: Number(kb(raw)), budgetKb: route.budgetKb };
  if (asJson) continue;
  console.log(
    `${name}: ${kb(sent)} KB sent in brotli, ${kb(raw)} KB raw (budget ${route.budgetKb} KB sent) ${isOver ? '✗ OVER' : '✓'}`,
  );
  console.log(`  ${'sent KB'.padStart(9)}  ${'raw KB'.padStart(8)}  file`);
  for (const file of files)
    console.log(`  ${kb(file.sent).padStart(9)}  ${kb(file.raw).padStart(8)}  ${file.file}`);
}
if (asJson) console.log(JSON.stringify(measured));
process.exit(isOverBudget ? 1 : 0);
