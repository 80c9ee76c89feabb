import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { teamBreakdownSchema } from '@tera/domain';
import { dailyCheckins } from '../../src/db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../support/test-app.ts';
import { as, type TestPerson } from '../support/sessions.ts';
import { companyWithTeams, type CompanyWithTeams } from '../support/company-teams.ts';
import {
  breakdownSeen,
  checkIn,
  recovered,
  setDay,
  VALUES,
  type Truth,
  type Values,
} from './attacker-view.ts';

/** A Tuesday after the people joined (the real clock); read the next morning, before and after. */
const DAY = '2027-01-05';

/** A check-in kept on a device on `DAY` evening and sent the next morning. */
async function replay(app: TestApp, person: TestPerson, values: Values, truth: Truth[]) {
  const [energy, mental_pressure, personal_concerns, motivation] = values;
  const response = await app.request(
    '/api/v1/checkins/today',
    as(
      person,
      jsonRequest('PUT', {
        energy,
        mental_pressure,
        personal_concerns,
        motivation,
        submission_id: randomUUID(),
        made_at: `${DAY}T19:00:00.000Z`,
      }),
    ),
  );
  expect(response.status).toBe(201);
  // The database stamps the row with its own clock, not the test's: stored the next morning.
  await app.deps.database.db
    .update(dailyCheckins)
    .set({ createdAt: new Date('2027-01-06T10:00:00.000Z') })
    .where(and(eq(dailyCheckins.userId, person.userId), eq(dailyCheckins.checkInDate, DAY)));
  truth.push({ userId: person.userId, date: 'period', values });
}

// A day's figures close when it ends, but a check-in kept offline can arrive the next morning.
// Three such answers are a safe batch for the company; if one of them is a team's, the team's
// figure of that day before and after them differs by one person.
describe('an admin reading the teams before and after late answers arrive', () => {
  let app: TestApp;
  let company: CompanyWithTeams;
  const truth: Truth[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    company = await companyWithTeams(app, 'replays', { Norte: 4, Sur: 3, none: 5 });
    setDay(app, `${DAY}T09:30:00.000Z`);
    let i = 0;
    for (const [group, onTime] of [
      ['Norte', 3],
      ['Sur', 3],
      ['none', 3],
    ] as const) {
      for (const person of company.members[group]!.slice(0, onTime)) {
        await checkIn(app, person, VALUES[i++ % VALUES.length]!, truth, 'period');
      }
    }
  }, 90_000);
  afterAll(() => app.dispose());

  it("tells no one's answer from a team's day before and after late answers", async () => {
    const read = async () => {
      const response = await app.request(
        '/api/v1/companies/replays/analytics/teams?days=30',
        as(company.admin),
      );
      expect(response.status).toBe(200);
      return teamBreakdownSchema.parse(await response.json());
    };
    setDay(app, '2027-01-06T08:00:00.000Z');
    const before = await read();
    // The teams are shown: there is a figure to set the later one against.
    expect(before.teams.map((team) => team.current.answered)).toEqual([3, 3]);
    setDay(app, '2027-01-06T10:00:00.000Z');
    const [norte, none] = [company.members.Norte!, company.members.none!];
    await replay(app, norte[3]!, VALUES[4]!, truth);
    await replay(app, none[3]!, VALUES[5]!, truth);
    await replay(app, none[4]!, VALUES[6]!, truth);
    const after = await read();
    // The company takes the three as a batch of their own; the teams' closed day stays as it was.
    expect(after.company.current.answered).toBe(before.company.current.answered + 3);
    expect(after.teams.map((team) => team.current)).toEqual(before.teams.map((team) => team.current));
    const seen = [...breakdownSeen(before, 'at 8:00'), ...breakdownSeen(after, 'at 10:00')];
    expect(recovered(seen, truth)).toEqual([]);
  });
});
