import type { DailyCheckin } from '@tera/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';

export interface StoredCheckin {
  checkin: DailyCheckin;
  created: boolean;
  companyId: string | null;
}

/** The answer to a stored submit, and the live panels told of a new check-in. */
export function answerStoredCheckin(c: Context<AppEnv>, { checkin, created, companyId }: StoredCheckin) {
  if (created && companyId) {
    // Live panels are a nicety: the answer does not wait for them, and a lost notification
    // never fails a stored check-in.
    void c.var.deps.events
      .publish({ companyId, userId: checkin.user_id })
      .catch((error: unknown) => c.var.deps.logger.warn({ err: error }, 'live check-in notification failed'));
  }
  return created
    ? c.json({ checkin, completed: true as const }, 201)
    : c.json({ checkin, completed: true as const }, 200);
}
