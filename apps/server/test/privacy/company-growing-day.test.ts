import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import type { TestPerson } from '../support/sessions.ts';
import {
  checkIn,
  companyOf,
  readCompany,
  recovered,
  setDay,
  VALUES,
  type Seen,
  type Truth,
} from './attacker-view.ts';

// Attack 1: an admin of a company of four who do not share reads the company's day after three
// answers and again after the fourth; 4·m4 − 3·m3 would be the fourth person's answer.
describe('an admin watching the company’s day grow', () => {
  let app: TestApp;
  let admin: TestPerson;
  let people: TestPerson[];
  const truth: Truth[] = [];
  const seen: Seen[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    ({ admin, people } = await companyOf(app, 'growing', 6));
    setDay(app, '2026-03-03T10:00:00.000Z');
  }, 60_000);
  afterAll(() => app.dispose());

  it('learns nobody’s answer from any two readings', async () => {
    for (const [i, person] of people.entries()) {
      await checkIn(app, person, VALUES[i]!, truth, '2026-03-03');
      seen.push(...(await readCompany(app, admin, 'growing', `after ${i + 1}`)));
    }
    expect(recovered(seen, truth)).toEqual([]);
  });

  it('still sees the day, a batch of three answers at a time', () => {
    expect(seen.map((figure) => figure.counted)).toEqual([3, 3, 3, 6]);
  });
});
