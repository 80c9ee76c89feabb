import type { AppDeps } from '../../http/app-env.ts';
import { ensureSuperAdmin, SuperAdminPasswordMismatch } from './ensure-super-admin.ts';

/**
 * At start, after migration: SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD name the platform
 * administrator, created on a new database and kept one afterwards. A refusal is logged rather
 * than stopping the app, which serves everyone else just as well without it.
 */
export async function bootstrapSuperAdmin(
  deps: Pick<AppDeps, 'config' | 'database' | 'logger' | 'clock'>,
): Promise<void> {
  const { SUPER_ADMIN_EMAIL: email, SUPER_ADMIN_PASSWORD: password } = deps.config;
  if (!email && !password) return;
  if (!email || !password) {
    deps.logger.warn(
      `${email ? 'SUPER_ADMIN_PASSWORD' : 'SUPER_ADMIN_EMAIL'} is not set: no platform administrator is ensured`,
    );
    return;
  }
  try {
    const { outcome } = await ensureSuperAdmin(
      { db: deps.database.db, now: deps.clock.now() },
      { email, password },
    );
    deps.logger.info({ email, outcome }, 'platform administrator ready');
  } catch (error) {
    if (!(error instanceof SuperAdminPasswordMismatch)) throw error;
    deps.logger.error({ email }, error.message);
  }
}
