import { and, eq } from 'drizzle-orm';
import type { CareerPlan, CareerPlanContent, CareerTimeframe } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { careerPlans, userProfiles } from '../../db/schema/index.ts';

const EMPTY_PLAN: CareerPlanContent = {
  currentPosition: '',
  targetPosition: '',
  targetTimeframeMonths: null,
  assignedSkills: [],
  developmentGoals: '',
  managerNotes: '',
};

export interface StoredCareerPlan extends CareerPlanContent {
  updatedAt: string | null;
  updatedBy: { id: string; name: string } | null;
}

/** A person's plan; one never written reads as empty. */
export async function readCareerPlan(
  db: Db,
  companyId: string,
  employeeId: string,
): Promise<StoredCareerPlan> {
  const [row] = await db
    .select({ plan: careerPlans, updaterName: userProfiles.fullName })
    .from(careerPlans)
    .leftJoin(userProfiles, eq(userProfiles.id, careerPlans.updatedBy))
    .where(and(eq(careerPlans.companyId, companyId), eq(careerPlans.employeeId, employeeId)));
  if (!row) return { ...EMPTY_PLAN, updatedAt: null, updatedBy: null };
  const { plan } = row;
  return {
    currentPosition: plan.currentPosition,
    targetPosition: plan.targetPosition,
    targetTimeframeMonths: plan.targetTimeframeMonths as CareerTimeframe | null,
    assignedSkills: plan.assignedSkills,
    developmentGoals: plan.developmentGoals,
    managerNotes: plan.managerNotes,
    updatedAt: plan.updatedAt.toISOString(),
    updatedBy: plan.updatedBy && row.updaterName ? { id: plan.updatedBy, name: row.updaterName } : null,
  };
}

/** Writes the whole plan, creating it on its first save. */
export async function saveCareerPlan(
  db: Db,
  companyId: string,
  employeeId: string,
  authorId: string,
  content: CareerPlanContent,
  now: Date,
): Promise<void> {
  await db
    .insert(careerPlans)
    .values({ companyId, employeeId, ...content, updatedBy: authorId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [careerPlans.companyId, careerPlans.employeeId],
      set: { ...content, updatedBy: authorId, updatedAt: now },
    });
}

export function presentCareerPlan(
  plan: StoredCareerPlan,
  employee: { id: string; name: string },
  canWrite: boolean,
): CareerPlan {
  return { ...plan, employee, canWrite };
}
