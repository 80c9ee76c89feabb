import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../process/server-process.ts';
import { createScratchDatabase } from '../support/test-database.ts';

const PEOPLE = 40;
const MAX_ATTEMPTS = 6;
// Both instances must agree on the origin their sessions belong to.
const SHARED_ENV = {
  PUBLIC_URL: 'http://localhost:3999',
  TRUST_PROXY: 'true',
  TERA_FIXED_NOW: '2026-11-23T12:00:00+01:00',
  AUTH_SECRET: 'a-test-secret-that-is-long-enough-for-sessions',
};

const body = (submissionId: string) =>
  JSON.stringify({
    energy: 6,
    mental_pressure: 5,
    personal_concerns: 4,
    motivation: 7,
    submission_id: submissionId,
  });

describe('two instances on one database, one killed mid-burst', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase('tera_kill');
    [first, second] = await Promise.all([
      startServerProcess({ ...SHARED_ENV, DATABASE_URL: database.url }),
      startServerProcess({ ...SHARED_ENV, DATABASE_URL: database.url }),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [first, second]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.drop();
  });

  /** The confirmation link mailed to an address, read from the outbox both instances write to. */
  async function mailedLink(email: string): Promise<URL> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ text: string }>(
      `SELECT text FROM email_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    await client.end();
    const link = rows[0]?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    if (!link) throw new Error(`No confirmation link mailed to ${email}`);
    return new URL(link);
  }

  it('stores every acknowledged check-in exactly once', async () => {
    const cookies: string[] = [];
    for (let i = 0; i < PEOPLE; i += 1) {
      const client = { origin: SHARED_ENV.PUBLIC_URL, 'x-forwarded-for': `203.0.113.${i + 1}` };
      const response = await fetch(`${first.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...client },
        body: JSON.stringify({ email: `p${i}@burst.test`, name: `P${i}`, password: 'correct horse battery' }),
      });
      expect(response.status).toBe(200);
      const link = await mailedLink(`p${i}@burst.test`);
      const confirmed = await fetch(`${first.url}${link.pathname}${link.search}`, {
        headers: client,
        redirect: 'manual',
      });
      expect(confirmed.status).toBe(302);
      cookies.push(
        confirmed.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    }

    const acknowledged = new Set<number>();
    let sent = 0;
    // Like the app's own client: a failed attempt is retried, to the surviving instance, with the
    // same submission id, so a check-in the killed instance stored is recognised, not doubled.
    const submit = async (person: number) => {
      const submissionId = randomUUID();
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const target = attempt === 0 && person % 2 === 1 ? second : first;
        sent += 1;
        if (sent === PEOPLE / 2) second.child.kill('SIGKILL');
        try {
          const response = await fetch(`${target.url}/api/v1/checkins/today`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', cookie: cookies[person]! },
            body: body(submissionId),
          });
          if (response.status === 200 || response.status === 201) {
            acknowledged.add(person);
            return;
          }
        } catch {
          // The killed instance: try again on the other.
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
      }
    };
    await Promise.all(Array.from({ length: PEOPLE }, (_, person) => submit(person)));
    await second.exited;

    expect(acknowledged.size).toBe(PEOPLE);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const rows = await client.query<{ user_id: string; n: number }>(
      `SELECT user_id, count(*)::int AS n FROM daily_checkins GROUP BY user_id`,
    );
    await client.end();
    expect(rows.rows).toHaveLength(PEOPLE);
    expect(rows.rows.every((row) => row.n === 1)).toBe(true);
  }, 120_000);
});
