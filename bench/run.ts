/**
 * `npm run bench`: generates deterministic data into fresh databases, starts the production
 * server, measures it from separate processes on loopback, prints a table and writes
 * bench/results/latest.json. Not part of `npm test`: it takes minutes and its figures are the
 * machine's, not pass/fail.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { localParts } from '@tera/domain';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { startTeraServer, type TeraServer } from '../e2e/support/tera-server.ts';
import type { LoadResult } from './load/http-load.ts';
import { benchReminders, type ReminderResult } from './reminders.ts';
import { benchSurveys, type SurveyBenchResult } from './surveys.ts';
import { benchUsage, type UsageBenchResult } from './usage.ts';
import { measureColdStart, type ColdStart } from './support/cold-start.ts';
import {
  freshDatabase,
  postgresAvailable,
  type BenchDatabase,
  type DatabaseKind,
} from './support/databases.ts';
import type { RawUpsertPlan } from './load/raw-upsert-load.ts';
import {
  generateCompany,
  generateSessions,
  peopleOf,
  type GeneratedCompany,
} from './support/generate-data.ts';
import { summarise, type LatencySummary } from './support/percentiles.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECRET = 'bench-secret-long-enough-to-sign-sessions-0001';
const ZONE = 'Europe/Madrid';
const CONNECTIONS = 32;
const LOAD_SECONDS = 10;
const QUERY_SAMPLES = 200;
// A year's report takes long enough that a few downloads tell its latency.
const REPORT_SAMPLES = 20;

// Each submit run stops when its people run out rather than repeat a submit (a cheap refusal).
// Half of them go to each run, fewer than the principal cache's 50,000 entries: a run past it would
// measure a cache that evicts each person just before their submit.
const LOAD_PEOPLE: Record<DatabaseKind, number> = { postgres: 80_000, pglite: 20_000 };
// On a database server the API can run as one process per core (WORKERS); it is measured both ways.
const WORKERS = os.availableParallelism();
const SIZES = { small: 200, large: 10_000 };
const HISTORY_DAYS = 365;

/**
 * `BENCH_ONLY=reminders` (any of SECTIONS, comma-separated) runs those sections alone, and
 * `BENCH_DATABASES=postgres` (or pglite) one kind of database; their figures replace theirs in
 * latest.json and leave the rest as the last full run wrote them.
 */
const SECTIONS = ['api', 'reminders', 'surveys', 'usage', 'cold-start', 'bundles'] as const;
type Section = (typeof SECTIONS)[number];
const listed = (value: string | undefined) =>
  value
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
const ONLY = listed(process.env.BENCH_ONLY);
const ONLY_DATABASES = listed(process.env.BENCH_DATABASES);
for (const name of ONLY ?? [])
  if (!(SECTIONS as readonly string[]).includes(name))
    throw new Error(`BENCH_ONLY: no section ${name} (${SECTIONS.join(', ')})`);
const runs = (section: Section) => !ONLY || ONLY.includes(section);

/** Noon in Madrid today: inside the check-in window whenever the benchmark runs. */
function benchNow(): { iso: string; today: string } {
  const today = localParts(new Date(), ZONE).date;
  return { iso: `${today}T12:00:00+01:00`, today };
}

function log(message: string): void {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

async function runChild(script: string, plan: unknown): Promise<LoadResult> {
  const planFile = `${os.tmpdir()}/tera-bench-plan-${randomUUID()}.json`;
  writeFileSync(planFile, JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, planFile], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`${script} exited with ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as LoadResult);
    });
  });
}

async function timeRequests(url: string, cookie: string, samples = QUERY_SAMPLES): Promise<LatencySummary> {
  const latencies: number[] = [];
  for (let i = 0; i < samples + 10; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // The first few warm caches and connections; they are not what a person waits for.
    if (i >= 10) latencies.push(performance.now() - started);
  }
  return summarise(latencies);
}

interface KindResult {
  submit: LoadResult;
  /** The same load on `workers` server processes sharing the port (PostgreSQL only). */
  submitOnWorkers?: LoadResult & { workers: number };
  raw?: LoadResult;
  /** The one-process API's submits over the plain upsert's, measured in the same run. */
  apiToRawRatio?: number;
  leaderPanel: Record<string, LatencySummary>;
  company30Days: Record<string, LatencySummary>;
  adminDashboard: Record<string, LatencySummary>;
  analytics30Days: Record<string, LatencySummary>;
  /** A year's company pulse report downloaded as XLSX and as PDF; the goal is under 3 s. */
  yearReportXlsx: Record<string, LatencySummary>;
  yearReportPdf: Record<string, LatencySummary>;
}

const ratio = (requestsPerSecond: number, limit: LoadResult) =>
  Math.round((requestsPerSecond / limit.requestsPerSecond) * 100) / 100;

async function benchKind(kind: DatabaseKind): Promise<KindResult> {
  const { iso, today } = benchNow();
  const database: BenchDatabase = await freshDatabase(kind);
  let server: TeraServer | undefined;
  try {
    log(`${kind}: migrating and generating data`);
    const handle = openDatabase({ url: database.url, dataDir: database.env.DATA_DIR });
    await handle.migrate();
    const companies: Record<string, GeneratedCompany> = {};
    const sizes = kind === 'postgres' ? SIZES : { small: SIZES.small };
    for (const [name, people] of Object.entries(sizes)) {
      const started = performance.now();
      companies[name] = await generateCompany(handle.db, {
        slug: `bench-${name}`,
        people,
        days: HISTORY_DAYS,
        today,
      });
      log(
        `${kind}: ${people} people × ${HISTORY_DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const load = await generateCompany(handle.db, {
      slug: 'bench-load',
      people: LOAD_PEOPLE[kind],
      days: 0,
      today,
    });
    const loadCookies = await generateSessions(handle.db, peopleOf(load), SECRET);
    const viewerCookies: Record<string, { leader: string; admin: string }> = {};
    for (const [name, company] of Object.entries(companies)) {
      const [leader, admin] = await generateSessions(handle.db, [company.leaderId, company.adminId], SECRET);
      viewerCookies[name] = { leader: leader!, admin: admin! };
    }
    await handle.close();

    const serverEnv = {
      ...database.env,
      NODE_ENV: 'test',
      TERA_FIXED_NOW: iso,
      AUTH_SECRET: SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    // Each run writes as people of its own, so every submit is a real insert.
    const submitLoad = (cookies: string[]) => ({
      url: server!.url,
      path: '/api/v1/checkins/today',
      method: 'PUT',
      connections: CONNECTIONS,
      durationSeconds: LOAD_SECONDS,
      amount: cookies.length,
      requests: cookies.map((cookie) => ({
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          energy: 7,
          mental_pressure: 4,
          personal_concerns: 3,
          motivation: 8,
          submission_id: randomUUID(),
        }),
      })),
    });
    // A person opens the check-in screen, which reads who they are, before they can submit:
    // submits are measured as they come, after that read, for every person the run may use.
    const openCheckinScreen = (cookies: string[]) =>
      runChild('bench/load/http-load.ts', {
        url: server!.url,
        path: '/api/v1/me',
        method: 'GET',
        connections: CONNECTIONS,
        durationSeconds: LOAD_SECONDS,
        amount: cookies.length,
        requests: cookies.map((cookie) => ({ headers: { cookie } })),
      });
    const measuresWorkers = kind === 'postgres' && WORKERS > 1;
    const half = measuresWorkers ? Math.ceil(loadCookies.length / 2) : loadCookies.length;
    let submitOnWorkers: KindResult['submitOnWorkers'];
    if (measuresWorkers) {
      server = await startTeraServer({ ...serverEnv, WORKERS: String(WORKERS) });
      await openCheckinScreen(loadCookies.slice(half));
      log(`${kind}: check-in submits on ${WORKERS} server processes, ${CONNECTIONS} connections`);
      submitOnWorkers = {
        ...(await runChild('bench/load/http-load.ts', submitLoad(loadCookies.slice(half)))),
        workers: WORKERS,
      };
      await server.stop();
    }

    server = await startTeraServer(serverEnv);
    await openCheckinScreen(loadCookies.slice(0, half));
    log(`${kind}: check-in submits on one server process, ${CONNECTIONS} connections`);
    const submit = await runChild('bench/load/http-load.ts', submitLoad(loadCookies.slice(0, half)));

    const leaderPanel: Record<string, LatencySummary> = {};
    const company30Days: Record<string, LatencySummary> = {};
    const adminDashboard: Record<string, LatencySummary> = {};
    const analytics30Days: Record<string, LatencySummary> = {};
    const yearReportXlsx: Record<string, LatencySummary> = {};
    const yearReportPdf: Record<string, LatencySummary> = {};
    for (const [name, company] of Object.entries(companies)) {
      log(`${kind}: leader panel and company figures at ${company.people} people`);
      leaderPanel[company.people] = await timeRequests(
        `${server.url}/api/v1/team/pulse?days=30`,
        viewerCookies[name]!.leader,
      );
      company30Days[company.people] = await timeRequests(
        `${server.url}/api/v1/companies/${company.slug}/pulse?days=30`,
        viewerCookies[name]!.admin,
        kind === 'postgres' ? QUERY_SAMPLES : 50,
      );
      adminDashboard[company.people] = await timeRequests(
        `${server.url}/api/v1/companies/${company.slug}/admin-dashboard`,
        viewerCookies[name]!.admin,
        kind === 'postgres' ? QUERY_SAMPLES : 50,
      );
      analytics30Days[company.people] = await timeRequests(
        `${server.url}/api/v1/companies/${company.slug}/analytics?days=30`,
        viewerCookies[name]!.admin,
        kind === 'postgres' ? QUERY_SAMPLES : 50,
      );
      yearReportXlsx[company.people] = await timeRequests(
        `${server.url}/api/v1/companies/${company.slug}/reports/pulse?format=xlsx&days=365`,
        viewerCookies[name]!.admin,
        REPORT_SAMPLES,
      );
      yearReportPdf[company.people] = await timeRequests(
        `${server.url}/api/v1/companies/${company.slug}/reports/pulse?format=pdf&days=365`,
        viewerCookies[name]!.admin,
        REPORT_SAMPLES,
      );
    }
    await server.stop();
    server = undefined;

    const reads = {
      leaderPanel,
      company30Days,
      adminDashboard,
      analytics30Days,
      yearReportXlsx,
      yearReportPdf,
    };
    if (kind !== 'postgres' || !database.url) return { submit, ...reads };
    const submission = {
      energy: 7,
      mental_pressure: 4,
      personal_concerns: 3,
      motivation: 8,
      work_modality: null,
      day_dynamics: null,
      personal_conditions: null,
      special_situations: null,
    };
    const driverLoad = {
      databaseUrl: database.url,
      connections: CONNECTIONS,
      durationSeconds: LOAD_SECONDS,
      madeAt: iso,
    };
    log('postgres: the plain upsert straight through the driver');
    const raw = await runChild('bench/load/raw-upsert-load.ts', {
      ...driverLoad,
      timeZone: ZONE,
      rows: Array.from({ length: LOAD_PEOPLE.postgres }, (_, n) => ({
        userId: `raw-${n}`,
        companyId: load.id,
        date: today,
        submissionId: randomUUID(),
        submission,
      })),
    } satisfies RawUpsertPlan);
    return {
      submit,
      ...(submitOnWorkers ? { submitOnWorkers } : {}),
      raw,
      apiToRawRatio: ratio(submit.requestsPerSecond, raw),
      ...reads,
    };
  } finally {
    await server?.stop();
    await database.dispose();
  }
}

async function coldStarts(hasPostgres: boolean): Promise<Record<string, ColdStart>> {
  const results: Record<string, ColdStart> = {};
  const embedded = await freshDatabase('pglite');
  try {
    log('cold start: new embedded database (migrate and seed the demo company)');
    results['embedded, new database'] = await measureColdStart({ ...embedded.env, SEED_DEMO: 'true' });
    log('cold start: embedded database restart');
    results['embedded, restart'] = await measureColdStart({ ...embedded.env, SEED_DEMO: 'true' });
  } finally {
    await embedded.dispose();
  }
  if (hasPostgres) {
    const postgres = await freshDatabase('postgres');
    try {
      log('cold start: new PostgreSQL database');
      results['postgres, new database'] = await measureColdStart({ ...postgres.env, SEED_DEMO: 'true' });
    } finally {
      await postgres.dispose();
    }
  }
  return results;
}

function bundles(): Record<string, { sentKb: number; rawKb: number; budgetKb: number }> {
  execFileSync('npm', ['run', 'build', '--workspace', '@tera/web'], { cwd: ROOT, stdio: 'ignore' });
  // Over budget is a figure to report here, not a reason to stop; `npm test` is where it fails.
  const output = spawnSync(process.execPath, ['scripts/bundle-size.mjs', '--json'], {
    cwd: ROOT,
  }).stdout.toString();
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<
    string,
    { sentKb: number; rawKb: number; budgetKb: number }
  >;
}

function printTable(results: Awaited<ReturnType<typeof collect>>): void {
  const lines: string[] = [
    '',
    `Tera benchmark — ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${results.machine.node}`,
    '',
  ];
  const row = (cells: (string | number)[]) =>
    lines.push(cells.map((cell, i) => String(cell).padEnd(i === 0 ? 48 : 16)).join(''));
  if (results.databases) row(['', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx']);
  for (const [kind, result] of Object.entries(results.databases ?? {})) {
    const { submit, raw } = result;
    row([
      `check-in submit via API (${kind})`,
      submit.requestsPerSecond,
      submit.latencyMs.p50,
      submit.latencyMs.p95,
      submit.latencyMs.p99,
      submit.non2xx + submit.errors,
    ]);
    const { submitOnWorkers } = result;
    if (submitOnWorkers) {
      row([
        `… on ${submitOnWorkers.workers} server processes (${kind})`,
        submitOnWorkers.requestsPerSecond,
        submitOnWorkers.latencyMs.p50,
        submitOnWorkers.latencyMs.p95,
        submitOnWorkers.latencyMs.p99,
        submitOnWorkers.non2xx + submitOnWorkers.errors,
      ]);
    }
    if (raw) {
      row([
        `plain upsert straight to the driver (${kind})`,
        raw.requestsPerSecond,
        raw.latencyMs.p50,
        raw.latencyMs.p95,
        raw.latencyMs.p99,
        raw.errors,
      ]);
      row([`API ÷ plain upsert, one process (${kind})`, result.apiToRawRatio ?? '']);
    }
  }
  if (results.databases) {
    lines.push('', 'Server time, sequential requests on loopback');
    row(['', 'p50 ms', 'p95 ms']);
  }
  for (const [kind, result] of Object.entries(results.databases ?? {})) {
    for (const [people, latency] of Object.entries(result.leaderPanel))
      row([`leader panel, ${people} people (${kind})`, latency.p50, latency.p95]);
    for (const [people, latency] of Object.entries(result.company30Days))
      row([`company 30 days, ${people} people (${kind})`, latency.p50, latency.p95]);
    for (const [people, latency] of Object.entries(result.adminDashboard))
      row([`admin dashboard, ${people} people (${kind})`, latency.p50, latency.p95]);
    for (const [people, latency] of Object.entries(result.analytics30Days))
      row([`analytics 30 days, ${people} people (${kind})`, latency.p50, latency.p95]);
    for (const [people, latency] of Object.entries(result.yearReportXlsx))
      row([`year report XLSX, ${people} people (${kind})`, latency.p50, latency.p95]);
    for (const [people, latency] of Object.entries(result.yearReportPdf))
      row([`year report PDF, ${people} people (${kind})`, latency.p50, latency.p95]);
  }
  for (const [kind, reminder] of Object.entries(results.reminders ?? {})) {
    lines.push(
      '',
      `The 09:00 reminder to ${reminder.people} people (${kind}), mail to an SMTP server on loopback`,
    );
    row([
      'mails received / expected',
      `${reminder.mailsReceived} / ${reminder.expectedMails}`,
      `${reminder.mailsPerSecond} mails/s`,
    ]);
    row(['seconds to the last mail (goal ≤ 120)', reminder.secondsToLastMail]);
    row(['… counted from listening', reminder.secondsFromListening]);
    row(['… to the first mail', reminder.secondsToFirstMail]);
    row(['… to the pass recorded done', reminder.secondsToPassDone]);
    row([
      'server RSS MB, peak while sending (goal < 300)',
      reminder.peakRssMb,
      `ready ${reminder.readyRssMb}`,
    ]);
    row([
      'statements choosing the recipients (goal 1)',
      reminder.recipientStatements,
      `${reminder.recipientRows} rows`,
      `${reminder.claimMs} ms`,
    ]);
    row(['', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx']);
    for (const [when, load] of [
      ['GET /api/v1/me before nine', reminder.apiBefore],
      ['GET /api/v1/me while sending', reminder.apiDuring],
    ] as const)
      row([
        when,
        load.requestsPerSecond,
        load.latencyMs.p50,
        load.latencyMs.p95,
        load.latencyMs.p99,
        load.non2xx + load.errors,
      ]);
    row(['p99 while sending ÷ before', reminder.p99Ratio]);
  }
  if (results.surveys) {
    const survey = results.surveys;
    lines.push(
      '',
      `A survey of ${survey.questions} questions to ${survey.people} people of ${survey.teams} teams (postgres)`,
    );
    row(['submissions/s (goal ≥ 1000)', survey.submissionsPerSecond]);
    row(['closing, every answer mixed, ms', survey.closeMs]);
    row([
      'results with every breakdown, p50 / p95 ms (goal p95 < 300)',
      survey.results.p50,
      survey.results.p95,
    ]);
  }
  if (results.usage) {
    const usage = results.usage;
    lines.push(
      '',
      `Usage ingestion: ${usage.batches} batches of ${usage.eventsPerBatch} events from ${usage.sessions} sessions (postgres)`,
    );
    row(['events stored', usage.eventsStored]);
    row(['events/s through the API (goal ≥ 20000)', usage.eventsPerSecond]);
    row(['batch p50 / p99 ms (goal p99 < 50)', usage.batch.latencyMs.p50, usage.batch.latencyMs.p99]);
    row(['events/s through the driver', usage.driver.eventsPerSecond]);
  }
  if (results.coldStart) {
    lines.push('', 'Cold start');
    row(['', 'first answer ms', 'ready ms']);
    for (const [name, cold] of Object.entries(results.coldStart))
      row([name, cold.firstAnswerMs, cold.readyMs]);
  }
  if (results.bundles) lines.push('', 'Sent before first render, brotli (raw)');
  for (const [route, size] of Object.entries(results.bundles ?? {}))
    row([route, `${size.sentKb} KB (${size.rawKb})`, `budget ${size.budgetKb}`]);
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function collect() {
  const started = performance.now();
  const hasPostgres = await postgresAvailable();
  if (!hasPostgres)
    log('no PostgreSQL server answers (BENCH_DATABASE_URL); measuring the embedded database only');
  const kinds = (hasPostgres ? (['postgres', 'pglite'] as const) : (['pglite'] as const)).filter(
    (kind) => !ONLY_DATABASES || ONLY_DATABASES.includes(kind),
  );
  let databases: Partial<Record<DatabaseKind, KindResult>> | undefined;
  if (runs('api')) {
    databases = {};
    for (const kind of kinds) databases[kind] = await benchKind(kind);
  }
  let reminders: Partial<Record<DatabaseKind, ReminderResult>> | undefined;
  if (runs('reminders')) {
    reminders = {};
    for (const kind of kinds) reminders[kind] = await benchReminders(kind, { secret: SECRET, log });
  }
  // Its goals are stated on a database server; the embedded database is not where 10,000 answer.
  const surveys: SurveyBenchResult | undefined =
    runs('surveys') && kinds.includes('postgres') ? await benchSurveys('postgres', log) : undefined;
  // Its goal is stated on a database server, as the surveys' is.
  const usage: UsageBenchResult | undefined =
    runs('usage') && kinds.includes('postgres') ? await benchUsage(log) : undefined;
  const coldStart = runs('cold-start') ? await coldStarts(hasPostgres) : undefined;
  if (runs('bundles')) log('bundle sizes');
  return {
    when: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    settings: {
      connections: CONNECTIONS,
      loadSeconds: LOAD_SECONDS,
      historyDays: HISTORY_DAYS,
      sizes: SIZES,
    },
    databases,
    reminders,
    surveys,
    usage,
    coldStart,
    bundles: runs('bundles') ? bundles() : undefined,
    totalSeconds: 0,
    started,
  };
}

const results = await collect();
results.totalSeconds = Math.round((performance.now() - results.started) / 1000);
const { started: _started, ...measured } = results;
const latest = new URL('results/latest.json', import.meta.url);
const saved = ONLY || ONLY_DATABASES ? mergedWithLatest(measured) : measured;
mkdirSync(new URL('results/', import.meta.url), { recursive: true });
writeFileSync(latest, `${JSON.stringify(saved, null, 2)}\n`);

/** A partial run's sections (per database) over the last run's figures, which it keeps. */
function mergedWithLatest(partial: Record<string, unknown>): Record<string, unknown> {
  const previous = existsSync(latest)
    ? (JSON.parse(readFileSync(latest, 'utf8')) as Record<string, unknown>)
    : {};
  const merged: Record<string, unknown> = { ...previous };
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined) continue;
    const before = previous[key];
    const perDatabase = (key === 'databases' || key === 'reminders') && typeof before === 'object' && before;
    merged[key] = perDatabase ? { ...before, ...(value as object) } : value;
  }
  return merged;
}
printTable(results);
log(`done in ${results.totalSeconds} s; figures in bench/results/latest.json`);
