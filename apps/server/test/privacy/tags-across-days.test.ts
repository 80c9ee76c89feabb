import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dailyCheckins } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import type { TestPerson } from '../support/sessions.ts';
import {
  checkIn,
  companyOf,
  pointAt,
  readTeam,
  scoreOf,
  setDay,
  VALUES,
  type Truth,
} from './attacker-view.ts';

const TUESDAY = '2026-02-17';
const WEDNESDAY = '2026-02-18';

// A tag spans four weeks and each day is a figure of its own: neither side of the tag nor any day
// is small, yet a day less the tag can be one person's answer of that day less their answer of
// another, which tells how that person's day changed.
describe('a leader setting the days against a tag', () => {
  let app: TestApp;
  let leader: TestPerson;
  const truth: Truth[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    setDay(app, '2026-02-10T10:00:00.000Z');
    const company = await companyOf(app, 'diagonal', 5);
    const [boss, ...team] = company.people as [TestPerson, ...TestPerson[]];
    leader = boss;
    for (const person of team) await pointAt(app, company.admin, 'diagonal', person, leader.userId);
    const [p0, p1, p2, p3] = team as [TestPerson, TestPerson, TestPerson, TestPerson];
    const badSleep = { personal_conditions: ['bad_sleep'] };
    setDay(app, `${TUESDAY}T10:00:00.000Z`);
    await checkIn(app, p0, VALUES[0]!, truth, TUESDAY);
    await checkIn(app, p1, VALUES[1]!, truth, TUESDAY, badSleep);
    await checkIn(app, p3, VALUES[2]!, truth, TUESDAY);
    setDay(app, `${WEDNESDAY}T10:00:00.000Z`);
    await checkIn(app, p0, VALUES[3]!, truth, WEDNESDAY, badSleep);
    await checkIn(app, p1, VALUES[4]!, truth, WEDNESDAY);
    await checkIn(app, p2, VALUES[5]!, truth, WEDNESDAY, badSleep);
    await app.deps.database.db.update(dailyCheckins).set({ createdAt: sql`${dailyCheckins.submittedAt}` });
  }, 90_000);
  afterAll(() => app.dispose());

  it("tells no one's change from one day to another", async () => {
    // The days as the panel showed them that week, the tags once their weeks were over.
    setDay(app, '2026-02-19T10:00:00.000Z');
    const days = (await readTeam(app, leader)).trend.filter((day) => day.pulse !== null);
    setDay(app, '2026-03-03T10:00:00.000Z');
    const team = await readTeam(app, leader);
    expect(days.map((day) => day.date)).toEqual([TUESDAY, WEDNESDAY]);
    // Each person's change between the two days, as the attacker would want it.
    const changes = [...new Set(truth.map((answer) => answer.userId))].flatMap((userId) => {
      const [first, second] = [TUESDAY, WEDNESDAY].map((date) =>
        truth.find((answer) => answer.userId === userId && answer.date === date),
      );
      return first && second ? [{ userId, change: scoreOf(second.values) - scoreOf(first.values) }] : [];
    });
    const found: string[] = [];
    for (const tag of team.byTag.tags) {
      if (tag.pulse === null || tag.answers === null) continue;
      for (const day of days) {
        if (day.counted !== tag.answers) continue;
        // Both are rounded means of three: their sums are known to within 1.5 each.
        const difference = day.counted * day.pulse! - tag.answers * tag.pulse;
        for (const { userId, change } of changes) {
          if (Math.abs(difference - change) <= 3) {
            found.push(`${day.date} less ${tag.tag} = ${userId}'s change`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});
