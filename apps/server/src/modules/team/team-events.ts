import type { SSEStreamingApi } from 'hono/streaming';
import { TEAM_TODAY_EVENT } from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { readTeamToday } from './team-pulse.ts';

/** Spec 1 §9: at most ten live events a second on one connection; check-ins in between coalesce. */
export const LIVE_EVENT_INTERVAL_MS = 100;
/** Keeps proxies from closing a quiet stream, and picks up people who joined the team meanwhile. */
const KEEP_ALIVE_MS = 25_000;

/**
 * Sends the team's today figures at once, then again after any member's check-in, from whichever
 * server instance stored it. Check-ins of people outside the team wake nothing.
 */
export async function streamTeamToday(stream: SSEStreamingApi, deps: AppDeps, leader: Principal) {
  let memberIds = new Set<string>();
  let lastSent = 0;
  let scheduled: NodeJS.Timeout | undefined;

  const send = async () => {
    scheduled = undefined;
    lastSent = Date.now();
    const team = await readTeamToday(deps.database.db, leader, deps.clock.now());
    memberIds = team.memberIds;
    await stream.writeSSE({ event: TEAM_TODAY_EVENT, data: JSON.stringify(team.today) });
  };
  const sendSoon = () => {
    if (scheduled || stream.aborted) return;
    scheduled = setTimeout(
      () =>
        void send().catch((error: unknown) => deps.logger.warn({ err: error }, 'live team figures failed')),
      Math.max(0, lastSent + LIVE_EVENT_INTERVAL_MS - Date.now()),
    );
  };

  const unsubscribe = leader.companyId
    ? deps.events.subscribe(leader.companyId, (event) => {
        if (memberIds.has(event.userId)) sendSoon();
      })
    : () => undefined;
  stream.onAbort(() => {
    unsubscribe();
    if (scheduled) clearTimeout(scheduled);
  });

  await send();
  while (!stream.aborted && !stream.closed) {
    await stream.sleep(KEEP_ALIVE_MS);
    if (stream.aborted || stream.closed) break;
    await stream.write(': keep-alive\n\n');
    const team = await readTeamToday(deps.database.db, leader, deps.clock.now());
    memberIds = team.memberIds;
  }
}
