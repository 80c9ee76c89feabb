import { addDays } from '../../platform/calendar.ts';
import { loadPrincipal } from '../../auth/principal.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { readTeamPulse } from '../team/team-pulse.ts';
import { digestWeekStart } from './notification-links.ts';
import type { FiguresOf } from './notification-values.ts';
import { localParts } from '@tera/domain';

export interface DigestFigures {
  /** The week's TeraPulse over its released days, weighted by their answers; null when none. */
  pulse: number | null;
  /** Released answers per working day against today's team size, as a percentage. */
  participation: number;
  answers: number;
  releasedDays: number;
}

/** How many days back the panel's trend is read: the digest's week and the days since. */
const READ_DAYS = 14;

/**
 * A leader's figures for the digest, taken from the leader panel's own figures (readTeamPulse),
 * so the digest can say nothing the panel would not: docs/product/notifications.md#types.
 */
export function digestFigures(deps: AppDeps, now: Date): FiguresOf {
  return async (leaderId) => {
    const principal = await loadPrincipal(deps.database.db, { id: leaderId, email: '', name: '' });
    if (!principal?.companyId) return null;
    const pulse = await readTeamPulse(deps.database.db, principal, now, READ_DAYS);
    const from = digestWeekStart(localParts(now, principal.timeZone).date);
    const to = addDays(from, 6);
    const days = pulse.trend.filter((day) => day.date >= from && day.date <= to);
    const released = days.filter((day) => day.pulse !== null && day.withheld === null);
    if (released.length === 0) return null;
    const counted = released.reduce((sum, day) => sum + day.counted, 0);
    const answers = released.reduce((sum, day) => sum + day.answered, 0);
    const weighted = released.reduce((sum, day) => sum + (day.pulse ?? 0) * day.counted, 0);
    const teamSize = Math.max(pulse.today.teamSize, 1);
    return {
      pulse: counted > 0 ? Math.round(weighted / counted) : null,
      participation: Math.min(100, Math.round((answers / (teamSize * released.length)) * 100)),
      answers,
      releasedDays: released.length,
    };
  };
}
