import { PLAN_CATALOGUE, type PlanType, type SavedReport } from '@tera/domain';
import { i18n } from '../lib/i18n';
import { me, profile } from './dashboard-server';
import { fakeApi, type ApiAnswer, type ApiCall } from './fake-api';

const BASE = '/api/v1/companies/acme';

/** The reports screen's texts and the gate dialog's. */
export async function loadReportsTexts(): Promise<void> {
  await i18n.loadNamespaces(['reports', 'auth']);
}

const admin = me(
  profile({ id: 'ana', email: 'ana@acme.test', fullName: 'Ana García', role: 'admin', reportsTo: null }),
);

/** The reports endpoints as the API answers them: saved reports kept in memory, files as text. */
export function reportsServer(options: { plan?: PlanType; download?: (call: ApiCall) => ApiAnswer } = {}) {
  const plan = options.plan ?? 'professional';
  const saved: SavedReport[] = [];
  const file = (call: ApiCall): ApiAnswer => options.download?.(call) ?? { status: 200, body: 'Desde,Hasta' };
  const api = fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: 'ana' } } }),
    'GET /api/v1/me': () => ({ status: 200, body: admin }),
    [`GET ${BASE}/reports/pulse`]: file,
    [`GET ${BASE}/reports/participation`]: file,
    [`GET ${BASE}/reports/teams`]: file,
    [`GET ${BASE}/reports/departments`]: file,
    [`GET ${BASE}/reports/tags`]: file,
    [`GET ${BASE}/custom-reports`]: () => ({ status: 200, body: { reports: saved } }),
    [`POST ${BASE}/custom-reports`]: (call) => {
      const report = {
        ...(call.body as Omit<SavedReport, 'id' | 'createdAt'>),
        id: `r${saved.length + 1}`,
        createdAt: '2026-03-10T10:00:00.000Z',
      };
      saved.unshift(report);
      return { status: 201, body: report };
    },
    [`DELETE ${BASE}/custom-reports/r1`]: () => {
      saved.splice(
        saved.findIndex((report) => report.id === 'r1'),
        1,
      );
      return { status: 204 };
    },
    [`GET ${BASE}/custom-reports/r1/download`]: file,
    [`GET ${BASE}`]: () => ({
      status: 200,
      body: {
        company: {
          id: 'company-1',
          name: 'Acme',
          slug: 'acme',
          industry: 'technology',
          employeeCountRange: '11-50',
          logoUrl: null,
          settings: {
            workdayStartHour: 9,
            timeZone: 'Europe/Madrid',
            confidentialityThreshold: 4,
            defaultLanguage: 'es',
          },
          isActive: true,
          trialEndsAt: null,
        },
        subscription: {
          id: 'subscription-1',
          companyId: 'company-1',
          planType: plan,
          status: 'active',
          currentPeriodStart: '2026-03-01T00:00:00.000Z',
          currentPeriodEnd: '2026-03-31T00:00:00.000Z',
          trialStart: null,
          trialEnd: null,
          billingCycle: 'monthly',
          pricePerMonth: PLAN_CATALOGUE[plan].pricePerMonth,
          maxEmployees: PLAN_CATALOGUE[plan].features.maxEmployees,
          features: PLAN_CATALOGUE[plan].features,
        },
      },
    }),
  });
  return { ...api, saved };
}
