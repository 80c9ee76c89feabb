import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@tera/domain';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { as, type TestPerson } from '../support/sessions.ts';
import {
  checkIn,
  companyOf,
  pointAt,
  readCompany,
  readTeam,
  setDay,
  share,
  VALUES,
  type Truth,
} from './attacker-view.ts';

async function sharesWithLeader(app: TestApp, person: TestPerson) {
  const response = await app.request('/api/v1/me', as(person));
  const body = z.object({ profile: profileSchema }).parse(await response.json());
  return body.profile.sharesCheckinsWithLeader;
}

describe('consent given to a person', () => {
  let app: TestApp;
  let admin: TestPerson;
  let leader: TestPerson;
  let member: TestPerson;
  const truth: Truth[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const company = await companyOf(app, 'consent', 2);
    admin = company.admin;
    [leader, member] = company.people as [TestPerson, TestPerson];
    await pointAt(app, admin, 'consent', member, leader.userId);
    await share(app, member, true);
  }, 60_000);
  afterAll(() => app.dispose());

  it('does not pass to an admin who makes herself the person’s leader', async () => {
    await pointAt(app, admin, 'consent', member, admin.userId);
    expect(await sharesWithLeader(app, member)).toBe(false);
    setDay(app, '2026-03-03T10:00:00.000Z');
    await checkIn(app, member, VALUES[0]!, truth, '2026-03-03');
    const panel = await readTeam(app, admin);
    expect(panel.members).toEqual([expect.objectContaining({ userId: member.userId, sharing: false })]);
    expect(JSON.stringify(panel)).not.toContain('"latest"');
  });

  it('reaches the new leader only once given again, from the next day', async () => {
    await share(app, member, true);
    expect(await sharesWithLeader(app, member)).toBe(true);
    setDay(app, '2026-03-04T10:00:00.000Z');
    await checkIn(app, member, VALUES[1]!, truth, '2026-03-04');
    const panel = await readTeam(app, admin);
    expect(panel.members[0]).toMatchObject({ sharing: true, today: { date: '2026-03-04' } });
    expect(panel.members[0]).toMatchObject({ latest: { date: '2026-03-04' } });
  });
});

describe('a group under the threshold', () => {
  let app: TestApp;
  let admin: TestPerson;
  let leader: TestPerson;
  const truth: Truth[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const company = await companyOf(app, 'pair', 3);
    admin = company.admin;
    const [first, ...pair] = company.people as [TestPerson, ...TestPerson[]];
    leader = first;
    for (const person of pair) await pointAt(app, admin, 'pair', person, leader.userId);
    setDay(app, '2026-03-03T10:00:00.000Z');
    for (const [i, person] of pair.entries()) await checkIn(app, person, VALUES[i]!, truth, '2026-03-03');
  }, 60_000);
  afterAll(() => app.dispose());

  it('shows a team of two neither figures, bands, tags nor how many answered', async () => {
    const panel = await readTeam(app, leader);
    expect(panel.today).toMatchObject({
      teamSize: 2,
      answered: 0,
      counted: 0,
      pulse: null,
      indicators: null,
    });
    expect(panel.today.distribution.counts).toBeNull();
    expect(panel.trend.every((day) => day.answered === 0 && day.pulse === null)).toBe(true);
    expect(panel.byTag.tags.every((tag) => tag.answers === null)).toBe(true);
  });

  it('shows a company day of two answers neither figures nor how many answered', async () => {
    expect(await readCompany(app, admin, 'pair')).toEqual([]);
    const response = await app.request('/api/v1/companies/pair/pulse?days=7', as(admin));
    const body = (await response.json()) as { days: { answered: number }[] };
    expect(body.days.every((day) => day.answered === 0)).toBe(true);
  });
});
