import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teamBreakdownSchema, type TeamBreakdownResponse } from '@tera/domain';
import { companies, companySubscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { as, type TestPerson } from '../../../test/support/sessions.ts';
import { companyWithTeams, type CompanyWithTeams as Company } from '../../../test/support/company-teams.ts';
import {
  breakdownSeen,
  checkIn,
  recovered,
  setDay,
  VALUES,
  type Seen,
  type Truth,
  type Values,
} from '../../../test/privacy/attacker-view.ts';

/** Days after the people joined (the real clock), so each answer counts in its team from its day's start. */
const DAYS = ['2027-01-05', '2027-01-06'];
const READ_ON = '2027-01-07T10:00:00.000Z';

const valuesOf = (group: string, i: number, day: number): Values =>
  VALUES[(group.length * 3 + i * 2 + day) % VALUES.length]!;

/** Everyone answers on both days, in the order of `order`. */
async function everyoneAnswers(app: TestApp, company: Company, order: string[], truth: Truth[]) {
  for (const [day, date] of DAYS.entries()) {
    setDay(app, `${date}T09:30:00.000Z`);
    for (const group of order) {
      for (const [i, person] of company.members[group]!.entries()) {
        await checkIn(app, person, valuesOf(group, i, day), truth, 'period');
      }
    }
  }
}

async function readTeams(app: TestApp, slug: string, admin: TestPerson, days = 30) {
  const response = await app.request(`/api/v1/companies/${slug}/analytics/teams?days=${days}`, as(admin));
  expect(response.status).toBe(200);
  return teamBreakdownSchema.parse(await response.json());
}

const byName = (breakdown: TeamBreakdownResponse, name: string) =>
  breakdown.teams.find((team) => team.name === name)!;
const department = (breakdown: TeamBreakdownResponse, name: string) =>
  breakdown.departments.find((group) => group.name === name)!;

const ING = 'Ingeniería';
const COM = 'Comercial';
/**
 * Departments across the teams: eighteen people, so the company's release holds nothing back, and
 * no two figures shown differ by one person. Ingeniería holds three of the four without a team, so
 * beside the teams it would leave the fourth as a difference.
 */
const CROSSED = {
  Producto: [ING, ING, ING, COM, COM, COM, COM],
  Ventas: [ING, ING, ING, ING, COM, COM, COM],
  none: [ING, ING, ING, null],
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

describe('each team and department beside the company (advancedAnalytics)', () => {
  let app: TestApp;
  let whole: Company;
  let tight: Company;
  let alone: Company;
  let crossed: Company;
  const truth: Truth[] = [];
  const crossedTruth: Truth[] = [];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    // 6 + 3 + 3 alone: every team leaves at least three people for the company's rest.
    whole = await companyWithTeams(app, 'whole', { Producto: 6, Ventas: 3, none: 3 });
    // 5 + 5 + 2 alone: showing both teams would leave the two alone as a difference.
    tight = await companyWithTeams(app, 'tight', { Diseno: 5, Datos: 5, none: 2 });
    // 5 + 7, and the admin in no team, who answers too: twelve answers she does not know, so the
    // company's release holds none back.
    alone = await companyWithTeams(app, 'alone', { Soporte: 5, Marketing: 7 });
    alone.members.admin = [alone.admin];
    crossed = await companyWithTeams(app, 'crossed', CROSSED);
    await everyoneAnswers(app, whole, ['Producto', 'Ventas', 'none'], truth);
    await everyoneAnswers(app, tight, ['Diseno', 'Datos', 'none'], []);
    await everyoneAnswers(app, alone, ['Soporte', 'Marketing', 'admin'], []);
    await everyoneAnswers(app, crossed, ['Producto', 'Ventas', 'none'], crossedTruth);
    setDay(app, READ_ON);
  }, 120_000);
  afterAll(() => app.dispose());

  it('sums each team from its own answers of the complete days, equal to the values stored', async () => {
    const breakdown = await readTeams(app, 'whole', whole.admin);
    expect(breakdown.period).toBe(30);
    for (const name of ['Producto', 'Ventas']) {
      const team = byName(breakdown, name);
      const answers = whole.members[name]!.flatMap((_, i) => [0, 1].map((day) => valuesOf(name, i, day)));
      const mean = (k: number) =>
        oneDecimal(answers.reduce((sum, values) => sum + values[k]!, 0) / answers.length);
      expect(team.members).toBe(whole.members[name]!.length);
      expect(team.current.answered).toBe(answers.length);
      expect(team.current.shownDays).toBe(2);
      expect(team.current.indicators).toEqual({
        energy: mean(0),
        mentalPressure: mean(1),
        personalConcerns: mean(2),
        motivation: mean(3),
      });
      // Everyone answered on both days the team is shown.
      expect(team.current.participation).toBe(100);
      expect(team.previous.pulse).toBeNull();
    }
    expect(breakdown.company.current.answered).toBe(24);
  });

  it('leaves today out: a team’s figures stay still while its people answer', async () => {
    setDay(app, '2027-01-07T09:00:00.000Z');
    const before = await readTeams(app, 'whole', whole.admin);
    await checkIn(app, whole.members.Ventas![0]!, VALUES[0]!, [], 'today');
    const after = await readTeams(app, 'whole', whole.admin);
    expect(after.teams).toEqual(before.teams);
    setDay(app, READ_ON);
  });

  it('withholds the team whose difference from the company would leave fewer than the threshold, and says so', async () => {
    const breakdown = await readTeams(app, 'tight', tight.admin);
    const shown = breakdown.teams.filter((team) => team.current.pulse !== null);
    const withheld = breakdown.teams.filter((team) => team.current.pulse === null);
    expect(shown).toHaveLength(1);
    expect(withheld).toHaveLength(1);
    expect(withheld[0]!.current).toMatchObject({ answered: 0, shownDays: 0, participation: null });
    expect(breakdown.company.current.answered).toBe(24);
  });

  it('takes the admin’s own answer as theirs: alone outside the teams, it withholds no team from them', async () => {
    const breakdown = await readTeams(app, 'alone', alone.admin);
    expect(breakdown.teams.map((team) => [team.name, team.current.answered])).toEqual([
      ['Marketing', 14],
      ['Soporte', 10],
    ]);
    expect(breakdown.company.current.answered).toBe(26);
  });

  it('lets no combination of teams, company summaries and readings recover anyone’s answers', async () => {
    const seen: Seen[] = [];
    for (const days of [30, 90, 365])
      seen.push(...breakdownSeen(await readTeams(app, 'whole', whole.admin, days), `${days}d`));
    expect(seen.length).toBeGreaterThanOrEqual(9);
    expect(recovered(seen, truth)).toEqual([]);
  });

  it('sums each department across the teams from its people’s answers, and withholds one that would single someone out', async () => {
    const breakdown = await readTeams(app, 'crossed', crossed.admin);
    expect(breakdown.departments.map((group) => [group.name, group.members])).toEqual([
      ['Comercial', 7],
      ['Ingeniería', 10],
    ]);
    const comercial = department(breakdown, 'Comercial');
    const answers = (['Producto', 'Ventas'] as const).flatMap((team) =>
      CROSSED[team].flatMap((name, i) => (name === COM ? [0, 1].map((day) => valuesOf(team, i, day)) : [])),
    );
    const mean = (k: number) =>
      oneDecimal(answers.reduce((sum, values) => sum + values[k]!, 0) / answers.length);
    expect(comercial.current).toMatchObject({
      answered: 14,
      shownDays: 2,
      participation: 100,
      indicators: {
        energy: mean(0),
        mentalPressure: mean(1),
        personalConcerns: mean(2),
        motivation: mean(3),
      },
    });
    // The company less the teams is the four without a team; Ingeniería's part of them is three,
    // so shown it would single out the fourth.
    expect(department(breakdown, 'Ingeniería').current).toMatchObject({ answered: 0, pulse: null });
    // The teams are judged first: the departments withhold none of them.
    expect(breakdown.teams.map((team) => [team.name, team.current.answered])).toEqual([
      ['Producto', 14],
      ['Ventas', 14],
    ]);
  });

  it('lets no combination of teams, departments and company summaries recover anyone’s answers', async () => {
    const seen: Seen[] = [];
    for (const days of [30, 90, 365]) {
      seen.push(...breakdownSeen(await readTeams(app, 'crossed', crossed.admin, days), `${days}d`));
    }
    expect(seen.length).toBeGreaterThanOrEqual(12);
    expect(recovered(seen, crossedTruth)).toEqual([]);
  });

  it('is refused to an employee, and to another company’s admin as if the company did not exist', async () => {
    const employee = whole.members.Producto![0]!;
    expect((await app.request('/api/v1/companies/whole/analytics/teams', as(employee))).status).toBe(403);
    expect((await app.request('/api/v1/companies/whole/analytics/teams', as(tight.admin))).status).toBe(404);
    expect(
      (await app.request('/api/v1/companies/whole/analytics/teams?days=7', as(whole.admin))).status,
    ).toBe(400);
  });

  it('answers only on a plan with advancedAnalytics, naming the plans when it refuses', async () => {
    const { db } = app.deps.database;
    const [company] = await db.select().from(companies).where(eq(companies.slug, 'whole'));
    const where = eq(companySubscriptions.companyId, company!.id);
    const [row] = await db.select().from(companySubscriptions).where(where);
    await db
      .update(companySubscriptions)
      .set({ features: { ...row!.features, advancedAnalytics: false } })
      .where(where);
    const response = await app.request('/api/v1/companies/whole/analytics/teams', as(whole.admin));
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { reason: string } };
    expect(body.error.reason).toBe('FEATURE_BLOCKED');
    await db.update(companySubscriptions).set({ features: row!.features }).where(where);
    expect((await app.request('/api/v1/companies/whole/analytics/teams', as(whole.admin))).status).toBe(200);
  });
});
