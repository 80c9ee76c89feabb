import type { AppDeps } from '../../http/app-env.ts';
import { startMinuteJob } from '../../platform/minute-job.ts';
import { dispatchDue } from './dispatch-due.ts';

/** The notification scheduler, every minute; other instances running theirs is harmless (decision 016). */
export function startNotificationScheduler(deps: AppDeps): () => Promise<void> {
  return startMinuteJob(deps.logger, 'notification pass', async () => {
    const { claimed } = await dispatchDue(deps, deps.clock.now());
    deps.logger[claimed > 0 ? 'info' : 'debug']({ claimed }, 'notification pass');
  });
}
