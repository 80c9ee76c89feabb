import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../support/test-app.ts';
import { as, type TestPerson } from '../support/sessions.ts';
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

// An admin raises the threshold mid-day: the day's batches, cut anew by the larger threshold,
// would differ from the earlier reading by one person.
describe('an admin raising the threshold to recut today', () => {
  let app: TestApp;
  let admin: TestPerson;
  let leader: TestPerson;
  let team: TestPerson[];
  const truth: Truth[] = [];
  const seen: Seen[] = [];

  async function setThreshold(threshold: number) {
    const response = await app.request(
      '/api/v1/companies/recut/settings',
      as(admin, jsonRequest('PATCH', { confidentialityThreshold: threshold })),
    );
    expect(response.status).toBe(200);
  }

  async function readAll(label: string) {
    seen.push(
      ...(await readCompany(app, admin, 'recut', `company ${label}`)),
      ...teamFigures(await readTeam(app, leader), `team ${label}`),
    );
  }

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const company = await companyOf(app, 'recut', 7);
    admin = company.admin;
    [leader, ...team] = company.people as [TestPerson, ...TestPerson[]];
    for (const person of team) await pointAt(app, admin, 'recut', person, leader.userId);
  }, 90_000);
  afterAll(() => app.dispose());

  it('learns nobody’s answer: a new threshold counts from the next day', async () => {
    setDay(app, '2026-03-03T10:00:00.000Z');
    for (const [i, person] of team.entries()) await checkIn(app, person, VALUES[i]!, truth, '2026-03-03');
    await readAll('at 3');
    await setThreshold(5);
    await readAll('at 5');
    await setThreshold(4);
    await readAll('at 4');
    expect(recovered(seen, truth)).toEqual([]);
    expect(seen.map((figure) => figure.counted)).toEqual([6, 6, 6, 6, 6, 6]);
  });

  it('releases the next day by the new threshold', async () => {
    setDay(app, '2026-03-04T10:00:00.000Z');
    for (const [i, person] of team.entries()) await checkIn(app, person, VALUES[i + 1]!, truth, '2026-03-04');
    const panel = await readTeam(app, leader);
    expect(panel.threshold).toBe(4);
    expect(panel.today).toMatchObject({ counted: 4, withheld: null });
  });
});
