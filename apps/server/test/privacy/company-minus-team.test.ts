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

// Attack 4: an admin who leads part of her company subtracts her team's figure from the company's
// when they differ by one person.
describe('an admin subtracting her own team from the company', () => {
  let app: TestApp;
  let admin: TestPerson;
  let people: TestPerson[];
  const truth: Truth[] = [];
  const seen: Seen[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    ({ admin, people } = await companyOf(app, 'minus', 7));
    for (const person of people.slice(0, 3)) await pointAt(app, admin, 'minus', person, admin.userId);
  }, 60_000);
  afterAll(() => app.dispose());

  async function readBoth() {
    seen.push(...(await readCompany(app, admin, 'minus')), ...teamFigures(await readTeam(app, admin)));
  }

  it('learns nothing when the odd one out answers first', async () => {
    setDay(app, '2026-03-03T10:00:00.000Z');
    for (const i of [3, 0, 1, 2]) {
      await checkIn(app, people[i]!, VALUES[i]!, truth, '2026-03-03');
      await readBoth();
    }
    expect(recovered(seen, truth)).toEqual([]);
    expect(seen.filter((figure) => figure.label === 'team').length).toBeGreaterThan(0);
  });

  it('learns nothing when the odd one out answers last', async () => {
    setDay(app, '2026-03-04T10:00:00.000Z');
    for (const i of [0, 1, 2, 3]) {
      await checkIn(app, people[i]!, VALUES[i + 1]!, truth, '2026-03-04');
      await readBoth();
    }
    expect(recovered(seen, truth)).toEqual([]);
  });

  it('sees the company again once it holds enough others beside her team', async () => {
    setDay(app, '2026-03-05T10:00:00.000Z');
    for (const [i, person] of people.entries()) {
      await checkIn(app, person, VALUES[i]!, truth, '2026-03-05');
      await readBoth();
    }
    expect(recovered(seen, truth)).toEqual([]);
    const company = await readCompany(app, admin, 'minus');
    expect(company.find((figure) => figure.date === '2026-03-05')?.counted).toBe(6);
  });
});
