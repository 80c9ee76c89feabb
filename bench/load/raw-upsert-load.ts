/**
 * The database's own limit for check-in submits: the upsert the route issues, sent straight
 * through the driver by as many concurrent connections as the HTTP load uses. Own process, like
 * the HTTP load, so both are measured the same way. Plan: JSON file path in argv[2].
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { fillPlaceholders } from 'drizzle-orm';
import type { CheckinSubmission } from '@tera/domain';
import type { Db } from '../../apps/server/src/db/database.ts';
import {
  checkinUpsertParameters,
  checkinUpsertQuery,
} from '../../apps/server/src/modules/checkins/submit-today-checkin.ts';
import { summarise } from '../support/percentiles.ts';
import type { LoadResult } from './http-load.ts';

interface Submit {
  submissionId: string;
  submission: CheckinSubmission;
}

export interface RawUpsertPlan {
  databaseUrl: string;
  connections: number;
  durationSeconds: number;
  madeAt: string;
  timeZone: string;
  rows: (Submit & { userId: string; companyId: string | null; date: string })[];
}

interface Statement {
  name: string;
  text: string;
  values: unknown[];
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as RawUpsertPlan;
const pool = new pg.Pool({ connectionString: plan.databaseUrl, max: plan.connections });
const madeAt = new Date(plan.madeAt);

function upserts(rows: RawUpsertPlan['rows'], timeZone: string) {
  const db = drizzle(pool) as unknown as Db;
  const query = checkinUpsertQuery(db);
  return rows.map((row): Statement => ({
    name: 'tera_checkin_upsert',
    text: query.sql,
    values: fillPlaceholders(
      query.params,
      checkinUpsertParameters({
        db,
        owner: { userId: row.userId, companyId: row.companyId, timeZone },
        date: row.date,
        submission: row.submission,
        submissionId: row.submissionId,
        madeAt,
      }),
    ),
  }));
}

const statements = upserts(plan.rows, plan.timeZone);

let next = 0;
let errors = 0;
const latencies: number[] = [];
const deadline = performance.now() + plan.durationSeconds * 1000;
const started = performance.now();

async function worker(): Promise<void> {
  for (;;) {
    const statement = statements[next++];
    if (!statement || performance.now() > deadline) return;
    const sentAt = performance.now();
    try {
      // Named, so each connection plans it once, as the API's prepared statements are.
      const { rows } = await pool.query<{ id: string | null }>(statement);
      // A statement that stored nothing did not do what a submit must.
      if (rows[0]?.id) latencies.push(performance.now() - sentAt);
      else errors += 1;
    } catch {
      errors += 1;
    }
  }
}

await Promise.all(Array.from({ length: plan.connections }, worker));
const elapsedSeconds = (performance.now() - started) / 1000;
await pool.end();
const result: LoadResult = {
  requests: latencies.length,
  requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
  non2xx: 0,
  errors,
  latencyMs: summarise(latencies),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
