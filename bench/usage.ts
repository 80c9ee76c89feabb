/**
 * Usage ingestion on PostgreSQL (issue 19's goal: 20,000 events a second stored, p99 under 50 ms per
 * batch). Thousands of simulated browser sessions post their batches of 10 events to the production
 * server from a separate process (autocannon, 32 connections); every event is new, so every one is
 * an insert, and the rows are counted afterwards to prove they were stored. Run from the repository
 * root with `npx tsx bench/usage.ts`; the figures go to docs/PERFORMANCE.md by hand.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { USAGE_BATCH_SIZE, type UsageBatch } from '@tera/domain';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { writeUsageBatches } from '../apps/server/src/modules/usage/store-usage-batch.ts';
import { startTeraServer } from '../e2e/support/tera-server.ts';
import type { LoadPlan, LoadResult } from './load/http-load.ts';
import { freshDatabase } from './support/databases.ts';
import { generateCompany, generateSessions, peopleOf } from './support/generate-data.ts';
import { summarise, type LatencySummary } from './support/percentiles.ts';

const SECRET = 'bench-secret-long-enough-to-sign-sessions-0001';
const PEOPLE = 4_000;
const CONNECTIONS = 32;
/** Enough for a run of several seconds at the goal (2,000 batches a second). */
const BATCHES = 40_000;
/** The statement alone: as many batches, in as many at once as the load's connections. */
const DRIVER_BATCHES = 10_000;
const SCREENS = ['/dashboard', '/history', '/empresa/:slug/admin', '/empresa/:slug/admin/surveys', '/notes'];

export interface UsageBenchResult {
  sessions: number;
  batches: number;
  eventsPerBatch: number;
  eventsStored: number;
  eventsPerSecond: number;
  batch: LoadResult;
  driver: { eventsPerSecond: number; batch: LatencySummary };
}

function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const planFile = `${os.tmpdir()}/tera-bench-plan-${randomUUID()}.json`;
  writeFileSync(planFile, JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load/http-load.ts', planFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`http-load exited with ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as LoadResult);
    });
  });
}

/**
 * Batch `n` belongs to session `n % PEOPLE`: consecutive requests come from different sessions,
 * as they do from many browsers, so no two connections wait on one session's row.
 */
function batchBody(n: number, sessionIds: readonly string[], startedAt: string): string {
  const session = n % sessionIds.length;
  const batch: UsageBatch = {
    session: {
      id: sessionIds[session]!,
      startedAt,
      device: { browser: 'Chrome', os: 'Windows', deviceType: 'desktop', screenSize: '1920x1080' },
    },
    events: Array.from({ length: USAGE_BATCH_SIZE }, (_, i) =>
      i % 3 === 0
        ? {
            id: randomUUID(),
            type: 'click',
            screen: SCREENS[i % SCREENS.length]!,
            at: startedAt,
            data: { text: 'Guardar' },
          }
        : { id: randomUUID(), type: 'page_view', screen: SCREENS[(n + i) % SCREENS.length]!, at: startedAt },
    ),
  };
  return JSON.stringify(batch);
}

/** The route's statement straight through the driver, a batch at a time, without HTTP or grouping. */
async function driverRate(db: Db, companyId: string, people: readonly string[], startedAt: string) {
  const sessionIds = people.map(() => randomUUID());
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let n = next++; n < DRIVER_BATCHES; n = next++) {
        const userId = people[n % people.length]!;
        const batch = JSON.parse(batchBody(n, sessionIds, startedAt)) as UsageBatch;
        const sent = performance.now();
        await writeUsageBatches(db, [
          {
            actor: { userId, email: '', role: 'employee', companyId, isSuperAdmin: false },
            batch,
            now: new Date(),
          },
        ]);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    eventsPerSecond: Math.round((DRIVER_BATCHES * USAGE_BATCH_SIZE) / seconds),
    batch: summarise(latencies),
  };
}

export async function benchUsage(log: (message: string) => void): Promise<UsageBenchResult> {
  const database = await freshDatabase('postgres');
  try {
    const handle = openDatabase({ url: database.url, poolSize: CONNECTIONS });
    await handle.migrate();
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const company = await generateCompany(handle.db, { slug: 'bench-usage', people: PEOPLE, days: 0, today });
    const cookies = await generateSessions(handle.db, peopleOf(company), SECRET);
    const sessionIds = cookies.map(() => randomUUID());
    const startedAt = new Date(now.getTime() - 60_000).toISOString();
    log(`usage: ${BATCHES} batches of ${USAGE_BATCH_SIZE} events from ${PEOPLE} sessions`);

    const server = await startTeraServer({
      ...database.env,
      AUTH_SECRET: SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    let batch: LoadResult;
    try {
      batch = await runLoad({
        url: server.url,
        path: '/api/v1/usage/batches',
        method: 'POST',
        connections: CONNECTIONS,
        durationSeconds: 60,
        amount: BATCHES,
        requests: Array.from({ length: BATCHES }, (_, n) => ({
          headers: { 'content-type': 'application/json', cookie: cookies[n % PEOPLE]! },
          body: batchBody(n, sessionIds, startedAt),
        })),
      });
    } finally {
      await server.stop();
    }
    log(`usage: ${DRIVER_BATCHES} batches through the driver`);
    const driver = await driverRate(handle.db, company.id, peopleOf(company), startedAt);
    const counted = (await handle.db.execute(
      sql`select count(*)::int as n from usage_events`,
    )) as unknown as {
      rows: { n: number }[];
    };
    await handle.close();
    const eventsStored = (counted.rows[0]?.n ?? 0) - DRIVER_BATCHES * USAGE_BATCH_SIZE;
    const seconds = batch.requests / batch.requestsPerSecond;
    return {
      sessions: PEOPLE,
      batches: batch.requests,
      eventsPerBatch: USAGE_BATCH_SIZE,
      eventsStored,
      eventsPerSecond: Math.round(eventsStored / seconds),
      batch,
      driver,
    };
  } finally {
    await database.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchUsage((message) => process.stdout.write(`${message}\n`));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
