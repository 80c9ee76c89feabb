import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../process/server-process.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { createScratchDatabase } from '../support/test-database.ts';

// Monday 2 March 2026 in Madrid (UTC+1): a minute before the reminder, and half a minute after.
const AT_0859 = '2026-03-02T07:59:00Z';
const AT_0900 = '2026-03-02T08:00:30Z';
const TODAY = '2026-03-02';

async function until(condition: () => boolean | Promise<boolean>, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Who the demo company's daily reminder is for this morning, as the rules say it
 * (docs/product/notifications.md#types): its active people without today's check-in, minus
 * those who turned it off or paused it, addresses that bounced, and anyone on approved leave.
 */
async function eligible(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ email: string }>(
    `select p.email from user_profiles p join companies c on c.id = p.company_id
     where c.slug = 'demo' and p.is_active
       and not exists (select 1 from daily_checkins d where d.user_id = p.id and d.check_in_date = $1)
       and not exists (select 1 from notification_preferences np where np.user_id = p.id
                         and np.type = 'daily_reminder' and (not np.email or np.paused_until >= $1))
       and not exists (select 1 from email_suppressions s where s.email = lower(p.email))
       and not exists (select 1 from leave_requests l where l.user_id = p.id and l.status = 'approved'
                         and l.start_date <= $1 and $1 <= l.end_date)`,
    [TODAY],
  );
  await client.end();
  return rows.map((row) => row.email).sort();
}

describe('two server processes on one PostgreSQL, across nine o’clock in Madrid', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const servers: ServerProcess[] = [];
  const output = () => servers.map((server) => server.output()).join('\n---\n');
  const reminders = () => smtp.received.filter((mail) => /List-Unsubscribe:/.test(mail.raw));

  const start = async (at: string, seed: boolean) => {
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      TERA_FIXED_NOW: at,
      SEED_DEMO: seed ? 'true' : 'false',
      // Every pass is logged at debug: the test waits for each server's first.
      LOG_LEVEL: 'debug',
    });
    servers.push(server);
    return server;
  };
  const stopAll = async () => {
    for (const server of servers.splice(0)) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = await createScratchDatabase('tera_reminders');
  }, 30_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await smtp?.stop();
    await database?.drop();
  });

  it('sends nothing at 08:59, then each eligible person exactly one reminder once both pass nine', async () => {
    await start(AT_0859, true);
    const second = await start(AT_0859, false);
    // Both have made their first pass at start; the second had nothing to claim either.
    await until(() => /notification pass/.test(second.output()), output);
    expect(reminders()).toHaveLength(0);
    await stopAll();

    const expected = await eligible(database.url);
    expect(expected.length).toBeGreaterThan(3);
    // Both start together, and both pass at once at 09:00:30.
    const both = await Promise.all([start(AT_0900, false), start(AT_0900, false)]);
    await until(() => both.every((server) => /notification pass/.test(server.output())), output);
    await until(() => reminders().length >= expected.length, output);
    // A pass of each again (a restart) finds nothing left to send.
    await stopAll();
    const again = await start(AT_0900, false);
    await until(() => /notification pass/.test(again.output()), output);

    const recipients = reminders()
      .flatMap((mail) => mail.to)
      .sort();
    expect(recipients).toEqual(expected);
    await stopAll();
  }, 180_000);
});
