import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { companies, companyFormerSlugs } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

type Reader = Pick<Db, 'select'>;

export function slugTakenRefusal(): AppError {
  return new AppError('VALIDATION_ERROR', {
    status: 409,
    reason: 'SLUG_TAKEN',
    fields: { slug: ['validation.slugTaken'] },
  });
}

/** A company's former address stays its own (docs/decisions/014-company-settings-logo-and-addresses.md). */
export async function isFormerSlugOfAnother(db: Reader, slug: string, companyId: string | null) {
  const [row] = await db
    .select({ companyId: companyFormerSlugs.companyId })
    .from(companyFormerSlugs)
    .where(
      companyId
        ? and(eq(companyFormerSlugs.slug, slug), ne(companyFormerSlugs.companyId, companyId))
        : eq(companyFormerSlugs.slug, slug),
    );
  return row !== undefined;
}

/** Whether no company lives at the address now and none has left it. */
export async function isSlugFree(db: Reader, slug: string): Promise<boolean> {
  const [current] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  return !current && !(await isFormerSlugOfAnother(db, slug, null));
}

/** Where the company that left `formerSlug` lives now, or null. */
export async function currentSlugOf(db: Reader, formerSlug: string) {
  const [row] = await db
    .select({ companyId: companies.id, slug: companies.slug })
    .from(companyFormerSlugs)
    .innerJoin(companies, eq(companies.id, companyFormerSlugs.companyId))
    .where(eq(companyFormerSlugs.slug, formerSlug.toLowerCase()));
  return row ?? null;
}
