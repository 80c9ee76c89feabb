import { eq } from 'drizzle-orm';
import { createVerifiedAccount } from '../auth/verified-account.ts';
import type { Db } from '../db/database.ts';
import { teams, userProfiles } from '../db/schema/index.ts';
import { createCompany } from '../modules/companies/create-company.ts';
import {
  DEMO_COMPANY,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_TEAMS,
  type DemoPersonSpec,
  type DemoTeam,
} from './demo-people.ts';

export interface SeededPerson {
  spec: DemoPersonSpec;
  userId: string;
  companyId: string | null;
  timeZone: string;
}

const DAY_MS = 86_400_000;

/** The demo company on an active professional plan, its teams, and a login for every role. */
export async function seedDemoPeople(db: Db, now: Date): Promise<SeededPerson[]> {
  // The demo's addresses receive no mail; its logins work from the start. The accounts are made
  // together, so each password hashes on a thread of its own while the database writes another.
  const users = await Promise.all(
    DEMO_PEOPLE.map((spec) =>
      createVerifiedAccount(db, { email: spec.email, password: DEMO_PASSWORD, name: spec.fullName }),
    ),
  );
  const ids = new Map(DEMO_PEOPLE.map((spec, i) => [spec.key, users[i]!.id]));
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`No demo person ${key}`);
    return id;
  };

  const { company } = await createCompany(
    db,
    idOf('ana'),
    {
      name: DEMO_COMPANY.name,
      slug: DEMO_COMPANY.slug,
      industry: 'technology',
      employeeCountRange: '11-50',
      timeZone: DEMO_COMPANY.timeZone,
    },
    new Date(now.getTime() - 120 * DAY_MS),
  );

  const teamIds = new Map<DemoTeam, string>();
  for (const [key, name] of Object.entries(DEMO_TEAMS) as [DemoTeam, string][]) {
    const [team] = await db.insert(teams).values({ companyId: company.id, name }).returning({ id: teams.id });
    teamIds.set(key, team!.id);
  }

  const joined = new Date(now.getTime() - 120 * DAY_MS);
  for (const spec of DEMO_PEOPLE) {
    await db
      .update(userProfiles)
      .set({
        role: spec.role,
        companyId: spec.inCompany ? company.id : null,
        teamId: spec.team ? (teamIds.get(spec.team) ?? null) : null,
        reportsTo: spec.leader ? idOf(spec.leader) : null,
        jobTitle: spec.jobTitle,
        department: spec.department,
        joinDate: joined.toISOString().slice(0, 10),
        sharesCheckinsWith: spec.sharesWithLeader && spec.leader ? idOf(spec.leader) : null,
        isSuperAdmin: spec.isSuperAdmin ?? false,
        timeZone: DEMO_COMPANY.timeZone,
        onboardedAt: joined,
        // Groups and consent count from this moment on: the demo's past days have their teams.
        updatedAt: joined,
      })
      .where(eq(userProfiles.id, idOf(spec.key)));
  }

  return DEMO_PEOPLE.map((spec) => ({
    spec,
    userId: idOf(spec.key),
    companyId: spec.inCompany ? company.id : null,
    timeZone: DEMO_COMPANY.timeZone,
  }));
}
