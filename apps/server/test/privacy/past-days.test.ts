import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dailyCheckins } from '../../src/db/schema/index.ts';
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
  share,
  teamFigures,
  VALUES,
  type Seen,
  type Truth,
} from './attacker-view.ts';

const DAYS = [
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-23',
  '2026-02-24',
  '2026-02-25',
  '2026-03-02',
];

// Past figures, tags and bands among them, are the figures of each day's own team: an admin who
// moves people in and out of a team, or a member who starts sharing, changes none of them.
describe('an admin reshaping a team to reread its past', () => {
  let app: TestApp;
  let admin: TestPerson;
  let leader: TestPerson;
  let team: TestPerson[];
  const truth: Truth[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    setDay(app, '2026-02-10T10:00:00.000Z');
    const company = await companyOf(app, 'past', 7);
    admin = company.admin;
    [leader, ...team] = company.people as [TestPerson, ...TestPerson[]];
    for (const person of team) await pointAt(app, admin, 'past', person, leader.userId);
    for (const day of DAYS) {
      setDay(app, `${day}T10:00:00.000Z`);
      for (const [i, person] of team.entries()) {
        const values = VALUES[(i + DAYS.indexOf(day)) % VALUES.length]!;
        await checkIn(app, person, values, truth, day, { work_modality: i < 3 ? 'remote' : 'office' });
      }
    }
    // The database stamps created_at by its own clock, not the fixed one these answers were made
    // by: put them back at the moment they were made, as they would be stored in production.
    await app.deps.database.db.update(dailyCheckins).set({ createdAt: sql`${dailyCheckins.submittedAt}` });
    setDay(app, '2026-03-03T10:00:00.000Z');
  }, 90_000);
  afterAll(() => app.dispose());

  it('moves no past figure, tag or band whoever leaves, joins or starts sharing', async () => {
    const before = await readTeam(app, leader);
    expect(before.trend.filter((day) => day.pulse !== null).length).toBeGreaterThan(0);
    expect(before.byTag.tags.filter((tag) => tag.withheld === null).map((tag) => tag.tag)).toEqual([
      'remote',
      'office',
    ]);
    const seen: Seen[] = [...teamFigures(before, 'before')];
    for (const [round, person] of team.entries()) {
      await pointAt(app, admin, 'past', person, admin.userId);
      if (round === 0) await share(app, team[1]!, true);
      const after = await readTeam(app, leader);
      expect(after.trend).toEqual(before.trend);
      expect(after.byTag).toEqual(before.byTag);
      seen.push(
        ...teamFigures(after, `without ${round}`),
        ...teamFigures(await readTeam(app, admin), `admin ${round}`),
      );
      await pointAt(app, admin, 'past', person, leader.userId);
    }
    seen.push(...(await readCompany(app, admin, 'past')));
    expect(recovered(seen, truth)).toEqual([]);
  });
});
