/**
 * `node --import tsx bench/pulse-queries.ts`: the TeraPulse reads at company sizes of 200 and
 * 10,000 people with a year of check-ins each, generated deterministically into fresh databases
 * (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL when one answers, and embedded PGlite).
 * Prints the server time of the leader panel and of the company's 30-day evolution, p50 and p95,
 * measured in process around the same functions the routes call. Figures, never pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { localParts } from '@tera/domain';
import { loadPrincipal, type Principal } from '../apps/server/src/auth/principal.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { dailyCheckins } from '../apps/server/src/db/schema/index.ts';
import { readCompanyPulse } from '../apps/server/src/modules/companies/company-pulse.ts';
import { readTeamPulse } from '../apps/server/src/modules/team/team-pulse.ts';
import { freshDatabase, postgresAvailable, type DatabaseKind } from './support/databases.ts';
import { generateCompany, type GeneratedCompany } from './support/generate-data.ts';
import { summarise, type LatencySummary } from './support/percentiles.ts';
import { runAsBuilt } from './support/as-built.ts';

await runAsBuilt(import.meta.url);

const ZONE = 'Europe/Madrid';
const SIZES = [200, 10_000] as const;
const HISTORY_DAYS = 365;
const TREND_DAYS = 30;
const WARM_UP = 10;
const SAMPLES: Record<DatabaseKind, number> = { postgres: 200, pglite: 50 };
const GOALS_MS = { leaderPanel: 50, company30Days: 200 };

function log(message: string): void {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

async function principalOf(database: Database, userId: string): Promise<Principal> {
  const principal = await loadPrincipal(database.db, { id: userId, email: `${userId}@bench`, name: userId });
  if (!principal) throw new Error(`no principal for ${userId}`);
  return principal;
}

async function time(samples: number, run: () => Promise<unknown>): Promise<LatencySummary> {
  const latencies: number[] = [];
  for (let i = 0; i < samples + WARM_UP; i += 1) {
    const started = performance.now();
    await run();
    if (i >= WARM_UP) latencies.push(performance.now() - started);
  }
  return summarise(latencies);
}

interface Row {
  kind: DatabaseKind;
  people: number;
  rows: number;
  generateSeconds: number;
  leaderPanel: LatencySummary;
  company30Days: LatencySummary;
}

async function benchKind(kind: DatabaseKind, now: Date): Promise<Row[]> {
  const today = localParts(now, ZONE).date;
  const fresh = await freshDatabase(kind);
  const database = openDatabase({ url: fresh.url, dataDir: fresh.env.DATA_DIR });
  try {
    await database.migrate();
    const results: Row[] = [];
    for (const people of SIZES) {
      log(`${kind}: generating ${people} people × ${HISTORY_DAYS} days`);
      const started = performance.now();
      const company: GeneratedCompany = await generateCompany(database.db, {
        slug: `pulse${people}`,
        people,
        days: HISTORY_DAYS,
        today,
      });
      const generateSeconds = Math.round((performance.now() - started) / 100) / 10;
      const [count] = await database.db
        .select({ rows: sql<number>`count(*)::int` })
        .from(dailyCheckins)
        .where(eq(dailyCheckins.companyId, company.id));
      const leader = await principalOf(database, company.leaderId);
      const admin = await principalOf(database, company.adminId);
      log(`${kind}: timing at ${people} people`);
      results.push({
        kind,
        people,
        rows: count?.rows ?? 0,
        generateSeconds,
        leaderPanel: await time(SAMPLES[kind], () => readTeamPulse(database.db, leader, now, TREND_DAYS)),
        company30Days: await time(SAMPLES[kind], () =>
          readCompanyPulse(database.db, admin, company.id, now, TREND_DAYS),
        ),
      });
    }
    return results;
  } finally {
    await database.close();
    await fresh.dispose();
  }
}

function print(rows: readonly Row[]): void {
  const cell = (value: string | number, width: number) => String(value).padEnd(width);
  const lines = [
    '',
    `TeraPulse server time (ms), ${HISTORY_DAYS} days of history; goals: leader panel < ${GOALS_MS.leaderPanel}, company 30 days < ${GOALS_MS.company30Days}`,
    [
      cell('', 24),
      cell('check-ins', 12),
      cell('panel p50', 11),
      cell('panel p95', 11),
      cell('company p50', 13),
      cell('company p95', 13),
    ].join(''),
  ];
  for (const row of rows) {
    lines.push(
      [
        cell(`${row.kind}, ${row.people} people`, 24),
        cell(row.rows, 12),
        cell(row.leaderPanel.p50, 11),
        cell(row.leaderPanel.p95, 11),
        cell(row.company30Days.p50, 13),
        cell(row.company30Days.p95, 13),
      ].join(''),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

const today = localParts(new Date(), ZONE).date;
// Noon in Madrid: inside the check-in day whenever the benchmark runs.
const now = new Date(`${today}T12:00:00+01:00`);
const kinds: DatabaseKind[] = (await postgresAvailable()) ? ['postgres', 'pglite'] : ['pglite'];
if (kinds.length === 1) log('no PostgreSQL server answers (BENCH_DATABASE_URL); measuring PGlite only');
const rows: Row[] = [];
for (const kind of kinds) rows.push(...(await benchKind(kind, now)));
print(rows);
