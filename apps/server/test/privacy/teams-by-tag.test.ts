import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE, teamTagsSchema } from '@tera/domain';
import { companies, companySubscriptions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { as, signUp } from '../support/sessions.ts';
import { createCompanyAs } from '../support/company-people.ts';
import { companyWithTeams, type CompanyWithTeams } from '../support/company-teams.ts';
import { checkIn, scoreOf, setDay, VALUES, type Truth } from './attacker-view.ts';

/** Three working days after the people joined (the real clock), read the week after. */
const DAYS = ['2027-01-04', '2027-01-05', '2027-01-06'];
const READ_ON = '2027-01-12T10:00:00.000Z';

async function onPlan(app: TestApp, slug: string, planType: 'enterprise' | 'professional') {
  const [company] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, slug));
  await app.deps.database.db
    .update(companySubscriptions)
    .set({ planType, features: PLAN_CATALOGUE[planType].features })
    .where(eq(companySubscriptions.companyId, company!.id));
}

// Two teams of six split three remote and three in the office, every day; of the three people in
// no team, one works remotely. Every figure holds three people or more, yet the company's remote
// less both teams' remote would be that one person's three answers.
describe('an admin reading each team by context tag', () => {
  let app: TestApp;
  let company: CompanyWithTeams;
  const truth: Truth[] = [];
  const remoteIds = new Set<string>();

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    company = await companyWithTeams(app, 'tagteams', { Norte: 6, Sur: 6, none: 3 });
    await onPlan(app, 'tagteams', 'enterprise');
    for (const day of DAYS) {
      setDay(app, `${day}T09:30:00.000Z`);
      let i = 0;
      for (const people of Object.values(company.members)) {
        for (const [n, person] of people.entries()) {
          const remote = n < 3 && (people !== company.members.none || n === 0);
          if (remote) remoteIds.add(person.userId);
          await checkIn(app, person, VALUES[i++ % VALUES.length]!, truth, day, {
            work_modality: remote ? 'remote' : 'office',
          });
        }
      }
    }
    setDay(app, READ_ON);
  }, 120_000);
  afterAll(() => app.dispose());

  const read = async () => {
    const response = await app.request('/api/v1/companies/tagteams/analytics/tags/teams', as(company.admin));
    expect(response.status).toBe(200);
    return teamTagsSchema.parse(await response.json());
  };

  it("tells no one's answers by the company's tag less the teams'", async () => {
    const byTeam = await read();
    const remote = byTeam.tags.find((tag) => tag.tag === 'remote');
    // The attacker's part is the company's figure to subtract from.
    expect(remote?.withheld).toBeNull();
    const cells = byTeam.teams.flatMap((team) =>
      team.tags.filter((tag) => tag.tag === 'remote' && tag.withheld === null),
    );
    const alone = company.members.none![0]!.userId;
    const hisSum = truth.filter((t) => t.userId === alone).reduce((sum, t) => sum + scoreOf(t.values), 0);
    const found: string[] = [];
    for (let chosen = 1; chosen < 1 << cells.length; chosen += 1) {
      const taken = cells.filter((_, i) => chosen & (1 << i));
      const takenAnswers = taken.reduce((sum, cell) => sum + cell.answers!, 0);
      const restAnswers = remote!.answers! - takenAnswers;
      const rest =
        remote!.answers! * remote!.pulse! - taken.reduce((sum, c) => sum + c.answers! * c.pulse!, 0);
      // Rounded means: within half a point per answer of each figure.
      if (restAnswers === DAYS.length && Math.abs(rest - hisSum) <= 0.5 * (remote!.answers! + takenAnswers))
        found.push(`remote less ${taken.length} teams`);
    }
    expect(found).toEqual([]);
  });

  it("shows a team's tag, as the mean of its answers with it, where nothing beside it singles anyone out", async () => {
    const byTeam = await read();
    const shown = byTeam.teams.flatMap((team) =>
      team.tags
        .filter((tag) => tag.withheld === null)
        .map((tag) => ({ team: team.name, teamId: team.teamId, ...tag })),
    );
    // One team gives way so the company's remote less the other is no one alone; the other shows.
    expect(shown.filter((cell) => cell.tag === 'remote')).toHaveLength(1);
    const cell = shown.find((c) => c.tag === 'remote')!;
    const people = company.members[cell.team]!.filter((p) => remoteIds.has(p.userId)).map((p) => p.userId);
    const scores = truth.filter((t) => people.includes(t.userId)).map((t) => scoreOf(t.values));
    expect(cell.answers).toBe(scores.length);
    expect(cell.pulse).toBe(Math.round(scores.reduce((a, b) => a + b, 0) / scores.length));
    expect(byTeam.teams.map((team) => team.name)).toEqual(['Norte', 'Sur']);
  });

  it('is refused below the enterprise plan and to another company’s admin', async () => {
    await onPlan(app, 'tagteams', 'professional');
    const blocked = await app.request('/api/v1/companies/tagteams/analytics/tags/teams', as(company.admin));
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ error: { reason: 'FEATURE_BLOCKED' } });
    await onPlan(app, 'tagteams', 'enterprise');
    const outsider = await signUp(app, { email: 'admin@elsewhere.test' });
    await createCompanyAs(app, outsider, 'elsewhere');
    const other = await app.request('/api/v1/companies/tagteams/analytics/tags/teams', as(outsider));
    expect(other.status).toBe(404);
  });
});
