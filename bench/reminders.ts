/**
 * The 09:00 reminder for a company of 10,000 people, sent by the production server to an SMTP
 * server on loopback (docs/PERFORMANCE.md#reminders): how long until the last mail arrives, the
 * server's memory meanwhile, the API's p99 meanwhile against the same load before, and how many
 * statements choose the recipients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { TransactionRollbackError, sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/database.ts';
import { queryRows } from '../apps/server/src/db/query-rows.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import {
  claimOccurrences,
  type DueSchedule,
} from '../apps/server/src/modules/notifications/claim-occurrences.ts';
import { startTeraServer, type TeraServer } from '../e2e/support/tera-server.ts';
import type { LoadPlan, LoadResult } from './load/http-load.ts';
import { freshDatabase, type DatabaseKind } from './support/databases.ts';
import { generateCompany, generateSessions, peopleOf } from './support/generate-data.ts';
import type { SinkReport } from './support/smtp-count-sink.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PEOPLE = 10_000;
const HISTORY_DAYS = 30;
// Monday 2 March 2026 in Madrid (UTC+1), a working day: a minute before the reminder, and half a
// minute after it.
const DAY = '2026-03-02';
const BEFORE_NINE = '2026-03-02T07:59:00Z';
const PAST_NINE = '2026-03-02T08:00:30Z';
const DUE_FROM = '2026-03-02T07:00:00Z';
/**
 * The API load beside the sending: people opening Tera at a steady rate, as a morning brings
 * them, not the most the server can take (that would measure the load, not the reminder).
 */
const READERS = 200;
const READS_PER_SECOND = 100;
const READ_CONNECTIONS = 8;
const BEFORE_SECONDS = 20;
/** Far past the goal of 120 s: a run that misses it still reports how far it got. */
const GIVE_UP_SECONDS = 600;
const RSS_SAMPLE_MS = 100;

export interface ReminderResult {
  people: number;
  /** Active people without a check-in that day: everyone the reminder is for. */
  expectedMails: number;
  mailsReceived: number;
  /**
   * From the server's log that its database is ready, after which its boot starts the pass at
   * once, until the sink has every mail. Not from the spawn: `npm start` first rebuilds what
   * changed, which other work on the machine may have.
   */
  secondsToLastMail: number;
  /** The same from its log that it listens, a moment after the pass began. */
  secondsFromListening: number;
  /** To the first mail at the sink: the claim of every recipient and the first one composed. */
  secondsToFirstMail: number;
  /** Until the server logged the pass done, every outcome recorded. */
  secondsToPassDone: number;
  mailsPerSecond: number;
  /** The server process's largest resident set while it sent, sampled every 100 ms. */
  peakRssMb: number;
  /** Its resident set on answering /api/ready, before the sending grew it. */
  readyRssMb: number;
  /** Statements claimOccurrences issued to choose and claim all of them, counted by the driver. */
  recipientStatements: number;
  recipientRows: number;
  /** How long that one statement took at this size (in a transaction rolled back). */
  claimMs: number;
  apiBefore: LoadResult;
  apiDuring: LoadResult;
  /** The API's p99 while sending over its p99 before. */
  p99Ratio: number;
}

function schedule(companyId: string, scheduleId: string, slug: string): DueSchedule {
  return {
    id: scheduleId,
    companyId,
    companyName: `Bench ${slug}`,
    companySlug: slug,
    companyTimeZone: 'Europe/Madrid',
    type: 'daily_reminder',
    time: '09:00',
    timeZone: null,
    days: [1, 2, 3, 4, 5],
    templateId: null,
    customSubject: null,
    customMessage: null,
    recipients: { kind: 'everyone' },
    dueFrom: new Date(DUE_FROM),
  };
}

/**
 * Claims the reminder's recipients once through the server's own code, counting the statements
 * the driver is given, and rolls the claim back so the server finds them all unclaimed.
 */
async function countRecipientStatements(
  database: Database,
  due: DueSchedule,
): Promise<{ statements: number; rows: number; ms: number }> {
  let statements = 0;
  const logger: Logger = { logQuery: () => (statements += 1) };
  const db = (database.pool
    ? drizzlePg(database.pool, { schema, logger })
    : drizzlePglite(database.pglite!, { schema, logger })) as unknown as Db;
  let counted = { statements: 0, rows: 0, ms: 0 };
  await db
    .transaction(async (tx) => {
      statements = 0;
      const started = performance.now();
      const claimed = await claimOccurrences(tx as unknown as Db, due, new Date(PAST_NINE));
      counted = { statements, rows: claimed.length, ms: Math.round(performance.now() - started) };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return counted;
}

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** A child script run with tsx, its stdout read as JSON lines. */
function spawnScript(script: string, args: string[], onLine: (line: unknown) => void): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(JSON.parse(line));
  });
  return child;
}

/** The HTTP load in its own process; `stop` ends one with no end of its own, and both report. */
function startLoad(plan: LoadPlan): { stop(): void; result: Promise<LoadResult> } {
  const planFile = `${os.tmpdir()}/tera-bench-plan-${randomUUID()}.json`;
  writeFileSync(planFile, JSON.stringify(plan));
  let last: LoadResult | undefined;
  const child = spawnScript('bench/load/http-load.ts', [planFile], (line) => (last = line as LoadResult));
  const result = new Promise<LoadResult>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 && last ? resolve(last) : reject(new Error(`the load exited with ${code}`)),
    ),
  );
  return { stop: () => child.kill('SIGTERM'), result };
}

interface Sink {
  url: string;
  first: Promise<number>;
  all: Promise<number>;
  stop(): Promise<number>;
}

async function startSink(expected: number): Promise<Sink> {
  let resolveUrl!: (url: string) => void;
  let resolveFirst!: (at: number) => void;
  let resolveAll!: (at: number) => void;
  let resolveCount!: (count: number) => void;
  const url = new Promise<string>((resolve) => (resolveUrl = resolve));
  const first = new Promise<number>((resolve) => (resolveFirst = resolve));
  const all = new Promise<number>((resolve) => (resolveAll = resolve));
  const count = new Promise<number>((resolve) => (resolveCount = resolve));
  const child = spawnScript('bench/support/smtp-count-sink.ts', [String(expected)], (line) => {
    const report = line as SinkReport;
    if ('url' in report) resolveUrl(report.url);
    else if ('first' in report) resolveFirst(report.first);
    else if ('reached' in report) resolveAll(report.at);
    else resolveCount(report.count);
  });
  return {
    url: await url,
    first,
    all,
    async stop() {
      child.kill('SIGTERM');
      return count;
    },
  };
}

const seconds = (fromMs: number, toMs: number) => Math.round((toMs - fromMs) / 100) / 10;

/** When the server first logged a message (pino's `time`), where `matches` accepts the entry. */
function loggedAt(
  output: string,
  message: string,
  matches: (entry: Record<string, unknown>) => boolean = () => true,
): number {
  for (const line of output.split('\n')) {
    if (!line.includes(`"msg":"${message}"`)) continue;
    const entry = JSON.parse(line) as Record<string, unknown> & { time: number };
    if (matches(entry)) return entry.time;
  }
  return Number.NaN;
}

const passDoneAt = (output: string) =>
  loggedAt(output, 'notification pass', (entry) => Number(entry.claimed) > 0);

export async function benchReminders(
  kind: DatabaseKind,
  options: { secret: string; log: (message: string) => void },
): Promise<ReminderResult> {
  const { secret, log } = options;
  const database = await freshDatabase(kind);
  const servers: TeraServer[] = [];
  let sink: Sink | undefined;
  try {
    log(`reminders (${kind}): ${PEOPLE} people × ${HISTORY_DAYS} days and a daily reminder at 09:00`);
    const handle = openDatabase({ url: database.url, dataDir: database.env.DATA_DIR });
    await handle.migrate();
    const company = await generateCompany(handle.db, {
      slug: 'bench-reminders',
      people: PEOPLE,
      days: HISTORY_DAYS,
      today: DAY,
    });
    const scheduleId = randomUUID();
    const due = schedule(company.id, scheduleId, company.slug);
    await handle.db.execute(sql`
      insert into notification_schedules (id, company_id, type, time, days, active, recipients, due_from)
      values (${scheduleId}, ${company.id}, ${due.type}, ${due.time}, ${sql.param(due.days)}::int[], true,
        ${JSON.stringify(due.recipients)}::jsonb, ${DUE_FROM}::timestamptz)`);
    const [{ expected } = { expected: 0 }] = await queryRows<{ expected: number }>(
      handle.db,
      sql`select count(*)::int as expected from user_profiles p
          where p.company_id = ${company.id} and p.is_active
            and not exists (select 1 from daily_checkins c where c.user_id = p.id and c.check_in_date = ${DAY})`,
    );
    const recipients = await countRecipientStatements(handle, due);
    log(
      `reminders (${kind}): ${recipients.statements} statement(s) claimed ${recipients.rows} of ${expected} in ${recipients.ms} ms`,
    );
    const cookies = await generateSessions(handle.db, peopleOf(company).slice(0, READERS), secret);
    await handle.close();

    sink = await startSink(expected);
    const serverEnv = {
      ...database.env,
      // Node's own options for the server alone, such as a heap limit to compare against.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
      NODE_ENV: 'test',
      AUTH_SECRET: secret,
      SEED_DEMO: 'false',
      SMTP_URL: sink.url,
      // The pass logs its end at info; nothing logs per request.
      LOG_LEVEL: 'info',
    };
    const readLoad = (url: string, durationSeconds: number): LoadPlan => ({
      url,
      path: '/api/v1/me',
      method: 'GET',
      connections: READ_CONNECTIONS,
      durationSeconds,
      overallRate: READS_PER_SECOND,
      // Twice what the rate needs: the load paces itself loosely, and a request past the last
      // would go without a session.
      requests: Array.from({ length: 2 * READS_PER_SECOND * durationSeconds }, (_, n) => ({
        headers: { cookie: cookies[n % cookies.length]! },
      })),
    });

    // The same server a minute before nine: nothing is due, so this is the API on its own.
    log(`reminders (${kind}): ${READS_PER_SECOND} reads/s for ${BEFORE_SECONDS} s before nine`);
    servers.push(await startTeraServer({ ...serverEnv, TERA_FIXED_NOW: BEFORE_NINE }));
    const apiBefore = await startLoad(readLoad(servers[0]!.url, BEFORE_SECONDS)).result;
    await servers.shift()!.stop();

    log(`reminders (${kind}): past nine, until the sink has ${expected} mails`);
    const server = await startTeraServer({ ...serverEnv, TERA_FIXED_NOW: PAST_NINE });
    servers.push(server);
    const pid = server.process.pid!;
    const readyRssMb = rssMb(pid);
    let peakRssMb = readyRssMb;
    const sampler = setInterval(() => {
      const rss = rssMb(pid);
      if (rss > peakRssMb) peakRssMb = rss;
    }, RSS_SAMPLE_MS);
    const during = startLoad(readLoad(server.url, GIVE_UP_SECONDS));
    let giveUp: NodeJS.Timeout | undefined;
    const allAt = await Promise.race([
      sink.all,
      new Promise<number>(
        (resolve) => (giveUp = setTimeout(() => resolve(Number.NaN), GIVE_UP_SECONDS * 1000)),
      ),
    ]);
    clearTimeout(giveUp);
    during.stop();
    clearInterval(sampler);
    const apiDuring = await during.result;
    const firstAt = await Promise.race([sink.first, Promise.resolve(Number.NaN)]);

    // The pass ends once every outcome is recorded, a moment after the last mail arrives.
    const passDeadline = Date.now() + 60_000;
    while (Number.isNaN(passDoneAt(server.output())) && Date.now() < passDeadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const passDone = passDoneAt(server.output());
    const bootedAt = loggedAt(server.output(), 'database migrated');
    const listeningAt = loggedAt(server.output(), 'Tera is listening');
    await servers.shift()!.stop();
    const mailsReceived = await sink.stop();
    sink = undefined;

    return {
      people: PEOPLE,
      expectedMails: expected,
      mailsReceived,
      secondsToLastMail: seconds(bootedAt, allAt),
      secondsFromListening: seconds(listeningAt, allAt),
      secondsToFirstMail: seconds(bootedAt, firstAt),
      secondsToPassDone: seconds(bootedAt, passDone),
      mailsPerSecond: Math.round((mailsReceived / (allAt - firstAt)) * 1000),
      peakRssMb,
      readyRssMb,
      recipientStatements: recipients.statements,
      recipientRows: recipients.rows,
      claimMs: recipients.ms,
      apiBefore,
      apiDuring,
      p99Ratio: Math.round((apiDuring.latencyMs.p99 / apiBefore.latencyMs.p99) * 100) / 100,
    };
  } finally {
    for (const server of servers) await server.stop();
    await sink?.stop();
    await database.dispose();
  }
}
