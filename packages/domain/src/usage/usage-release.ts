import { DEFAULT_CONFIDENTIALITY_THRESHOLD, isAggregateVisible } from '../pulse/confidentiality.ts';
import type { CompanyUsage, PlatformUsage, ScreenUsage } from './usage-schemas.ts';

/** What the database counted for a period, before anything is released. */
export interface UsageTotals {
  days: number;
  from: string;
  activePeople: number;
  sessions: number;
  /** Over the sessions that ended; null when none did. */
  averageSessionSeconds: number | null;
  screens: readonly ScreenUsage[];
}

function releaseScreens(screens: readonly ScreenUsage[], threshold: number) {
  const shown = screens.filter((screen) => isAggregateVisible(screen.people, threshold));
  return { screens: shown, withheldScreens: screens.length - shown.length };
}

/**
 * A company's usage as its admins may see it: every figure describes people, so each goes through
 * the same threshold as check-ins (docs/product/usage-analytics.md#who-sees-what).
 */
export function releaseCompanyUsage(totals: UsageTotals, threshold: number): CompanyUsage {
  const released = isAggregateVisible(totals.activePeople, threshold);
  if (!released) {
    return {
      days: totals.days,
      from: totals.from,
      released,
      activePeople: null,
      sessions: null,
      averageSessionSeconds: null,
      screens: [],
      withheldScreens: totals.screens.length,
    };
  }
  return {
    days: totals.days,
    from: totals.from,
    released,
    activePeople: totals.activePeople,
    sessions: totals.sessions,
    averageSessionSeconds: totals.averageSessionSeconds,
    ...releaseScreens(totals.screens, threshold),
  };
}

export interface CompanyUsageTotals {
  companyId: string;
  name: string;
  activePeople: number;
  sessions: number;
}

/** The platform's usage for the super-admin, with the default threshold for each screen and company. */
export function releasePlatformUsage(
  totals: UsageTotals,
  companies: readonly CompanyUsageTotals[],
): PlatformUsage {
  const shownCompanies = companies.filter((company) => isAggregateVisible(company.activePeople));
  return {
    days: totals.days,
    from: totals.from,
    activeCompanies: companies.length,
    activePeople: totals.activePeople,
    sessions: totals.sessions,
    averageSessionSeconds: totals.averageSessionSeconds,
    ...releaseScreens(totals.screens, DEFAULT_CONFIDENTIALITY_THRESHOLD),
    companies: shownCompanies,
    withheldCompanies: companies.length - shownCompanies.length,
  };
}
