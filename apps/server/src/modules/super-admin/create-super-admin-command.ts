import path from 'node:path';
import { z } from '@hono/zod-openapi';
import { ConfigError, readConfig } from '../../config.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/auth-service.ts';
import { openDatabase } from '../../db/database.ts';
import { systemClock } from '../../platform/clock.ts';
import { ensureSuperAdmin, superAdminStatus, SuperAdminPasswordMismatch } from './ensure-super-admin.ts';
import { passwordPrompt, type AskPassword } from './read-password.ts';

/*
 * npm run create-super-admin -w @tera/server -- <email>
 * Makes the account a platform administrator, creating it when missing, on the database the
 * server uses: DATABASE_URL, or the embedded one in DATA_DIR.
 */

const USAGE = 'Usage: npm run create-super-admin -w @tera/server -- <email>';
const EXIT_USAGE = 64;

class CommandError extends Error {}

async function choosePassword(ask: AskPassword, isNew: boolean, email: string): Promise<string> {
  if (!isNew) return ask(`Password of ${email}: `);
  const password = await ask(`Password for the new account ${email}: `);
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new CommandError(
      `The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
    );
  }
  if ((await ask('Repeat the password: ')) !== password) throw new CommandError('The passwords differ.');
  return password;
}

async function run(args: string[]): Promise<number> {
  const email = z.email().safeParse(args[0]?.trim());
  if (!email.success || args.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return EXIT_USAGE;
  }
  const config = readConfig();
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where it was typed.
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const database = openDatabase({ url: config.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    const db = database.db;
    const status = await superAdminStatus(db, email.data);
    if (status === 'super-admin') {
      process.stdout.write(`${email.data} is already a platform administrator.\n`);
      return 0;
    }
    const password =
      config.SUPER_ADMIN_PASSWORD ??
      (await choosePassword(passwordPrompt(process.stdin, process.stderr), status === 'missing', email.data));
    const { outcome } = await ensureSuperAdmin(
      { db, now: systemClock.now() },
      { email: email.data, password },
    );
    process.stdout.write(
      outcome === 'created'
        ? `Created ${email.data} as a platform administrator.\n`
        : `${email.data} is now a platform administrator.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof CommandError ||
      error instanceof SuperAdminPasswordMismatch ||
      error instanceof ConfigError;
    process.stderr.write(`${known ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
