import { eq } from 'drizzle-orm';
import { buildTrialSubscription, normaliseLanguage, type CompanyCreation } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import {
  companies,
  companySubscriptions,
  notificationSchedules,
  userProfiles,
} from '../../db/schema/index.ts';
import { defaultScheduleRows } from '../notifications/schedule-store.ts';
import { slugTakenRefusal, isFormerSlugOfAnother } from './company-slugs.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * A new company starts on the 30-day professional trial, and its creator is its admin
 * (docs/product/companies-and-plans.md#creating-a-company), with the daily reminder and the
 * leaders' weekly digest scheduled (docs/product/notifications.md#schedules).
 * One transaction, so a taken slug or a creator already in a company leaves nothing behind.
 */
export async function createCompany(db: Db, creatorId: string, input: CompanyCreation, now: Date) {
  const trial = buildTrialSubscription(now);
  return db.transaction(async (tx) => {
    const [creator] = await tx
      .select({ companyId: userProfiles.companyId, language: userProfiles.language })
      .from(userProfiles)
      .where(eq(userProfiles.id, creatorId))
      .for('update');
    if (creator?.companyId) {
      throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'ALREADY_IN_COMPANY' });
    }
    if (await isFormerSlugOfAnother(tx, input.slug, null)) throw slugTakenRefusal();
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.name,
        slug: input.slug,
        industry: input.industry,
        employeeCountRange: input.employeeCountRange,
        // The company speaks its creator's language until its admins choose another.
        settings: {
          workday_start_hour: 9,
          time_zone: input.timeZone,
          confidentiality_threshold: 3,
          default_language: normaliseLanguage(creator?.language),
        },
        trialEndsAt: new Date(trial.currentPeriodEnd),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: companies.slug })
      .returning();
    if (!company) throw slugTakenRefusal();
    const [subscription] = await tx
      .insert(companySubscriptions)
      .values({
        companyId: company.id,
        planType: trial.planType,
        status: trial.status,
        currentPeriodStart: new Date(trial.currentPeriodStart),
        currentPeriodEnd: new Date(trial.currentPeriodEnd),
        trialStart: new Date(trial.currentPeriodStart),
        trialEnd: new Date(trial.currentPeriodEnd),
        billingCycle: trial.billingCycle,
        pricePerMonth: trial.pricePerMonth,
        maxEmployees: trial.maxEmployees,
        features: trial.features,
      })
      .returning();
    await tx.insert(notificationSchedules).values(defaultScheduleRows(company.id, now));
    await tx
      .update(userProfiles)
      .set({ companyId: company.id, role: 'admin', joinDate: now.toISOString().slice(0, 10), updatedAt: now })
      .where(eq(userProfiles.id, creatorId));
    return { company, subscription: subscription! };
  });
}
