/**
 * `node --import tsx bench/report-queries.ts`: a year's company pulse report as XLSX and as PDF at
 * 10,000 people with a year of check-ins, on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL),
 * measured in process around what the download route runs: the released days read, the table
 * built and the file written. The first run also keeps the closed days' totals, as the first
 * admin of the day does. Figures, never pass/fail; the goal is under 3 s.
 */
import { performance } from 'node:perf_hooks';
import { localParts, STANDARD_REPORT_MEASURES, type ReportFormat } from '@tera/domain';
import { loadPrincipal } from '../apps/server/src/auth/principal.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { readReport } from '../apps/server/src/modules/reports/read-report.ts';
import { renderReport } from '../apps/server/src/modules/reports/render-report.ts';
import { reportDocument } from '../apps/server/src/modules/reports/report-document.ts';
import { freshDatabase, postgresAvailable } from './support/databases.ts';
import { generateCompany } from './support/generate-data.ts';
import { summarise } from './support/percentiles.ts';
import { runAsBuilt } from './support/as-built.ts';

await runAsBuilt(import.meta.url);

const ZONE = 'Europe/Madrid';
const PEOPLE = 10_000;
const HISTORY_DAYS = 365;
const SAMPLES = 20;

function log(message: string): void {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
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
    slug: 'reports',
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

  const yearReport = async (format: ReportFormat) => {
    const data = await readReport(database.db, admin, { id: company.id, name: 'Bench' }, now, {
      measures: STANDARD_REPORT_MEASURES.pulse,
      grouping: 'day',
      days: HISTORY_DAYS,
    });
    return renderReport(reportDocument(data, 'Bench', 'es'), format, 'bench');
  };
  const time = async (format: ReportFormat) => {
    const first = performance.now();
    const { body } = await yearReport(format);
    const firstMs = Math.round(performance.now() - first);
    const latencies: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const started = performance.now();
      await yearReport(format);
      latencies.push(performance.now() - started);
    }
    return { firstMs, bytes: body.length, ...summarise(latencies) };
  };
  log('timing');
  const xlsx = await time('xlsx');
  const pdf = await time('pdf');
  process.stdout.write(
    `${JSON.stringify({ people: PEOPLE, days: HISTORY_DAYS, yearXlsx: xlsx, yearPdf: pdf }, null, 2)}\n`,
  );
} finally {
  await database.close();
  await fresh.dispose();
}
