import { and, eq } from 'drizzle-orm';
import {
  readCompanySettings,
  type CompanySettingsField,
  type CompanySettingsUpdate,
  type SettingsChange,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies, companyFormerSlugs, companySettingsAudit } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isFormerSlugOfAnother, slugTakenRefusal } from './company-slugs.ts';

type CompanyRow = typeof companies.$inferSelect;
type Value = string | number | null;

/** The settings as the screen names them, read from a stored company. */
function editableValues(row: CompanyRow): Record<CompanySettingsField, Value> {
  const settings = readCompanySettings(row.settings);
  return {
    name: row.name,
    slug: row.slug,
    industry: row.industry,
    employeeCountRange: row.employeeCountRange,
    logo: row.logoUrl,
    website: row.website,
    description: row.description,
    contactEmail: row.contactEmail,
    phone: row.phone,
    address: row.address,
    timeZone: settings.time_zone,
    workdayStartHour: settings.workday_start_hour,
    confidentialityThreshold: settings.confidentiality_threshold,
    defaultLanguage: settings.default_language,
    supportProgramme: settings.support_programme,
  };
}

/** An emptied optional text is no text. */
function normalised(value: Value | undefined): Value | undefined {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** The audit keeps whether there is a logo, never the image. */
function audited(field: CompanySettingsField, value: Value): Value {
  return field === 'logo' && value !== null ? 'image' : value;
}

/**
 * Saves the fields sent and audits each one that changed, in one transaction with the company row
 * locked, so two admins saving at once each see the other's values as "before". A new slug keeps
 * the old one as a former address of the company.
 */
export async function updateCompanySettings(
  db: Db,
  options: {
    companyId: string;
    changes: CompanySettingsUpdate;
    author: { id: string; name: string };
    now: Date;
  },
): Promise<CompanyRow> {
  const { companyId, author, now } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    const before = editableValues(row);
    const after = { ...before };
    const changes: SettingsChange[] = [];
    for (const [field, sent] of Object.entries(options.changes) as [CompanySettingsField, Value][]) {
      const value = normalised(sent);
      if (value === undefined || value === before[field]) continue;
      after[field] = value;
      changes.push({ field, from: audited(field, before[field]), to: audited(field, value) });
    }
    if (changes.length === 0) return row;

    if (after.slug !== before.slug) {
      const slug = String(after.slug);
      const [holder] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
      if (holder || (await isFormerSlugOfAnother(tx, slug, companyId))) throw slugTakenRefusal();
      await tx
        .delete(companyFormerSlugs)
        .where(and(eq(companyFormerSlugs.slug, slug), eq(companyFormerSlugs.companyId, companyId)));
      await tx
        .insert(companyFormerSlugs)
        .values({ slug: row.slug, companyId, retiredAt: now })
        .onConflictDoUpdate({ target: companyFormerSlugs.slug, set: { retiredAt: now } });
    }

    const text = (field: CompanySettingsField) => after[field] as string | null;
    const [saved] = await tx
      .update(companies)
      .set({
        name: String(after.name),
        slug: String(after.slug),
        industry: text('industry'),
        employeeCountRange: text('employeeCountRange'),
        logoUrl: text('logo'),
        website: text('website'),
        description: text('description'),
        contactEmail: text('contactEmail'),
        phone: text('phone'),
        address: text('address'),
        settings: {
          workday_start_hour: Number(after.workdayStartHour),
          time_zone: String(after.timeZone),
          confidentiality_threshold: Number(after.confidentialityThreshold),
          default_language: after.defaultLanguage === 'en' ? 'en' : 'es',
          support_programme: text('supportProgramme'),
        },
        updatedAt: now,
      })
      .where(eq(companies.id, companyId))
      .returning();
    await tx.insert(companySettingsAudit).values({
      companyId,
      changedBy: author.id,
      changedByName: author.name,
      changes,
      changedAt: now,
    });
    return saved!;
  });
}
