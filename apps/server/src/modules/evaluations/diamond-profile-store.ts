import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { can, type Actor, type DiamondProfile, type DiamondProfileInput } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { diamondProfiles, userProfiles } from '../../db/schema/index.ts';
import { requireReport } from './evaluation-people.ts';

const employee = alias(userProfiles, 'employee');
const setter = alias(userProfiles, 'setter');

/**
 * The caller's own diamond profile and those of the people they lead now
 * (docs/product/evaluations.md#diamond-profile); nobody else's.
 */
export async function readDiamondProfiles(db: Db, actor: Actor): Promise<DiamondProfile[]> {
  if (actor.companyId === null) return [];
  const rows = await db
    .select({
      profile: diamondProfiles,
      employeeName: employee.fullName,
      employeeReportsTo: employee.reportsTo,
      employeeCompanyId: employee.companyId,
      setterName: setter.fullName,
    })
    .from(diamondProfiles)
    .innerJoin(employee, eq(employee.id, diamondProfiles.employeeId))
    .leftJoin(setter, eq(setter.id, diamondProfiles.setBy))
    .where(
      and(
        eq(diamondProfiles.companyId, actor.companyId),
        or(eq(diamondProfiles.employeeId, actor.userId), eq(employee.reportsTo, actor.userId)),
      ),
    )
    .orderBy(employee.fullName);
  return rows
    .filter((row) =>
      can(actor, 'readDiamond', {
        kind: 'report',
        id: row.profile.employeeId,
        companyId: row.employeeCompanyId,
        reportsTo: row.employeeReportsTo,
      }),
    )
    .map((row) => ({
      employee: { id: row.profile.employeeId, name: row.employeeName },
      level: row.profile.level,
      categories: row.profile.categories,
      setBy: row.profile.setBy === null ? null : { id: row.profile.setBy, name: row.setterName ?? '' },
      updatedAt: row.profile.updatedAt.toISOString(),
    }));
}

/** The leader sets one of their report's level and categories, replacing what was there. */
export async function setDiamondProfile(
  db: Db,
  actor: Actor,
  employeeId: string,
  input: DiamondProfileInput,
  now: Date,
): Promise<DiamondProfile> {
  const person = await requireReport(db, actor, 'setDiamond', employeeId);
  const values = { level: input.level, categories: input.categories, setBy: actor.userId, updatedAt: now };
  await db
    .insert(diamondProfiles)
    .values({ employeeId: person.id, companyId: person.companyId, ...values })
    .onConflictDoUpdate({ target: diamondProfiles.employeeId, set: values });
  const [self] = await db
    .select({ name: userProfiles.fullName })
    .from(userProfiles)
    .where(eq(userProfiles.id, actor.userId));
  return {
    employee: { id: person.id, name: person.name },
    level: input.level,
    categories: input.categories,
    setBy: { id: actor.userId, name: self?.name ?? '' },
    updatedAt: now.toISOString(),
  };
}
