import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import type { TestPerson } from '../support/sessions.ts';
import {
  checkIn,
  companyOf,
  pointAt,
  readTeam,
  recovered,
  setDay,
  share,
  teamFigures,
  VALUES,
  type Seen,
  type Truth,
} from './attacker-view.ts';

// Attack 3: when a member starts sharing with their leader, the group the leader does not see
// changes, and the day's team figure would move by exactly one other person's answer.
describe('a leader watching a member switch sharing on', () => {
  let app: TestApp;
  let leader: TestPerson;
  let team: TestPerson[];
  const truth: Truth[] = [];
  const seen: Seen[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const { admin, people } = await companyOf(app, 'switch', 6);
    [leader, ...team] = people as [TestPerson, ...TestPerson[]];
    for (const person of team) await pointAt(app, admin, 'switch', person, leader.userId);
    setDay(app, '2026-03-03T10:00:00.000Z');
  }, 60_000);
  afterAll(() => app.dispose());

  it('learns nobody’s answer from the figures before and after', async () => {
    for (const [i, person] of team.slice(0, 4).entries())
      await checkIn(app, person, VALUES[i]!, truth, '2026-03-03');
    const before = await readTeam(app, leader);
    seen.push(...teamFigures(before, 'before'));
    await share(app, team[0]!, true);
    const after = await readTeam(app, leader);
    seen.push(...teamFigures(after, 'after'));
    expect(after.today).toEqual(before.today);
    // Consent counts from the next day: today's answer is not shown by name.
    expect(after.members.find((m) => m.userId === team[0]!.userId)).toMatchObject({
      sharing: true,
      today: null,
    });
    await share(app, team[0]!, false);
    seen.push(...teamFigures(await readTeam(app, leader), 'stopped'));
    expect(recovered(seen, truth)).toEqual([]);
  });

  it('shows the member by name from the next day, with the team figure still hiding the others', async () => {
    await share(app, team[0]!, true);
    setDay(app, '2026-03-04T10:00:00.000Z');
    for (const [i, person] of team.entries()) await checkIn(app, person, VALUES[i + 1]!, truth, '2026-03-04');
    const panel = await readTeam(app, leader);
    expect(panel.members.find((m) => m.userId === team[0]!.userId)).toMatchObject({
      sharing: true,
      today: { date: '2026-03-04' },
    });
    expect(panel.today).toMatchObject({ counted: 4, withheld: null });
  });
});
