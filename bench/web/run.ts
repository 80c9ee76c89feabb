/**
 * `npm run bench:web`: Lighthouse in its default mobile mode on the production build, served by the
 * production server on a new embedded database with the demo company, for the landing, the sign-in
 * page and a demo leader's dashboard and leader panel. Prints each page's scores and paint figures
 * and writes bench/results/web-latest.json. Not part of `npm test`: the figures are the machine's.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-people.ts';
import { ensureChromium } from '../../e2e/support/chromium.ts';
import { madridToday } from '../../e2e/support/madrid-clock.ts';
import { freshDatabaseEnv, startTeraServer } from '../../e2e/support/tera-server.ts';
import {
  CATEGORIES,
  lighthousePage,
  type LighthouseRun,
  type PageFigures,
  type SessionCookie,
} from './lighthouse-page.ts';
import { memoryFirstTouchMs } from './memory-first-touch.ts';

// The demo leader of the largest team, with today's check-in still to make.
const LEADER = 'carlos@demo.tera.local';
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/panel-lider', signedIn: true },
] as const;
// `BENCH_WEB_PAGES=/,/auth` measures only those pages.
const ONLY = process.env.BENCH_WEB_PAGES?.split(',');
// Lighthouse's own guidance: a single run swings; the median of several is the figure to compare.
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

function log(message: string): void {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

/** Signs the demo leader in and makes today's check-in, so the pages show a day already answered. */
async function leaderSession(serverUrl: string): Promise<SessionCookie[]> {
  const signIn = await fetch(`${serverUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: serverUrl },
    body: JSON.stringify({ email: LEADER, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`signing in ${LEADER} answered ${signIn.status}: ${await signIn.text()}`);
  const cookies = signIn.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const checkin = await fetch(`${serverUrl}/api/v1/checkins/today`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: serverUrl, cookie },
    body: JSON.stringify({
      energy: 7,
      mental_pressure: 4,
      personal_concerns: 3,
      motivation: 8,
      submission_id: randomUUID(),
    }),
  });
  if (!checkin.ok) throw new Error(`today's check-in answered ${checkin.status}: ${await checkin.text()}`);
  return cookies;
}

/** A file name for the page's report: `/` is the landing. */
const reportName = (path: string) => `lighthouse-${path.slice(1) || 'landing'}.json`;

function median(runs: LighthouseRun[]): LighthouseRun {
  const performance = (run: LighthouseRun) => run.figures.scores.performance ?? 0;
  const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface PageResult {
  median: PageFigures & { report: string };
  runs: PageFigures[];
}

/** `machine` says what the figures ran on, which they depend on as much as on the build. */
function printTable(pages: Record<string, PageResult>, machine: string): void {
  const header = ['page', ...CATEGORIES, 'FCP ms', 'LCP ms', 'TBT ms', 'KB', 'CPU index'];
  const widths = [14, 13, 15, 16, 6, 8, 8, 8, 8, 10];
  const row = (cells: (string | number)[]) =>
    cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 10)).join('');
  const lines = ['', `Lighthouse, mobile (median of ${RUNS} by performance)`, machine, row(header)];
  for (const [path, { median: figures, runs }] of Object.entries(pages)) {
    lines.push(
      row([
        path,
        ...CATEGORIES.map((category) => figures.scores[category] ?? '—'),
        figures.firstContentfulPaintMs,
        figures.largestContentfulPaintMs,
        figures.totalBlockingTimeMs,
        figures.transferredKb,
        figures.benchmarkIndex,
      ]),
    );
    if (runs.length > 1)
      lines.push(
        `  performance per run (CPU index): ${runs
          .map((run) => `${run.scores.performance} (${run.benchmarkIndex})`)
          .join(', ')}`,
      );
    for (const failed of figures.failedAudits) lines.push(`  not passed: ${failed}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

const database = await freshDatabaseEnv({ embedded: true });
// Noon in Madrid: inside the check-in window whenever the benchmark runs. The production entry
// builds the web app first when its sources are newer than the build.
log('starting the production server on a new embedded database with the demo company');
const server = await startTeraServer({
  ...database.env,
  NODE_ENV: 'test',
  TERA_FIXED_NOW: `${madridToday()}T12:00:00+01:00`,
  LOG_LEVEL: 'warn',
});
try {
  const session = await leaderSession(server.url);
  const firstTouchMs = memoryFirstTouchMs();
  // Debian updates Chromium with its security releases, and figures move with the browser too.
  const chromium = execFileSync(ensureChromium(), ['--version'], { encoding: 'utf8' }).trim();
  const pages: Record<string, PageResult> = {};
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  for (const page of PAGES.filter(({ path }) => !ONLY || ONLY.includes(path))) {
    const runs: LighthouseRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      log(`${page.path}: run ${run} of ${RUNS}`);
      runs.push(await lighthousePage(`${server.url}${page.path}`, page.signedIn ? session : []));
    }
    const { figures, report } = median(runs);
    writeFileSync(new URL(`../results/${reportName(page.path)}`, import.meta.url), JSON.stringify(report));
    pages[page.path] = {
      median: { ...figures, report: reportName(page.path) },
      runs: runs.map((run) => run.figures),
    };
  }
  const results = {
    when: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
      memoryFirstTouchMsPer256Mb: firstTouchMs,
      chromium,
    },
    runsPerPage: RUNS,
    pages,
  };
  writeFileSync(
    new URL('../results/web-latest.json', import.meta.url),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  printTable(pages, `${chromium}; new memory: ${firstTouchMs} ms per 256 MB`);
  log('figures in bench/results/web-latest.json');
} finally {
  await server.stop();
  await database.dispose();
}
