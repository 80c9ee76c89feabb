import { Cron } from 'croner';
import type { Logger } from './logger.ts';

/**
 * Runs a pass at the start of every minute in this instance, and once at start so a restart
 * catches up at once. A pass still running when the next minute comes is not doubled
 * (`protect`); each pass must be safe with other instances running theirs. A failed pass is
 * logged and the next minute tries again. Returns the stop, which waits for a pass in flight so
 * the database is not closed under it.
 */
export function startMinuteJob(logger: Logger, name: string, pass: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = pass().catch((error: unknown) => logger.error({ err: error }, `${name} failed`));
    return running;
  };
  const job = new Cron('* * * * *', { protect: true, unref: true }, run);
  void job.trigger();
  return async () => {
    job.stop();
    await running;
  };
}
