import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTagsSchema, teamBreakdownSchema } from '@tera/domain';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { as } from '../support/sessions.ts';
import { companyWithTeams, type CompanyWithTeams } from '../support/company-teams.ts';
import { checkIn, scoreOf, setDay, VALUES, type Truth, type Values } from './attacker-view.ts';

/** A Tuesday after the people joined (the real clock), inside the tag window read a week later. */
const DAY = '2027-01-05';
const READ_ON = '2027-01-12T10:00:00.000Z';

/** The sum of a figure's pulse over its answers, from its one-decimal means (unrounded pulse). */
function pulseSum(answered: number, means: Values): number {
  const [energy, pressure, concerns, motivation] = means;
  const mean = (energy + motivation + (11 - pressure) + (11 - concerns)) / 4;
  return answered * ((mean - 1) / 9) * 100;
}

// Everyone in two teams worked remotely that day, and so did one person in no team. The
// company's remote figure less the two teams' figures would be that one person's answer: the tag
// and the teams are shown on different screens, and have to be judged together.
describe('an admin setting a company tag against the teams', () => {
  let app: TestApp;
  let company: CompanyWithTeams;
  const truth: Truth[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    company = await companyWithTeams(app, 'remotes', { Norte: 3, Sur: 3, none: 6 });
    setDay(app, `${DAY}T09:30:00.000Z`);
    const modalities = { Norte: 'remote', Sur: 'remote', none: 'office' };
    let i = 0;
    for (const [group, modality] of Object.entries(modalities)) {
      for (const person of company.members[group]!) {
        // The first person in no team worked remotely too.
        const alone = person === company.members.none![0];
        await checkIn(app, person, VALUES[i++ % VALUES.length]!, truth, DAY, {
          work_modality: alone ? 'remote' : modality,
        });
      }
    }
    setDay(app, READ_ON);
  }, 90_000);
  afterAll(() => app.dispose());

  it("tells no one's answer by the company's tag less the teams", async () => {
    const admin = company.admin;
    const teamsResponse = await app.request('/api/v1/companies/remotes/analytics/teams?days=30', as(admin));
    expect(teamsResponse.status).toBe(200);
    const breakdown = teamBreakdownSchema.parse(await teamsResponse.json());
    const tagsResponse = await app.request('/api/v1/companies/remotes/analytics/tags', as(admin));
    expect(tagsResponse.status).toBe(200);
    const tags = companyTagsSchema.parse(await tagsResponse.json());

    // The teams themselves are shown: the attacker has them to subtract.
    const shown = breakdown.teams.filter((team) => team.current.indicators !== null);
    // The attacker's part is to have teams to subtract; before the fix Sur was shown.
    expect(shown.map((team) => team.name)).toContain('Sur');
    const remote = tags.tags.find((tag) => tag.tag === 'remote');
    expect(remote).toBeDefined();
    const found: string[] = [];
    if (remote?.pulse != null && remote.answers != null) {
      // Every choice of shown teams to take from the tag, as an attacker would try them.
      for (let chosen = 1; chosen < 1 << shown.length; chosen += 1) {
        const teams = shown.filter((_, i) => chosen & (1 << i)).map((team) => team.current);
        const restAnswers = remote.answers - teams.reduce((sum, team) => sum + team.answered, 0);
        if (restAnswers !== 1) continue;
        const teamsSum = teams.reduce((sum, team) => {
          const { energy, mentalPressure, personalConcerns, motivation } = team.indicators!;
          return sum + pulseSum(team.answered, [energy, mentalPressure, personalConcerns, motivation]);
        }, 0);
        const rest = remote.answers * remote.pulse - teamsSum;
        // Rounded figures: the tag's pulse to within half a point per answer, each team's about so.
        for (const answer of truth) {
          if (Math.abs(rest - scoreOf(answer.values)) <= 8)
            found.push(`remote less teams = ${answer.userId}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
