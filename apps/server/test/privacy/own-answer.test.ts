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

// Attack 5: an admin who answers knows her own values, and subtracts them from the company's day.
describe('an admin subtracting her own answer from the company', () => {
  let app: TestApp;
  let admin: TestPerson;
  let people: TestPerson[];
  const truth: Truth[] = [];
  const seen: Seen[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    ({ admin, people } = await companyOf(app, 'own', 5));
  }, 60_000);
  afterAll(() => app.dispose());

  /**
   * Her own answer is a figure she was never shown but always knows; what she wants is the others'.
   */
  async function answer(person: TestPerson, values: (typeof VALUES)[number], date: string) {
    await checkIn(app, person, values, person === admin ? [] : truth, date);
    if (person === admin) seen.push({ label: 'own', date, counted: 1, means: values });
    seen.push(...(await readCompany(app, admin, 'own')));
  }

  it('learns nothing when she answers first and two others follow', async () => {
    setDay(app, '2026-03-03T10:00:00.000Z');
    await answer(admin, VALUES[0]!, '2026-03-03');
    for (const i of [0, 1]) await answer(people[i]!, VALUES[i + 1]!, '2026-03-03');
    expect(recovered(seen, truth)).toEqual([]);
  });

  it('learns nothing when she answers between others', async () => {
    setDay(app, '2026-03-04T10:00:00.000Z');
    await answer(people[2]!, VALUES[3]!, '2026-03-04');
    await answer(admin, VALUES[4]!, '2026-03-04');
    await answer(people[3]!, VALUES[5]!, '2026-03-04');
    expect(recovered(seen, truth)).toEqual([]);
  });

  it('sees the company’s day once three others have answered beside her', async () => {
    setDay(app, '2026-03-05T10:00:00.000Z');
    await answer(admin, VALUES[6]!, '2026-03-05');
    for (const i of [0, 1, 2]) await answer(people[i]!, VALUES[i + 2]!, '2026-03-05');
    const day = seen.filter((figure) => figure.label === 'company' && figure.date === '2026-03-05');
    expect(day.at(-1)?.counted).toBe(4);
    expect(recovered(seen, truth)).toEqual([]);
  });
});
