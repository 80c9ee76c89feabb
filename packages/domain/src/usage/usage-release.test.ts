import { describe, expect, it } from 'vitest';
import { releaseCompanyUsage, releasePlatformUsage, type UsageTotals } from './usage-release.ts';

const totals: UsageTotals = {
  days: 30,
  from: '2026-02-01',
  activePeople: 5,
  sessions: 40,
  averageSessionSeconds: 300,
  screens: [
    { screen: '/dashboard', views: 90, people: 5 },
    { screen: '/support', views: 2, people: 1 },
  ],
};

describe('releaseCompanyUsage', () => {
  it('lists only the screens used by at least the threshold of people', () => {
    const usage = releaseCompanyUsage(totals, 3);
    expect(usage.screens.map((s) => s.screen)).toEqual(['/dashboard']);
    expect(usage.withheldScreens).toBe(1);
    expect(usage.activePeople).toBe(5);
  });

  it('withholds every figure when fewer people than the threshold were active', () => {
    const usage = releaseCompanyUsage(totals, 6);
    expect(usage).toMatchObject({ released: false, activePeople: null, sessions: null, screens: [] });
  });

  it('never lets a company set a threshold below the default', () => {
    const usage = releaseCompanyUsage({ ...totals, activePeople: 2 }, 1);
    expect(usage.released).toBe(false);
  });
});

describe('releasePlatformUsage', () => {
  it('leaves out the companies and screens of fewer than three people', () => {
    const usage = releasePlatformUsage(totals, [
      { companyId: 'a', name: 'Acme', activePeople: 4, sessions: 30 },
      { companyId: 'b', name: 'Tiny', activePeople: 1, sessions: 10 },
    ]);
    expect(usage.activeCompanies).toBe(2);
    expect(usage.companies.map((c) => c.name)).toEqual(['Acme']);
    expect(usage.withheldCompanies).toBe(1);
    expect(usage.withheldScreens).toBe(1);
  });
});
