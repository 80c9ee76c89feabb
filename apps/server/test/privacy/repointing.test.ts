import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import type { TestPerson } from '../support/sessions.ts';
import {
  checkIn,
  companyOf,
  pointAt,
  readCompany,
  readTeam,
  recovered,
  setDay,
  teamFigures,
  VALUES,
  type Seen,
  type Truth,
} from './attacker-view.ts';

// Attack 2: an admin points three of four people at herself, reads her team panel, and repeats
// leaving out each one in turn; each person's answers, today's and past days', would follow.
describe('an admin re-pointing reporting lines at herself', () => {
  let app: TestApp;
  let admin: TestPerson;
  let people: TestPerson[];
  const truth: Truth[] = [];
  const seen: Seen[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    ({ admin, people } = await companyOf(app, 'repoint', 4));
    for (const day of ['2026-03-03', '2026-03-04']) {
      setDay(app, `${day}T10:00:00.000Z`);
      for (const [i, person] of people.entries()) await checkIn(app, person, VALUES[i]!, truth, day);
    }
  }, 60_000);
  afterAll(() => app.dispose());

  it('learns nobody’s answer, today or on a past day', async () => {
    for (const [round, left] of people.entries()) {
      for (const person of people)
        await pointAt(app, admin, 'repoint', person, person === left ? null : admin.userId);
      seen.push(...teamFigures(await readTeam(app, admin), `team without ${round}`));
    }
    seen.push(...(await readCompany(app, admin, 'repoint')));
    expect(recovered(seen, truth)).toEqual([]);
    expect(seen.filter((figure) => figure.label.startsWith('team'))).toEqual([]);
  });

  it('sees a team from the next day on, as it stood when the day began, and never before', async () => {
    setDay(app, '2026-03-05T10:00:00.000Z');
    for (const [i, person] of people.entries())
      await checkIn(app, person, VALUES[i + 2]!, truth, '2026-03-05');
    const team = await readTeam(app, admin);
    expect(team.today).toMatchObject({ teamSize: 3, counted: 3, withheld: null });
    expect(team.trend.filter((day) => day.pulse !== null).map((day) => day.date)).toEqual(['2026-03-05']);
    // Re-pointing again today moves neither today's figure nor any other.
    await pointAt(app, admin, 'repoint', people[0]!, admin.userId);
    await pointAt(app, admin, 'repoint', people[1]!, null);
    expect((await readTeam(app, admin)).trend).toEqual(team.trend);
    seen.push(...teamFigures(team), ...(await readCompany(app, admin, 'repoint')));
    expect(recovered(seen, truth)).toEqual([]);
  });
});
