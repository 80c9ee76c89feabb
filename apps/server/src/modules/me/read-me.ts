import { and, asc, eq } from 'drizzle-orm';
import type { Me } from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { companies, userProfiles } from '../../db/schema/index.ts';
import { presentProfile } from './profile-presenter.ts';

export async function readMe(db: Db, principal: Principal): Promise<Me> {
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, principal.userId));
  if (!profile) throw new Error('A resolved principal always has a profile');
  const reports = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.reportsTo, principal.userId), eq(userProfiles.isActive, true)))
    .orderBy(asc(userProfiles.fullName));
  const [company] = principal.companyId
    ? await db
        .select({ id: companies.id, name: companies.name, slug: companies.slug })
        .from(companies)
        .where(eq(companies.id, principal.companyId))
    : [];
  return {
    user: { id: principal.userId, email: principal.email, name: principal.fullName },
    profile: presentProfile(profile),
    directReports: reports.map(presentProfile),
    isLeader: principal.isLeader,
    isSuperAdmin: principal.isSuperAdmin,
    company: company ?? null,
  };
}
