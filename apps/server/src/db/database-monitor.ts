import type { Logger } from '../platform/logger.ts';
import type { Database } from './database.ts';

export type DatabaseHealth = { state: 'ok' } | { state: 'error'; detail: string } | { state: 'starting' };

/**
 * Keeps trying to migrate until the database answers, so the server can start (and show the
 * configuration screen) while the database is down, and recover without a restart.
 */
export class DatabaseMonitor {
  private health: DatabaseHealth = { state: 'starting' };
  private migrated = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    private readonly retryMs = 3000,
  ) {}

  get current(): DatabaseHealth {
    return this.health;
  }

  get isMigrated(): boolean {
    return this.migrated;
  }

  /** Resolves once migrated, or after the first failure (the monitor goes on retrying). */
  async start(onMigrated: () => Promise<void>): Promise<void> {
    await this.attempt(onMigrated);
  }

  async check(): Promise<DatabaseHealth> {
    if (!this.migrated) return this.health;
    try {
      await this.database.ping();
      this.health = { state: 'ok' };
    } catch (error) {
      this.health = { state: 'error', detail: describe(error) };
    }
    return this.health;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async attempt(onMigrated: () => Promise<void>): Promise<void> {
    try {
      await this.database.migrate();
      this.migrated = true;
      this.health = { state: 'ok' };
      await onMigrated();
    } catch (error) {
      this.health = { state: 'error', detail: describe(error) };
      this.logger.error({ err: describe(error) }, 'database unavailable; retrying');
      if (!this.stopped) {
        this.timer = setTimeout(() => void this.attempt(onMigrated), this.retryMs);
        this.timer.unref();
      }
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describe).join('; ') || 'connection failed';
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
