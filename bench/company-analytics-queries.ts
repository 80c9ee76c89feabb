/**
 * `node --import tsx bench/company-analytics-queries.ts`: the admin dashboard, the 30-day analytics,
 * the company's pulse by tag and the year's breakdown by team and department (the executive heat
 * map) at 10,000 people in 50 teams and 10 departments with a year of check-ins, on PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL), measured in process around the functions the routes
 * call. The first read also keeps the closed days' totals, as the first admin of the day does.
 * Figures, never pass/fail; `npm run bench` measures the dashboard and analytics over HTTP.
 */
import { performance } from 'node:perf_hooks';
import { localParts } from '@tera/domain';
import { loadPrincipal } from '../apps/server/src/auth/principal.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { readAdminDashboard } from '../apps/server/src/modules/company-analytics/read-admin-dashboard.ts';
import { readCompanyAnalytics } from '../apps/server/src/modules/company-analytics/read-company-analytics.ts';
import {
  readCompanyTags,
  readTeamTags,
} from '../apps/server/src/modules/company-analytics/read-company-tags.ts';
import { readTeamBreakdown } from '../apps/server/src/modules/company-analytics/read-team-breakdown.ts';
import { freshDatabase, postgresAvailable } from './support/databases.ts';
import { generateCompany } from './support/generate-data.ts';
import { summarise } from './support/percentiles.ts';
import { runAsBuilt } from './support/as-built.ts';

await runAsBuilt(import.meta.url);

const ZONE = 'Europe/Madrid';
const PEOPLE = 10_000;
const HISTORY_DAYS = 365;
const WARM_UP = 10;
const SAMPLES = 200;

function log(message: string): void {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

async function time(run: () => Promise<unknown>, samples = SAMPLES) {
  const first = performance.now();
  await run();
  const firstMs = Math.round(performance.now() - first);
  const latencies: number[] = [];
  for (let i = 0; i < samples + WARM_UP; i += 1) {
    const started = performance.now();
    await run();
    if (i >= WARM_UP) latencies.push(performance.now() - started);
  }
  return { firstMs, ...summarise(latencies) };
}

if (!(await postgresAvailable())) throw new Error('no PostgreSQL server answers (BENCH_DATABASE_URL)');
const today = localParts(new Date(), ZONE).date;
const now = new Date(`${today}T12:00:00+01:00`);
const fresh = await freshDatabase('postgres');
const database = openDatabase({ url: fresh.url, dataDir: fresh.env.DATA_DIR });
try {
  await database.migrate();
  log(`generating ${PEOPLE} people × ${HISTORY_DAYS} days`);
  const company = await generateCompany(database.db, {
    slug: 'analytics',
    people: PEOPLE,
    days: HISTORY_DAYS,
    today,
  });
  const admin = await loadPrincipal(database.db, {
    id: company.adminId,
    email: 'admin@bench',
    name: 'admin',
  });
  if (!admin) throw new Error('no admin principal');
  log('timing');
  const dashboard = await time(() => readAdminDashboard(database.db, admin, company.slug, now));
  const analytics = await time(() => readCompanyAnalytics(database.db, admin, company.slug, now, 30));
  // Four weeks of answers read and weighed tag by tag: fewer samples.
  const tags = await time(() => readCompanyTags(database.db, admin, company.slug, now), 20);
  // The same and each team's beside them, judged together (decision 041).
  const teamTags = await time(() => readTeamTags(database.db, admin, company.slug, now), 10);
  const byTeam = await readTeamTags(database.db, admin, company.slug, now);
  const cells = byTeam.teams.flatMap((team) => team.tags);
  const teamTagCells = {
    companyTagsShown: byTeam.tags.filter((tag) => tag.withheld === null).length,
    teams: byTeam.teams.length,
    shown: cells.filter((cell) => cell.withheld === null).length,
    withheld: cells.filter((cell) => cell.withheld !== null).length,
  };
  const teamsYear = await time(() => readTeamBreakdown(database.db, admin, company.slug, now, 365));
  const figures = {
    dashboard,
    analytics30Days: analytics,
    tags,
    teamTags,
    teamTagCells,
    teamBreakdown365Days: teamsYear,
  };
  process.stdout.write(`${JSON.stringify({ people: PEOPLE, days: HISTORY_DAYS, ...figures }, null, 2)}\n`);
} finally {
  await database.close();
  await fresh.dispose();
}
