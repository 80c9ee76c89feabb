import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamTodaySchema, type TeamTodayResponse } from '@tera/domain';
import { readSseEvents } from '../../src/modules/team/testing/read-sse-events.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { as, type TestPerson } from '../support/sessions.ts';
import {
  checkIn,
  companyOf,
  pointAt,
  readTeam,
  recovered,
  setDay,
  type Seen,
  type Truth,
  type Values,
} from './attacker-view.ts';

const MIDDLING: Values = [6, 5, 5, 6];
const POOR: Values = [1, 10, 10, 1];

function figuresOf(today: TeamTodayResponse, label: string): Seen[] {
  if (!today.indicators) return [];
  const { energy, mentalPressure, personalConcerns, motivation } = today.indicators;
  return [
    {
      label,
      date: today.date,
      counted: today.counted,
      means: [energy, mentalPressure, personalConcerns, motivation],
    },
  ];
}

// A leader keeps the live panel open and reads each update as the team answers one by one, and
// reads the band counts, which could tell one person's band where a mean would not.
describe('a leader following the live panel', () => {
  let app: TestApp;
  let leader: TestPerson;
  let team: TestPerson[];
  const truth: Truth[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const { admin, people } = await companyOf(app, 'live', 8);
    [leader, ...team] = people as [TestPerson, ...TestPerson[]];
    for (const person of team) await pointAt(app, admin, 'live', person, leader.userId);
    setDay(app, '2026-03-03T10:00:00.000Z');
  }, 90_000);
  afterAll(() => app.dispose());

  it('learns nobody’s answer or band from the updates', async () => {
    const controller = new AbortController();
    const response = await app.request('/api/v1/team/events', as(leader, { signal: controller.signal }));
    const events = readSseEvents(response);
    const seen: Seen[] = [];
    const bands: TeamTodayResponse['distribution'][] = [];
    try {
      await events.next('team-today');
      for (const [i, person] of team.entries()) {
        await checkIn(app, person, i % 2 === 0 ? MIDDLING : POOR, truth, '2026-03-03');
        const update = teamTodaySchema.parse(await events.next('team-today'));
        seen.push(...figuresOf(update, `update ${i + 1}`));
        bands.push(update.distribution);
      }
    } finally {
      controller.abort();
      await events.close();
    }
    expect(recovered(seen, truth)).toEqual([]);
    expect(seen.map((figure) => figure.counted)).toEqual([3, 3, 3, 6, 6]);

    const shown = bands.filter((distribution) => distribution.counts !== null);
    for (const [i, distribution] of shown.entries()) {
      const used = Object.values(distribution.counts!).filter((count) => count > 0);
      expect(used.length === 0 || (used.length >= 2 && used.every((count) => count >= 3))).toBe(true);
      const previous = shown[i - 1];
      if (previous) {
        const moved = distribution.counted - previous.counted;
        expect(moved === 0 || moved >= 3).toBe(true);
      }
    }
    expect((await readTeam(app, leader)).today.distribution).toEqual(bands.at(-1));
  });
});
