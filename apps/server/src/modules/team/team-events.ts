import type { SSEStreamingApi } from 'hono/streaming';
import { TEAM_TODAY_EVENT } from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { readTeamToday } from './team-pulse.ts';

/** At most ten live events a second on one connection; check-ins in between coalesce. */
export const LIVE_EVENT_INTERVAL_MS = 100;
/** Keeps proxies from closing a quiet stream, and picks up people who joined the team meanwhile. */
const KEEP_ALIVE_MS = 25_000;

/**
 * Sends the team's today figures at once, then again after any member's check-in, from whichever
 * server instance stored it. Check-ins of people outside the team wake nothing.
 */
export async function streamTeamToday(
  stream: SSEStreamingApi,
  deps: AppDeps,
  opened: Principal,
  currentCaller: () => Promise<Principal | null>,
) {
  let leader = opened;
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
  // Whoever opened the stream may since have signed out, been deactivated or lost their team:
  // each change to them is judged afresh, and the stream ends once they may no longer follow it.
  // A change that leaves them a leader of the same company (a new report, a renamed team) only
  // refreshes whom the figures cover.
  let recheck: Promise<void> | undefined;
  const judgeAgain = async () => {
    const caller = await currentCaller();
    if (!caller?.isLeader || caller.userId !== opened.userId || caller.companyId !== opened.companyId) {
      await stream.close();
      return;
    }
    leader = caller;
    sendSoon();
  };
  const stopWatching = deps.principals.onChange((change) => {
    const concernsLeader =
      change.kind === 'user' ? change.id === leader.userId : change.id === leader.companyId;
    if (!concernsLeader || recheck) return;
    recheck = judgeAgain()
      .catch(async (error: unknown) => {
        deps.logger.warn({ err: error }, 'live stream caller could not be judged again');
        await stream.close();
      })
      .finally(() => {
        recheck = undefined;
      });
  });
  stream.onAbort(() => {
    unsubscribe();
    stopWatching();
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
