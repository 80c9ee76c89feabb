import type { CompanyResponse, CompanySettingsUpdate, Me, SettingsAuditEntry } from '@tera/domain';
import { i18n } from '../lib/i18n';
import { fakeApi, type ApiAnswer, type ApiCall } from './fake-api';

export const SETTINGS_SLUG = 'acme';

export async function loadCompanyTexts(): Promise<void> {
  await i18n.loadNamespaces(['company']);
}

export function acmeCompany(overrides: Partial<CompanyResponse> = {}): CompanyResponse {
  return {
    id: 'company-1',
    name: 'Acme',
    slug: SETTINGS_SLUG,
    industry: 'technology',
    employeeCountRange: '11-50',
    logoUrl: null,
    website: 'https://acme.example',
    description: 'Hacemos cohetes con cariño.',
    contactEmail: 'hola@acme.example',
    phone: null,
    address: null,
    settings: {
      workdayStartHour: 9,
      timeZone: 'Europe/Madrid',
      confidentialityThreshold: 3,
      defaultLanguage: 'es',
      supportProgramme: null,
    },
    isActive: true,
    trialEndsAt: null,
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
    ...overrides,
  };
}

export function memberMe(role: 'admin' | 'leader' | 'employee', isLeader = role === 'leader'): Me {
  return {
    user: { id: `${role}-1`, email: `${role}@acme.test`, name: `Persona ${role}` },
    profile: {
      id: `${role}-1`,
      email: `${role}@acme.test`,
      fullName: `Persona ${role}`,
      role,
      reportsTo: null,
      companyId: 'company-1',
      teamId: null,
      jobTitle: null,
      department: null,
      joinDate: '2026-01-01',
      timeZone: 'Europe/Madrid',
      language: 'es',
      sharesCheckinsWithLeader: false,
      isActive: true,
      onboardedAt: null,
    },
    directReports: [],
    isLeader,
    isSuperAdmin: false,
    company: { id: 'company-1', name: 'Acme', slug: SETTINGS_SLUG },
  };
}

export const AUDIT: SettingsAuditEntry[] = [
  {
    id: 'entry-1',
    changedAt: '2026-03-01T08:30:00.000Z',
    changedBy: { id: 'admin-1', name: 'Ana García' },
    changes: [
      { field: 'workdayStartHour', from: 9, to: 10 },
      { field: 'logo', from: null, to: 'image' },
    ],
  },
];

/**
 * The company's own endpoints as the API answers them; a PATCH is applied to the stored company
 * unless `override` answers it, and every call is recorded.
 */
export function companySettingsServer(
  options: { me?: Me; company?: CompanyResponse; override?: (call: ApiCall) => ApiAnswer | undefined } = {},
) {
  let company = options.company ?? acmeCompany();
  const me = options.me ?? memberMe('admin');
  const base = `/api/v1/companies/${SETTINGS_SLUG}`;
  const answer = (call: ApiCall, fallback: () => ApiAnswer) => options.override?.(call) ?? fallback();
  return fakeApi({
    'GET /api/auth/get-session': () => ({ status: 200, body: { session: {}, user: { id: me.user.id } } }),
    'GET /api/v1/me': () => ({ status: 200, body: me }),
    [`GET ${base}`]: (call) => answer(call, () => ({ status: 200, body: { company, subscription: null } })),
    [`GET ${base}/settings/changes`]: (call) =>
      answer(call, () => ({ status: 200, body: { entries: AUDIT } })),
    [`PATCH ${base}/settings`]: (call) =>
      answer(call, () => {
        const {
          logo,
          defaultLanguage,
          workdayStartHour,
          confidentialityThreshold,
          timeZone,
          supportProgramme,
          ...fields
        } = call.body as CompanySettingsUpdate;
        company = {
          ...company,
          ...fields,
          logoUrl: logo === undefined ? company.logoUrl : logo,
          settings: {
            defaultLanguage: defaultLanguage ?? company.settings.defaultLanguage,
            workdayStartHour: workdayStartHour ?? company.settings.workdayStartHour,
            confidentialityThreshold: confidentialityThreshold ?? company.settings.confidentialityThreshold,
            timeZone: timeZone ?? company.settings.timeZone,
            supportProgramme:
              supportProgramme === undefined ? company.settings.supportProgramme : supportProgramme || null,
          },
        };
        return { status: 200, body: { company, subscription: null } };
      }),
    'GET /api/v1/checkins/today': () => ({
      status: 200,
      body: {
        date: '2026-03-02',
        hour: 11,
        workdayStartHour: 9,
        checkin: null,
        completed: false,
        allowed: true,
      },
    }),
  });
}
