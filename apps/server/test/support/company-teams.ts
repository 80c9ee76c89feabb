import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, companySubscriptions } from '../../src/db/schema/index.ts';
import { createCompanyAs, joinCompany } from './company-people.ts';
import { as, signUp, type TestPerson } from './sessions.ts';
import { jsonRequest, type TestApp } from './test-app.ts';

export interface CompanyWithTeams {
  admin: TestPerson;
  teams: Record<string, string>;
  members: Record<string, TestPerson[]>;
}

/**
 * A company whose admin makes the teams and invites their people; `none` people get no team. A
 * group given as a list of departments has one person per entry, in that department (null: none).
 */
export async function companyWithTeams(
  app: TestApp,
  slug: string,
  sizes: Record<string, number | (string | null)[]>,
): Promise<CompanyWithTeams> {
  const admin = await signUp(app, { email: `admin@${slug}.test` });
  await createCompanyAs(app, admin, slug);
  const [company] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, slug));
  await app.deps.database.db
    .update(companySubscriptions)
    // Past the trial's end on the days read: a paid professional plan, which has the breakdown.
    .set({ maxEmployees: 50, status: 'active', trialEnd: null, currentPeriodEnd: new Date('2028-01-01') })
    .where(eq(companySubscriptions.companyId, company!.id));
  const teams: Record<string, string> = {};
  const members: Record<string, TestPerson[]> = {};
  for (const [name, people] of Object.entries(sizes)) {
    const departments = typeof people === 'number' ? new Array<null>(people).fill(null) : people;
    let teamId: string | undefined;
    if (name !== 'none') {
      const response = await app.request(
        `/api/v1/companies/${slug}/teams`,
        as(admin, jsonRequest('POST', { name })),
      );
      teamId = ((await response.json()) as { team: { id: string } }).team.id;
      teams[name] = teamId;
    }
    members[name] = [];
    for (const [i, department] of departments.entries()) {
      const person = await joinCompany(app, admin, slug, {
        email: `${name.toLowerCase()}${i}@${slug}.test`,
        ...(teamId ? { teamId } : {}),
      });
      if (department !== null) {
        const updated = await app.request(
          `/api/v1/companies/${slug}/people/${person.userId}`,
          as(admin, jsonRequest('PATCH', { department })),
        );
        expect(updated.status).toBe(200);
      }
      members[name].push(person);
    }
  }
  return { admin, teams, members };
}
