import { teamDropAlert } from '../pulse/team-alerts.ts';
import type { PeriodSummary, ReleasedCompanyDay } from './period-summary.ts';
import { summarisePeriod } from './period-summary.ts';

/**
 * Participation is compared week against week: an alert when the last seven days' participation
 * is this many percentage points or more below the seven before (docs/decisions/013).
 */
export const PARTICIPATION_DROP_POINTS = 15;
export const PARTICIPATION_WINDOW_DAYS = 7;

export type CompanyAlert =
  | { kind: 'pulse-drop'; date: string; pulse: number; baselineMean: number }
  | { kind: 'participation-drop'; recent: number; previous: number };

/** The company's pulse falling, by the leader panel's own rule for a team's drop. */
export function companyPulseDropAlert(days: readonly ReleasedCompanyDay[]): CompanyAlert | null {
  const drop = teamDropAlert(days);
  return drop
    ? { kind: 'pulse-drop', date: drop.date, pulse: drop.pulse, baselineMean: drop.baselineMean }
    : null;
}

export function participationDropAlert(
  days: readonly ReleasedCompanyDay[],
  activePeople: number,
): CompanyAlert | null {
  if (days.length < PARTICIPATION_WINDOW_DAYS * 2) return null;
  const recent = summarisePeriod(days.slice(-PARTICIPATION_WINDOW_DAYS), activePeople);
  const previous = summarisePeriod(
    days.slice(-PARTICIPATION_WINDOW_DAYS * 2, -PARTICIPATION_WINDOW_DAYS),
    activePeople,
  );
  return dropped(recent, previous)
    ? { kind: 'participation-drop', recent: recent.participation!, previous: previous.participation! }
    : null;
}

const dropped = (recent: PeriodSummary, previous: PeriodSummary) =>
  recent.participation !== null &&
  previous.participation !== null &&
  previous.participation - recent.participation >= PARTICIPATION_DROP_POINTS;

export function companyAlerts(days: readonly ReleasedCompanyDay[], activePeople: number): CompanyAlert[] {
  return [companyPulseDropAlert(days), participationDropAlert(days, activePeople)].filter(
    (alert): alert is CompanyAlert => alert !== null,
  );
}
