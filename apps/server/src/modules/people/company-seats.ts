import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  canAddEmployees,
  DEFAULT_MAX_EMPLOYEES,
  planForSeats,
  type PlanType,
  type Seats,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies, companySubscriptions, invitations, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export interface CompanyInScope {
  id: string;
  name: string;
  slug: string;
  planType: PlanType;
  maxEmployees: number;
}

/**
 * The company a slug names, with what its seats allow. The access policy has already checked that
 * the caller administers it; nothing here trusts a company id from the request.
 */
export async function companyOfSlug(db: Db, slug: string): Promise<CompanyInScope> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      planType: companySubscriptions.planType,
      maxEmployees: companySubscriptions.maxEmployees,
    })
    .from(companies)
    .leftJoin(companySubscriptions, eq(companySubscriptions.companyId, companies.id))
    .where(eq(companies.slug, slug.toLowerCase()));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  // A company without a subscription row works under the trial default.
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    planType: row.planType ?? 'professional',
    maxEmployees: row.maxEmployees ?? DEFAULT_MAX_EMPLOYEES,
  };
}

/**
 * Serialises everything that spends seats or changes who administers a company, so two requests
 * at once can neither pass the seat limit together nor remove the last two admins together.
 */
export async function lockCompany(tx: Db, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function countSeats(db: Db, company: CompanyInScope, now: Date): Promise<Seats> {
  const [active] = await db
    .select({ n: count() })
    .from(userProfiles)
    .where(and(eq(userProfiles.companyId, company.id), eq(userProfiles.isActive, true)));
  const [pending] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, company.id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return { used: Number(active?.n ?? 0) + Number(pending?.n ?? 0), max: company.maxEmployees };
}

/** Refused as a plan block naming a plan with enough seats: docs/product/companies-and-plans.md#seats. */
export function seatLimitRefusal(company: CompanyInScope, seatsNeeded: number): AppError {
  return new AppError('UNAUTHORIZED', {
    reason: 'FEATURE_BLOCKED',
    details: {
      blockReason: 'plan',
      currentPlan: company.planType,
      requiredPlan: planForSeats(company, seatsNeeded),
    },
  });
}

/** Throws the plan refusal unless `adding` more people fit. */
export async function requireSeats(db: Db, company: CompanyInScope, now: Date, adding = 1): Promise<Seats> {
  const seats = await countSeats(db, company, now);
  if (!canAddEmployees(seats.max, seats.used, 0, adding))
    throw seatLimitRefusal(company, seats.used + adding);
  return seats;
}
