import type { MiddlewareHandler } from 'hono';
import { todayCheckinRequestSchema } from '@tera/domain';
import { sessionTokenFromCookie } from '../../auth/session-cookie.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { answerStoredCheckin } from './answer-stored-checkin.ts';
import {
  CHECKIN_WITH_SESSION,
  checkinWithSessionValues,
  KnownClocks,
  storedCheckinOf,
  type CheckinWithSessionRow,
} from './checkin-with-session.ts';

// What the route's validator takes as JSON; any other body is left for the route to refuse.
const JSON_BODY = /^application\/([a-z-.]+\+)?json(;.*)?$/i;

/**
 * PUT /api/v1/checkins/today in one round trip when it can be: a live submit (not an offline
 * replay) by someone signed in whose clock is known. Anything else — no session, a body the route
 * would refuse, a closed window, a day already completed, a clock met for the first time — goes
 * on to the route, whose access check, validation and answers are the same as ever.
 */
export function submitCheckinInOneStatement(): MiddlewareHandler<AppEnv> {
  const clocks = new KnownClocks();
  return async (c, next) => {
    if (c.req.method !== 'PUT' || !JSON_BODY.test(c.req.header('content-type') ?? '')) return next();
    const { deps } = c.var;
    const token = sessionTokenFromCookie(c.req.header('cookie'), await deps.auth.secret());
    if (!token) return next();
    const parsed = todayCheckinRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success || parsed.data.made_at) return next();
    const now = deps.clock.now();
    const [row] = await deps.database.run<CheckinWithSessionRow>(
      CHECKIN_WITH_SESSION,
      checkinWithSessionValues(token, clocks.openAt(now), parsed.data, now),
    );
    if (!row) return next();
    const checkin = storedCheckinOf(row);
    if (!checkin) {
      clocks.learn(row);
      return next();
    }
    return answerStoredCheckin(c, { checkin, created: row.inserted, companyId: row.company_id });
  };
}
