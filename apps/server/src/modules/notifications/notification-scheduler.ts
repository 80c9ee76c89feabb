import { Cron } from 'croner';
import type { AppDeps } from '../../http/app-env.ts';
import { dispatchDue } from './dispatch-due.ts';

/**
 * Runs the scheduler at the start of every minute in this instance, and once at start so a
 * restart catches up at once. A pass still running when the next minute comes is not doubled
 * (`protect`); other instances running theirs is harmless. Returns the stop, which waits for a
 * pass in flight so the database is not closed under it.
 */
export function startNotificationScheduler(deps: AppDeps): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = dispatchDue(deps, deps.clock.now()).then(
      ({ claimed }) => deps.logger[claimed > 0 ? 'info' : 'debug']({ claimed }, 'notification pass'),
      (error: unknown) => deps.logger.error({ err: error }, 'notification pass failed'),
    );
    return running;
  };
  const job = new Cron('* * * * *', { protect: true, unref: true }, pass);
  void job.trigger();
  return async () => {
    job.stop();
    await running;
  };
}
