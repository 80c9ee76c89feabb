import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  CONTEXT_TAG_TEXTS,
  companyAnalyticsSchema,
  companyTagsSchema,
  savedReportListSchema,
  savedReportSchema,
  tagReportHeader,
  teamBreakdownSchema,
} from '@tera/domain';
import { companies, companySubscriptions, dailyCheckins } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs } from '../../../test/support/company-people.ts';
import { ensurePoppler } from '../../../test/support/poppler.ts';
import { parseCsv } from '../../../test/support/read-csv.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

describe('the reports centre', () => {
  let app: TestApp;
  let ana: TestPerson;
  let companyId: string;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    const [demo] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, 'demo'));
    companyId = demo!.id;
  }, 60_000);
  afterAll(() => app.dispose());

  const get = (path: string, person = ana) => app.request(`/api/v1/companies/demo/${path}`, as(person));

  /** Each released day's answers summed from the stored rows: the first `answered` in stored order. */
  async function storedSums(date: string, answered: number) {
    const rows = await app.deps.database.db
      .select()
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.checkInDate, date), eq(dailyCheckins.groupCompanyId, companyId)))
      .orderBy(sql`greatest(${dailyCheckins.createdAt}, ${dailyCheckins.submittedAt})`, dailyCheckins.userId);
    const released = rows.slice(0, answered);
    return { energy: released.reduce((sum, row) => sum + row.energy, 0), count: released.length };
  }

  it('exports the pulse by day as CSV, each row the stored answers its release covers', async () => {
    const response = await get('reports/pulse?format=csv&days=90&lang=es');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="tera-pulse-90d-/);
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      'Desde',
      'Hasta',
      'TeraPulse',
      'Energía',
      'Presión mental',
      'Preocupaciones personales',
      'Motivación',
      'Respuestas',
      'Nota',
    ]);
    const days = rows.slice(0, -1);
    expect(days).toHaveLength(90);
    let answered = 0;
    for (const [date, , , energy, , , , count, note] of days) {
      if (count === '') {
        expect(note).toMatch(/^Reservado: hacen falta al menos \d+ respuestas por día/);
        continue;
      }
      const stored = await storedSums(date!, Number(count));
      expect(stored.count).toBe(Number(count));
      expect(Math.abs(Number(energy) - stored.energy / stored.count)).toBeLessThanOrEqual(0.05);
      answered += Number(count);
    }
    expect(rows.at(-1)![0]).toBe('Total del periodo');
    expect(Number(rows.at(-1)![7])).toBe(answered);
    const analytics = companyAnalyticsSchema.parse(await (await get('analytics?days=90')).json());
    expect(answered).toBe(analytics.current.answered);
  });

  it('exports participation as an XLSX that reads back with the same figures as analytics', async () => {
    const response = await get('reports/participation?format=xlsx&days=30&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      values[number] = (row.values as unknown[]).slice(1);
    });
    expect(values[1]![0]).toBe('Participation · Last 30 days');
    const headerAt = values.findIndex((row) => row?.[0] === 'From' && row[1] === 'To');
    expect(values[headerAt]).toEqual(['From', 'To', 'Answers', 'Participation (%)', 'Note']);
    const analytics = companyAnalyticsSchema.parse(await (await get('analytics?days=30')).json());
    const total = values.at(-1)!;
    expect(total[0]).toBe('Whole period');
    expect(total[2]).toBe(analytics.current.answered);
    expect(total[3]).toBe(analytics.current.participation);
    const days = values.slice(headerAt + 1, -1);
    expect(days.map((row) => row[0])).toEqual(analytics.days.map((day) => day.date));
    for (const [i, day] of analytics.days.entries()) {
      expect(days[i]![2] ?? null).toBe(day.pulse === null ? null : day.answered);
    }
  });

  it('exports a PDF that renders, its text in the reader’s language', async () => {
    const response = await get('reports/pulse?format=pdf&days=365&lang=es');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const folder = mkdtempSync(join(tmpdir(), 'tera-report-'));
    const file = join(folder, 'report.pdf');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const { pdftoppm, pdftotext } = ensurePoppler();
    execFileSync(pdftoppm, ['-png', '-r', '40', '-f', '1', '-l', '1', file, join(folder, 'page')]);
    const png = readFileSync(join(folder, 'page-01.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const text = execFileSync(pdftotext, ['-layout', file, '-']).toString();
    expect(text).toContain('TeraPulse de la empresa · Últimos 365 días');
    expect(text).toContain('Preocupaciones');
    expect(text).toContain('Motivación');
    expect(text).toContain('Total del');
    expect(text).toMatch(/Reservado: hacen falta al menos \d+ respuestas/);
  });

  it('exports the breakdown by team as CSV, each row the figures the analytics screen shows that team', async () => {
    const response = await get('reports/teams?format=csv&days=30&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="tera-teams-30d-/);
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      'Team',
      'People',
      'TeraPulse',
      'Energy',
      'Mental pressure',
      'Personal concerns',
      'Motivation',
      'Answers',
      'Participation (%)',
      'Note',
    ]);
    const breakdown = teamBreakdownSchema.parse(await (await get('analytics/teams?days=30')).json());
    const cell = (value: number | null | undefined) =>
      value === null || value === undefined ? '' : String(value);
    const expected = [
      ...breakdown.teams.map((team) => ({ label: [team.name, String(team.members)], summary: team.current })),
      { label: ['Company', ''], summary: breakdown.company.current },
    ];
    expect(rows.filter((row) => row.length > 1).map((row) => row.slice(0, 9))).toEqual(
      expected.map(({ label, summary }) => [
        ...label,
        cell(summary.pulse),
        cell(summary.indicators?.energy),
        cell(summary.indicators?.mentalPressure),
        cell(summary.indicators?.personalConcerns),
        cell(summary.indicators?.motivation),
        summary.shownDays === 0 ? '' : String(summary.answered),
        cell(summary.participation),
      ]),
    );
    expect(breakdown.teams.some((team) => team.current.pulse !== null)).toBe(true);
  });

  it('exports the breakdown by department as XLSX, each row the figures the analytics screen shows that department', async () => {
    const response = await get('reports/departments?format=xlsx&days=90&lang=es');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tera-departments-90d-.*\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const lines: unknown[][] = [];
    sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    const headerAt = lines.findIndex((line) => line[0] === 'Departamento');
    expect(lines[headerAt]!.slice(0, 3)).toEqual(['Departamento', 'Personas', 'TeraPulse']);
    const breakdown = teamBreakdownSchema.parse(await (await get('analytics/teams?days=90')).json());
    expect(breakdown.departments.map((group) => group.name)).toEqual([
      'Diseño',
      'Personas',
      'Producto',
      'Ventas',
    ]);
    const body = lines.slice(headerAt + 1, headerAt + 1 + breakdown.departments.length);
    expect(body.map((line) => [line[0], line[1], line[2] ?? null])).toEqual(
      breakdown.departments.map((group) => [group.name, String(group.members), group.current.pulse]),
    );
    // Ana's department is her alone: its row is withheld and says why.
    const personas = body.find((line) => line[0] === 'Personas')!;
    expect(personas.at(-1)).toMatch(/^Reservado: hacen falta al menos 3 respuestas/);
    expect(breakdown.departments.some((group) => group.current.pulse !== null)).toBe(true);
  });

  it('exports the pulse by context tag as CSV, the analytics screen’s figures with the tags’ names, and as a PDF', async () => {
    const response = await get('reports/tags?format=csv&lang=es');
    expect(response.status).toBe(200);
    const screen = companyTagsSchema.parse(await (await get('analytics/tags')).json());
    expect(response.headers.get('content-disposition')).toContain(
      `filename="tera-tags-${screen.from}-${screen.to}.csv"`,
    );
    const [header, ...rows] = parseCsv(await response.text());
    // The header's words are the domain's (tag-report.test.ts).
    expect(header).toEqual(tagReportHeader('es'));
    const body = rows.filter((row) => row.length > 1);
    expect(body).toHaveLength(screen.tags.length);
    const cell = (value: number | null) => (value === null ? '' : String(value));
    expect(body.map((row) => row.slice(1, 5))).toEqual(
      screen.tags.map((tag) => [
        CONTEXT_TAG_TEXTS.es.options[tag.tag as keyof typeof CONTEXT_TAG_TEXTS.es.options],
        cell(tag.answers),
        cell(tag.pulse),
        cell(tag.otherPulse),
      ]),
    );
    // The demo's living data: some tags shown, and a withheld one says why.
    expect(screen.tags.some((tag) => tag.pulse !== null)).toBe(true);
    const withheld = body.filter((row) => row[2] === '');
    for (const row of withheld) expect(row[6]).toMatch(/^Reservado: mostrarlo permitiría deducir/);

    const pdf = await get('reports/tags?format=pdf&lang=en');
    expect(pdf.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'tera-tags-'));
    const file = join(dir, 'tags.pdf');
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const { pdftotext } = ensurePoppler();
    const text = execFileSync(pdftotext, ['-layout', file, '-']).toString();
    expect(text).toContain(`TeraPulse by context · ${screen.from} – ${screen.to}`);
    expect(text).toContain('Whole weeks');
    expect(text).toMatch(/A tag is included only if/);
    expect(text).toContain('without it');
  });

  it('offers the breakdowns by team and department only on a plan with advancedAnalytics', async () => {
    const { db } = app.deps.database;
    const where = eq(companySubscriptions.companyId, companyId);
    const [row] = await db.select().from(companySubscriptions).where(where);
    await db
      .update(companySubscriptions)
      .set({ features: { ...row!.features, advancedAnalytics: false } })
      .where(where);
    const refused = await get('reports/teams?format=xlsx&days=90');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { reason: string } }).error.reason).toBe('FEATURE_BLOCKED');
    expect((await get('reports/departments?format=csv&days=30')).status).toBe(403);
    expect((await get('reports/pulse?format=csv&days=30')).status).toBe(200);
    await db.update(companySubscriptions).set({ features: row!.features }).where(where);
    expect((await get('reports/teams?format=xlsx&days=90')).status).toBe(200);
  });

  it('refuses an unknown report, format or period', async () => {
    expect((await get('reports/pulse?format=docx')).status).toBe(400);
    expect((await get('reports/pulse?format=csv&days=45')).status).toBe(400);
    expect((await get('reports/weather?format=csv')).status).toBe(400);
  });

  it('saves, lists, runs and deletes a custom report', async () => {
    const definition = {
      name: 'Energía, semanal',
      measures: ['energy', 'answered'],
      grouping: 'week',
      days: 90,
    };
    const created = await app.request(
      '/api/v1/companies/demo/custom-reports',
      as(ana, jsonRequest('POST', definition)),
    );
    expect(created.status).toBe(201);
    const saved = savedReportSchema.parse(await created.json());
    expect(saved).toMatchObject(definition);
    const list = savedReportListSchema.parse(await (await get('custom-reports')).json());
    expect(list.reports.map((report) => report.id)).toContain(saved.id);

    const run = await get(`custom-reports/${saved.id}/download?format=csv&lang=en`);
    expect(run.status).toBe(200);
    const [header, ...rows] = parseCsv(await run.text());
    expect(header).toEqual(['From', 'To', 'Energy', 'Answers', 'Note']);
    const weeks = rows.slice(0, -1);
    expect(weeks.length).toBeGreaterThanOrEqual(13);
    const summed = weeks.reduce((sum, row) => sum + Number(row[3] || 0), 0);
    expect(Number(rows.at(-1)![3])).toBe(summed);
    const analytics = companyAnalyticsSchema.parse(await (await get('analytics?days=90')).json());
    expect(summed).toBe(analytics.current.answered);

    const invalid = await app.request(
      '/api/v1/companies/demo/custom-reports',
      as(ana, jsonRequest('POST', { ...definition, measures: [] })),
    );
    expect(invalid.status).toBe(400);

    const deleted = await app.request(
      `/api/v1/companies/demo/custom-reports/${saved.id}`,
      as(ana, { method: 'DELETE' }),
    );
    expect(deleted.status).toBe(204);
    expect((await get(`custom-reports/${saved.id}/download?format=csv`)).status).toBe(404);
  });

  it('is refused to a leader, and to another company’s admin as if the company did not exist', async () => {
    const carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    for (const path of ['reports/pulse?format=csv', 'custom-reports']) {
      expect((await get(path, carlos)).status).toBe(403);
    }
    const other = await signUp(app, { email: 'admin@reports-elsewhere.test' });
    await createCompanyAs(app, other, 'reports-elsewhere');
    expect((await get('reports/pulse?format=csv', other)).status).toBe(404);
    expect((await get('custom-reports', other)).status).toBe(404);
    const [mine] = savedReportListSchema.parse(await (await get('custom-reports')).json()).reports;
    if (mine) {
      const theirs = await app.request(
        `/api/v1/companies/reports-elsewhere/custom-reports/${mine.id}/download?format=csv`,
        as(other),
      );
      expect(theirs.status).not.toBe(200);
    }
    const own = await app.request('/api/v1/companies/reports-elsewhere/reports/pulse?format=csv', as(other));
    expect(own.status).toBe(200);
  });

  it('offers custom reports only on a plan with customReports, naming the plans when it refuses', async () => {
    const { db } = app.deps.database;
    const [row] = await db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.companyId, companyId));
    await db
      .update(companySubscriptions)
      .set({ planType: 'starter', features: { ...row!.features, customReports: false } })
      .where(eq(companySubscriptions.companyId, companyId));
    const response = await get('custom-reports');
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: Record<string, string> };
    expect(body.error).toMatchObject({
      reason: 'FEATURE_BLOCKED',
      blockReason: 'plan',
      requiredPlan: 'professional',
    });
    // The ready-made reports are every admin's.
    expect((await get('reports/pulse?format=csv')).status).toBe(200);
    await db
      .update(companySubscriptions)
      .set({ planType: row!.planType, features: row!.features })
      .where(eq(companySubscriptions.companyId, companyId));
    expect((await get('custom-reports')).status).toBe(200);
  });
});
