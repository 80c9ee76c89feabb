import type { CompanyUsage } from '@tera/domain';
import { i18n } from '../lib/i18n';
import { fakeApi, type ApiAnswer } from './fake-api';

export async function loadUsageTexts(): Promise<void> {
  await i18n.loadNamespaces(['usage']);
}

export function companyUsage(overrides: Partial<CompanyUsage> = {}): CompanyUsage {
  return {
    days: 30,
    from: '2026-01-31T10:00:00.000Z',
    released: true,
    activePeople: 12,
    sessions: 148,
    averageSessionSeconds: 372,
    screens: [
      { screen: '/dashboard', views: 410, people: 12 },
      { screen: '/empresa/:slug/admin/surveys', views: 35, people: 3 },
    ],
    withheldScreens: 2,
    ...overrides,
  };
}

/** The usage API as the server answers it; `usage` answers the company's figures by period. */
export function usageServer(
  usage: (days: number) => ApiAnswer = (days) => ({ status: 200, body: companyUsage({ days }) }),
) {
  return fakeApi({
    'GET /api/v1/companies/acme/usage': (call) => usage(Number(call.query.get('days'))),
    'GET /api/v1/usage/retention': () => ({ status: 200, body: { retentionDays: 90 } }),
  });
}
