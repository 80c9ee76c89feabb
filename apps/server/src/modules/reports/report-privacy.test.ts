import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAN_CATALOGUE, savedReportSchema } from '@tera/domain';
import { companies, companySubscriptions } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, type TestPerson } from '../../../test/support/sessions.ts';
import {
  checkIn,
  companyOf,
  recovered,
  setDay,
  VALUES,
  type Seen,
  type Truth,
} from '../../../test/privacy/attacker-view.ts';
import { parseCsv } from '../../../test/support/read-csv.ts';

/**
 * The attacker is the admin of a company of seven who do not share, downloading every report after
 * each answer over two days: each ready-made report over 30 and 90 days and custom reports grouped
 * by day, week and month. Any two or three rows, from any downloads, added and subtracted, must
 * never cover fewer answers than the threshold and match someone's answers.
 */
describe('an admin subtracting report exports', () => {
  let app: TestApp;
  let admin: TestPerson;
  let people: TestPerson[];
  const truth: Truth[] = [];
  const seen: Seen[] = [];
  const saved: string[] = [];

  const download = async (path: string) => {
    const response = await app.request(`/api/v1/companies/subtracting/${path}`, as(admin));
    expect(response.status).toBe(200);
    return parseCsv(await response.text());
  };

  /** Every row of a report with figures, as the attacker reads it: answers and the four means. */
  function rowsSeen(label: string, rows: string[][]): Seen[] {
    const [header, ...body] = rows;
    const column = (name: string) => header!.indexOf(name);
    return body.flatMap((row, i): Seen[] => {
      const counted = Number(row[column('Respuestas')]);
      if (!row[column('Respuestas')] || !row[column('Energía')]) return [];
      return [
        {
          label: `${label} row ${i}`,
          date: 'period',
          counted,
          means: ['Energía', 'Presión mental', 'Preocupaciones personales', 'Motivación'].map((name) =>
            Number(row[column(name)]),
          ) as Seen['means'],
        },
      ];
    });
  }

  async function downloadEverything(label: string) {
    for (const days of [30, 90]) {
      seen.push(
        ...rowsSeen(`${label} pulse ${days}d`, await download(`reports/pulse?format=csv&days=${days}`)),
      );
    }
    for (const id of saved) {
      seen.push(
        ...rowsSeen(`${label} custom ${id}`, await download(`custom-reports/${id}/download?format=csv`)),
      );
    }
  }

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    ({ admin, people } = await companyOf(app, 'subtracting', 7));
    const { db } = app.deps.database;
    const [company] = await db.select().from(companies).where(eq(companies.slug, 'subtracting'));
    await db
      .update(companySubscriptions)
      .set({ planType: 'professional', features: PLAN_CATALOGUE.professional.features })
      .where(eq(companySubscriptions.companyId, company!.id));
    for (const grouping of ['day', 'week', 'month']) {
      const response = await app.request(
        '/api/v1/companies/subtracting/custom-reports',
        as(
          admin,
          jsonRequest('POST', {
            name: grouping,
            measures: ['answered', 'energy', 'mentalPressure', 'personalConcerns', 'motivation', 'pulse'],
            grouping,
            days: 30,
          }),
        ),
      );
      expect(response.status).toBe(201);
      saved.push(savedReportSchema.parse(await response.json()).id);
    }
  }, 60_000);
  afterAll(() => app.dispose());

  it('learns nobody’s answer from any combination of exported rows and downloads', async () => {
    setDay(app, '2026-03-03T10:00:00.000Z');
    for (const [i, person] of people.slice(0, 4).entries()) {
      await checkIn(app, person, VALUES[i]!, truth, 'period');
      await downloadEverything(`day one after ${i + 1}`);
    }
    setDay(app, '2026-03-04T10:00:00.000Z');
    for (const [i, person] of people.slice(1).entries()) {
      await checkIn(app, person, VALUES[(i + 4) % VALUES.length]!, truth, 'period');
      await downloadEverything(`day two after ${i + 1}`);
    }
    expect(recovered(seen, truth)).toEqual([]);
  }, 120_000);

  it('exports the company in whole batches, and says why a day is withheld', async () => {
    const counts = new Set(seen.map((figure) => figure.counted));
    for (const count of counts) expect(count % 3).toBe(0);
    expect(Math.max(...counts)).toBe(9);
    const rows = await download('reports/pulse?format=csv&days=30');
    const withheld = rows.find((row) => row[0] === '2026-03-02')!;
    expect(withheld.slice(2, -1).every((cell) => cell === '')).toBe(true);
    expect(withheld.at(-1)).toBe(
      'Reservado: hacen falta al menos 3 respuestas por día para mostrarlo sin que nadie pueda ser identificado.',
    );
  });
});

/**
 * The admin raises the threshold from 3 to 4 between two days and downloads after every answer:
 * the new threshold counts from the next day, so no export recuts a day already exported.
 */
describe('an admin raising the threshold between exports', () => {
  let app: TestApp;
  let admin: TestPerson;
  let people: TestPerson[];
  const truth: Truth[] = [];
  const seen: Seen[] = [];

  async function downloadPulse(label: string) {
    const response = await app.request(
      '/api/v1/companies/raising/reports/pulse?format=csv&days=30',
      as(admin),
    );
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(await response.text());
    const at = (name: string) => header!.indexOf(name);
    for (const [i, row] of rows.entries()) {
      if (!row[at('Energía')]) continue;
      seen.push({
        label: `${label} row ${i}`,
        date: 'period',
        counted: Number(row[at('Respuestas')]),
        means: ['Energía', 'Presión mental', 'Preocupaciones personales', 'Motivación'].map((name) =>
          Number(row[at(name)]),
        ) as Seen['means'],
      });
    }
    return rows;
  }

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    ({ admin, people } = await companyOf(app, 'raising', 8));
  }, 60_000);
  afterAll(() => app.dispose());

  it('cuts each day by the threshold in force at its start and says so', async () => {
    setDay(app, '2026-03-03T10:00:00.000Z');
    for (const [i, person] of people.slice(0, 4).entries()) {
      await checkIn(app, person, VALUES[i]!, truth, 'period');
      await downloadPulse(`day one after ${i + 1}`);
    }
    const raised = await app.request(
      '/api/v1/companies/raising/settings',
      as(admin, jsonRequest('PATCH', { confidentialityThreshold: 4 })),
    );
    expect(raised.status).toBe(200);
    await downloadPulse('day one at 4');
    setDay(app, '2026-03-04T10:00:00.000Z');
    for (const [i, person] of people.slice(1).entries()) {
      await checkIn(app, person, VALUES[(i + 4) % VALUES.length]!, truth, 'period');
      await downloadPulse(`day two after ${i + 1}`);
    }
    expect(recovered(seen, truth)).toEqual([]);
    const rows = await downloadPulse('last');
    const answers = (date: string) => rows.find((row) => row[0] === date)![7];
    // Day one stays cut in threes; day two in fours: 7 answers release 4.
    expect(answers('2026-03-03')).toBe('3');
    expect(answers('2026-03-04')).toBe('4');
    // A withheld day names the threshold it was released by, not today's.
    expect(rows.find((row) => row[0] === '2026-03-02')!.at(-1)).toMatch(
      /^Reservado: hacen falta al menos 3 respuestas/,
    );
  }, 120_000);
});
