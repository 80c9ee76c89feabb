import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { createAuthService } from '../../auth/auth-service.ts';
import { verifyPassword } from '../../auth/password-hashing.ts';
import { configSchema } from '../../config.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { authAccounts, authUsers, userProfiles } from '../../db/schema/index.ts';
import { createMailer } from '../../email/mailer.ts';
import { createLogger } from '../../platform/logger.ts';

const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const COMMAND = 'src/modules/super-admin/create-super-admin-command.ts';
const PASSWORD = 'clave del operador 2026';
// Each test starts the command as its own process, often more than once, and opens the database.
const PROCESS_TEST_MS = 120_000;

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

function collect(child: ReturnType<typeof spawn>, stdin: string): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin!.end(stdin);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** The command as an operator runs it, with answers typed on a pipe instead of a terminal. */
function runCommand(args: string[], env: Record<string, string>, stdin = ''): Promise<Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', COMMAND, ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, NODE_ENV: 'test', SUPER_ADMIN_PASSWORD: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return collect(child, stdin);
}

interface Target {
  name: string;
  env: Record<string, string>;
  open(): Database;
  dispose(): Promise<void>;
}

function embeddedTarget(): Target {
  const dir = mkdtempSync(path.join(tmpdir(), 'tera-super-admin-'));
  const dataDir = path.join(dir, 'data');
  return {
    name: 'embedded database',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `tera_cli_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    async dispose() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const targets: Array<() => Promise<Target>> = [async () => embeddedTarget()];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) targets.push(() => postgresTarget(postgresUrl));

describe.each(targets.map((make) => ({ make })))('npm run create-super-admin', ({ make }) => {
  let target: Target;

  beforeAll(async () => {
    target = await make();
  });
  afterAll(() => target.dispose());

  /** Opens the database only between runs: an embedded one takes one process at a time. */
  async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
    const database = target.open();
    try {
      await database.migrate();
      return await work(database);
    } finally {
      await database.close();
    }
  }

  async function account(email: string) {
    return withDatabase(async ({ db }) => {
      const [row] = await db
        .select({
          isSuperAdmin: userProfiles.isSuperAdmin,
          hash: authAccounts.password,
          emailVerified: authUsers.emailVerified,
        })
        .from(userProfiles)
        .innerJoin(
          authAccounts,
          and(eq(authAccounts.userId, userProfiles.id), eq(authAccounts.providerId, 'credential')),
        )
        .innerJoin(authUsers, eq(authUsers.id, userProfiles.id))
        .where(eq(userProfiles.email, email));
      return row;
    });
  }

  it(
    'creates the account with a password typed twice, and leaves it as it is afterwards',
    async () => {
      const outcome = await runCommand(['operadora@tera.test'], target.env, `${PASSWORD}\n${PASSWORD}\n`);
      expect(outcome, outcome.stderr).toMatchObject({ code: 0 });
      expect(outcome.stdout).toContain('Created operadora@tera.test as a platform administrator.');
      expect(outcome.stderr).not.toContain(PASSWORD);
      const created = await account('operadora@tera.test');
      expect(created).toMatchObject({ isSuperAdmin: true, emailVerified: true });
      expect(await verifyPassword({ hash: created!.hash!, password: PASSWORD })).toBe(true);

      // No password is asked for, so none can be replaced.
      const again = await runCommand(['operadora@tera.test'], target.env);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('operadora@tera.test is already a platform administrator.');
    },
    PROCESS_TEST_MS,
  );

  it(
    'creates nothing when the repeated password differs or is too short',
    async () => {
      const differs = await runCommand(['otra@tera.test'], target.env, `${PASSWORD}\nclave distinta 2026\n`);
      expect(differs.code).toBe(1);
      expect(differs.stderr).toContain('The passwords differ.');
      const short = await runCommand(['otra@tera.test'], target.env, 'corta\ncorta\n');
      expect(short.code).toBe(1);
      expect(short.stderr).toContain('The password must have 12 to 128 characters.');
      expect(await account('otra@tera.test')).toBeUndefined();
    },
    PROCESS_TEST_MS,
  );

  it(
    "promotes an existing account only with that account's own password",
    async () => {
      await withDatabase(async (database) => {
        const config = configSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
        const logger = createLogger(config);
        const mailer = createMailer({
          db: () => database.db,
          smtpUrl: undefined,
          from: config.MAIL_FROM,
          logger,
        });
        const auth = await createAuthService({ config, database, mailer, logger }).get();
        await auth.api.signUpEmail({
          body: { email: 'persona@tera.test', password: 'la clave de la persona', name: 'Persona' },
        });
      });
      const wrong = await runCommand(['persona@tera.test'], {
        ...target.env,
        SUPER_ADMIN_PASSWORD: PASSWORD,
      });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('already has an account with another password');
      expect(await account('persona@tera.test')).toMatchObject({ isSuperAdmin: false, emailVerified: false });

      const right = await runCommand(['persona@tera.test'], target.env, 'la clave de la persona\n');
      expect(right.code, right.stderr).toBe(0);
      expect(right.stdout).toContain('persona@tera.test is now a platform administrator.');
      expect(await account('persona@tera.test')).toMatchObject({ isSuperAdmin: true, emailVerified: true });
    },
    PROCESS_TEST_MS,
  );

  it(
    'explains its use when the address is missing or wrong',
    async () => {
      for (const args of [[], ['no-es-un-correo']]) {
        const outcome = await runCommand(args, target.env);
        expect(outcome.code, args.join(' ')).toBe(64);
        expect(outcome.stderr).toContain('Usage: npm run create-super-admin -w @tera/server -- <email>');
      }
    },
    PROCESS_TEST_MS,
  );
});

describe('npm run create-super-admin from the repository root', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tera-super-admin-npm-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'finds a relative DATA_DIR where the command was typed, as the server does',
    async () => {
      const child = spawn(
        'npm',
        ['--prefix', REPO_ROOT, 'run', 'create-super-admin', '-w', '@tera/server', '--', 'raiz@tera.test'],
        {
          cwd: dir,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATA_DIR: 'datos',
            DATABASE_URL: '',
            SUPER_ADMIN_PASSWORD: PASSWORD,
          },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      const outcome = await collect(child, '');
      expect(outcome.code, outcome.stderr).toBe(0);
      const database = openDatabase({ dataDir: path.join(dir, 'datos') });
      try {
        const [row] = await database.db
          .select({ isSuperAdmin: userProfiles.isSuperAdmin })
          .from(userProfiles)
          .where(eq(userProfiles.email, 'raiz@tera.test'));
        expect(row?.isSuperAdmin).toBe(true);
      } finally {
        await database.close();
      }
    },
    PROCESS_TEST_MS,
  );
});
