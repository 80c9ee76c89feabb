import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  companyPulseSchema,
  pulseScore,
  teamPulseSchema,
  type TeamBreakdownResponse,
  type TeamPulseResponse,
} from '@tera/domain';
import { fixedClock } from '../../src/platform/clock.ts';
import { createCompanyAs, joinCompany } from '../support/company-people.ts';
import { as, signUp, type TestPerson } from '../support/sessions.ts';
import { jsonRequest, type TestApp } from '../support/test-app.ts';

/** A person's answer: energy, mental pressure, personal concerns, motivation. */
export type Values = [number, number, number, number];

/** One figure the attacker was shown: how many answers it covers and their mean indicators. */
export interface Seen {
  label: string;
  date: string;
  counted: number;
  means: Values;
}

/** What the test knows and the attacker wants: everyone's real answers, by day. */
export interface Truth {
  userId: string;
  date: string;
  values: Values;
}

/** Distinct, spread-out answers, so no mean of others passes for one person by chance. */
export const VALUES: Values[] = [
  [9, 2, 3, 8],
  [2, 9, 8, 3],
  [7, 7, 2, 1],
  [1, 4, 9, 10],
  [5, 1, 6, 2],
  [10, 10, 1, 6],
  [3, 6, 5, 9],
  [8, 3, 10, 4],
];

/** One answer's TeraPulse, as the attacker would compute it from the values they want. */
export const scoreOf = ([energy, mental_pressure, personal_concerns, motivation]: readonly number[]) =>
  pulseScore({
    energy: energy!,
    mental_pressure: mental_pressure!,
    personal_concerns: personal_concerns!,
    motivation: motivation!,
  });

/** Everything a breakdown by team and department shows over its period, labelled `… ${when}`. */
export function breakdownSeen(breakdown: TeamBreakdownResponse, when: string): Seen[] {
  const figures = [
    ...breakdown.teams.map((team) => ({ label: `${team.name} ${when}`, summary: team.current })),
    ...breakdown.departments.map((group) => ({
      label: `dept ${group.name} ${when}`,
      summary: group.current,
    })),
    { label: `company ${when}`, summary: breakdown.company.current },
  ];
  return figures.flatMap(({ label, summary }) => {
    if (!summary.indicators) return [];
    const { energy, mentalPressure, personalConcerns, motivation } = summary.indicators;
    return [
      {
        label,
        date: 'period',
        counted: summary.answered,
        means: [energy, mentalPressure, personalConcerns, motivation],
      },
    ];
  });
}

export function setDay(app: TestApp, iso: string) {
  app.deps.clock = fixedClock(iso);
}

/** A company whose admin invites `size` employees, none reporting to anyone yet. */
export async function companyOf(app: TestApp, slug: string, size: number) {
  const admin = await signUp(app, { email: `admin@${slug}.test` });
  await createCompanyAs(app, admin, slug);
  const people: TestPerson[] = [];
  for (let i = 0; i < size; i += 1) {
    people.push(await joinCompany(app, admin, slug, { email: `p${i}@${slug}.test`, name: `Person ${i}` }));
  }
  return { admin, people };
}

export async function checkIn(
  app: TestApp,
  person: TestPerson,
  values: Values,
  truth: Truth[],
  date: string,
  context: Record<string, unknown> = {},
) {
  const [energy, mental_pressure, personal_concerns, motivation] = values;
  const body = {
    energy,
    mental_pressure,
    personal_concerns,
    motivation,
    submission_id: randomUUID(),
    ...context,
  };
  const response = await app.request('/api/v1/checkins/today', as(person, jsonRequest('PUT', body)));
  expect(response.status).toBe(201);
  truth.push({ userId: person.userId, date, values });
}

export async function pointAt(
  app: TestApp,
  admin: TestPerson,
  slug: string,
  person: TestPerson,
  leader: string | null,
) {
  const response = await app.request(
    `/api/v1/companies/${slug}/people/${person.userId}`,
    as(admin, jsonRequest('PATCH', { reportsTo: leader })),
  );
  expect(response.status).toBe(200);
}

export async function share(app: TestApp, person: TestPerson, on: boolean) {
  const response = await app.request(
    '/api/v1/me/sharing',
    as(person, jsonRequest('PUT', { sharesCheckinsWithLeader: on })),
  );
  expect(response.status).toBe(200);
}

function indicatorMeans(indicators: {
  energy: number;
  mentalPressure: number;
  personalConcerns: number;
  motivation: number;
}): Values {
  return [indicators.energy, indicators.mentalPressure, indicators.personalConcerns, indicators.motivation];
}

/** Every day of the company evolution the admin is shown with figures. */
export async function readCompany(
  app: TestApp,
  admin: TestPerson,
  slug: string,
  label = 'company',
): Promise<Seen[]> {
  const response = await app.request(`/api/v1/companies/${slug}/pulse?days=7`, as(admin));
  expect(response.status).toBe(200);
  const pulse = companyPulseSchema.parse(await response.json());
  return pulse.days.flatMap((day) =>
    day.indicators
      ? [{ label, date: day.date, counted: day.answered, means: indicatorMeans(day.indicators) }]
      : [],
  );
}

export async function readTeam(app: TestApp, leader: TestPerson): Promise<TeamPulseResponse> {
  const response = await app.request('/api/v1/team/pulse?days=7', as(leader));
  expect(response.status).toBe(200);
  return teamPulseSchema.parse(await response.json());
}

/** Every day of the team panel the leader is shown with figures. */
export function teamFigures(team: TeamPulseResponse, label = 'team'): Seen[] {
  return team.trend.flatMap((day) =>
    day.indicators
      ? [{ label, date: day.date, counted: day.counted, means: indicatorMeans(day.indicators) }]
      : [],
  );
}

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

/**
 * Everything the attacker can work out by adding and subtracting figures of the same day: every
 * combination of up to three figures (one added, the others subtracted, or two added and one
 * subtracted) covering fewer answers than the threshold. A combination recovers a group when its
 * mean indicators match that group's real answers, within the rounding of the figures shown.
 */
export function recovered(seen: readonly Seen[], truth: readonly Truth[], threshold = 3): string[] {
  const found: string[] = [];
  const dates = new Set(seen.map((figure) => figure.date));
  for (const date of dates) {
    const figures = seen.filter((figure) => figure.date === date);
    const answers = truth.filter((answer) => answer.date === date);
    const combinations: { sign: number; figure: Seen }[][] = [];
    for (const a of figures) {
      for (const b of figures) {
        if (a === b) continue;
        combinations.push([
          { sign: 1, figure: a },
          { sign: -1, figure: b },
        ]);
        for (const c of figures) {
          if (c === a || c === b) continue;
          combinations.push([
            { sign: 1, figure: a },
            { sign: -1, figure: b },
            { sign: -1, figure: c },
          ]);
          combinations.push([
            { sign: 1, figure: a },
            { sign: 1, figure: b },
            { sign: -1, figure: c },
          ]);
        }
      }
    }
    for (const terms of combinations) {
      const size = terms.reduce((sum, { sign, figure }) => sum + sign * figure.counted, 0);
      if (size < 1 || size >= threshold) continue;
      const sums = [0, 1, 2, 3].map((i) =>
        terms.reduce((sum, { sign, figure }) => sum + sign * figure.counted * figure.means[i]!, 0),
      );
      const tolerance = terms.reduce((sum, { figure }) => sum + figure.counted * 0.05, 0) + 1e-9;
      for (const group of subsets(answers, size)) {
        const matches = [0, 1, 2, 3].every(
          (i) => Math.abs(sums[i]! - group.reduce((sum, answer) => sum + answer.values[i]!, 0)) <= tolerance,
        );
        if (matches) {
          const how = terms.map(
            ({ sign, figure }) => `${sign > 0 ? '+' : '-'}${figure.label}(${figure.counted})`,
          );
          found.push(`${date}: ${how.join(' ')} = ${group.map((answer) => answer.userId).join(', ')}`);
        }
      }
    }
  }
  return [...new Set(found)];
}
