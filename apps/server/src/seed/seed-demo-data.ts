import { eq } from 'drizzle-orm';
import { companies } from '../db/schema/index.ts';
import type { AppDeps } from '../http/app-env.ts';
import { DEMO_COMPANY, DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoBilling } from './seed-demo-billing.ts';
import { seedDemoCheckins } from './seed-demo-checkins.ts';
import { seedDemoCompanyProfile } from './seed-demo-company-profile.ts';
import { seedDemoNotifications } from './seed-demo-notifications.ts';
import { seedDemoPeople, type SeededPerson } from './seed-demo-people.ts';
import { seedDemoReports } from './seed-demo-reports.ts';
import { seedDemoSurveys } from './seed-demo-surveys.ts';
import { seedDemoLeaveAndRecognitions } from './seed-demo-leave-and-recognitions.ts';
import { seedDemoUsage } from './seed-demo-usage.ts';
import { seedDemoPersonalWellbeing } from './seed-demo-personal-wellbeing.ts';
import { seedDemoEvaluations } from './seed-demo-evaluations.ts';
import { seedDemoSupportAndNews } from './seed-demo-support-and-news.ts';
import { seedDemoTrainings } from './seed-demo-trainings.ts';

function loginTable(people: readonly SeededPerson[], url: string): string {
  const rows = people.map(({ spec }) => {
    const what = spec.isSuperAdmin
      ? 'super-admin'
      : !spec.inCompany
        ? 'individual'
        : spec.leader
          ? `${spec.role}, reports to ${spec.leader}`
          : spec.role;
    return `  ${spec.email.padEnd(30)} ${what}`;
  });
  return [
    '',
    `Demo company "${DEMO_COMPANY.name}" is ready at ${url}/empresa/${DEMO_COMPANY.slug}`,
    `Every demo login uses the password: ${DEMO_PASSWORD}`,
    ...rows,
    '',
  ].join('\n');
}

/**
 * Fills a new database with a living demo company: people for every role, teams, and ninety days
 * of check-ins. A database that already has the demo company is left as it is. Returns the people
 * it made (none when it made nothing), so further demo content can be seeded for them.
 */
export async function seedDemoData(deps: AppDeps, publicUrl: string): Promise<SeededPerson[]> {
  const db = deps.database.db;
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, DEMO_COMPANY.slug));
  if (existing) return [];
  const now = deps.clock.now();
  const people = await seedDemoPeople(db, now);
  await seedDemoCompanyProfile(db, people, now);
  const companyId = people.find(({ companyId }) => companyId !== null)?.companyId;
  if (companyId) await seedDemoBilling(db, companyId, now);
  const checkins = await seedDemoCheckins(
    db,
    people
      .filter(({ spec }) => !spec.isSuperAdmin)
      .map(({ spec, userId, companyId, timeZone }) => ({
        userId,
        email: spec.email,
        companyId,
        timeZone,
        keepTodayOpen: spec.keepTodayOpen ?? false,
        struggling: spec.struggling ?? false,
        teamMood: spec.team === 'ventas' ? ('deadline' as const) : ('steady' as const),
      })),
    now,
  );
  await seedDemoReports(db, people);
  await seedDemoSurveys(db, people, now);
  await seedDemoLeaveAndRecognitions(db, people, now);
  await seedDemoUsage(db, people, now);
  const deliveries = await seedDemoNotifications(db, people, now);
  await seedDemoPersonalWellbeing(db, people, now);
  await seedDemoEvaluations(db, people, now);
  await seedDemoSupportAndNews(db, people, now);
  await seedDemoTrainings(db, people, now);
  deps.logger.info({ people: people.length, checkins, deliveries }, 'demo data seeded');
  // The logins are for the person who just started the app; a silenced log (tests) skips them.
  if (deps.config.LOG_LEVEL !== 'silent') process.stdout.write(`${loginTable(people, publicUrl)}\n`);
  return people;
}
