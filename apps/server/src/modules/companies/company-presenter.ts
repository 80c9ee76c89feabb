import { readCompanySettings, type SubscriptionTerms } from '@tera/domain';
import type { companies, companySubscriptions } from '../../db/schema/index.ts';

type CompanyRow = typeof companies.$inferSelect;
type SubscriptionRow = typeof companySubscriptions.$inferSelect;

export function presentCompany(row: CompanyRow) {
  const settings = readCompanySettings(row.settings);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    industry: row.industry,
    employeeCountRange: row.employeeCountRange,
    logoUrl: row.logoUrl,
    website: row.website,
    description: row.description,
    contactEmail: row.contactEmail,
    phone: row.phone,
    address: row.address,
    settings: {
      workdayStartHour: settings.workday_start_hour,
      timeZone: settings.time_zone,
      confidentialityThreshold: settings.confidentiality_threshold,
      defaultLanguage: settings.default_language,
      supportProgramme: settings.support_programme,
    },
    isActive: row.isActive,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSubscription(
  row: SubscriptionRow,
): SubscriptionTerms & { id: string; companyId: string } {
  return {
    id: row.id,
    companyId: row.companyId,
    planType: row.planType,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    trialStart: row.trialStart?.toISOString() ?? null,
    trialEnd: row.trialEnd?.toISOString() ?? null,
    billingCycle: row.billingCycle === 'yearly' ? 'yearly' : 'monthly',
    pricePerMonth: row.pricePerMonth,
    maxEmployees: row.maxEmployees,
    features: row.features,
    isIndividual: false,
  };
}
