import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ensurePoppler } from '../apps/server/test/support/poppler.ts';
import { expectAccessible } from './support/accessibility.ts';
import { BEFORE_CHECKIN_WINDOW } from './support/madrid-clock.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE, signedInByApi } from './support/demo-session.ts';

// Before the check-in window, so no check-in prompt stands over the page.
const FIXED_NOW = BEFORE_CHECKIN_WINDOW;
const ADMIN = 'ana@demo.tera.local';
const LEADER = 'carlos@demo.tera.local';

const LANGUAGES = {
  es: {
    locale: 'es-ES',
    title: 'Centro de informes',
    pulse: 'TeraPulse de la empresa',
    participation: 'Participación',
    byTeam: 'Por equipo',
    teamsHeader: 'Equipo,Personas,TeraPulse',
    byDepartment: 'Por departamento',
    departmentsHeader: 'Departamento,Personas,TeraPulse',
    byTag: 'TeraPulse por contexto',
    tagsHeader: 'Grupo,Etiqueta,Respuestas,TeraPulse con ella,TeraPulse sin ella,Diferencia,Nota',
    company: 'Empresa',
    period: 'Periodo de los informes',
    download: (report: string, format: string) => `Descargar ${report} en ${format}`,
    csvHeader:
      'Desde,Hasta,TeraPulse,Energía,Presión mental,Preocupaciones personales,Motivación,Respuestas,Nota',
    xlsxHeader: ['Desde', 'Hasta', 'Respuestas', 'Participación (%)', 'Nota'],
    pdfTitle: 'TeraPulse de la empresa · Último',
    total: 'Total del periodo',
    name: 'Nombre del informe',
    motivation: 'Motivación',
    grouping: 'Agrupar por',
    save: 'Guardar informe',
    saved: 'Informes guardados',
    customHeader: 'Desde,Hasta,TeraPulse,Motivación,Respuestas,Nota',
  },
  en: {
    locale: 'en-GB',
    title: 'Reports centre',
    pulse: 'Company TeraPulse',
    participation: 'Participation',
    byTeam: 'By team',
    teamsHeader: 'Team,People,TeraPulse',
    byDepartment: 'By department',
    departmentsHeader: 'Department,People,TeraPulse',
    byTag: 'TeraPulse by context',
    tagsHeader: 'Group,Tag,Answers,TeraPulse with it,TeraPulse without it,Difference,Note',
    company: 'Company',
    period: 'Period of the reports',
    download: (report: string, format: string) => `Download ${report} as ${format}`,
    csvHeader: 'From,To,TeraPulse,Energy,Mental pressure,Personal concerns,Motivation,Answers,Note',
    xlsxHeader: ['From', 'To', 'Answers', 'Participation (%)', 'Note'],
    pdfTitle: 'Company TeraPulse · Last',
    total: 'Whole period',
    name: 'Report name',
    motivation: 'Motivation',
    grouping: 'Group by',
    save: 'Save report',
    saved: 'Saved reports',
    customHeader: 'From,To,TeraPulse,Motivation,Answers,Note',
  },
} as const;

const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;

/** A downloaded CSV's lines, without the byte-order mark that spreadsheets need. */
const csvLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the reports centre', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW });

  const signedIn = (email: string, language: keyof typeof LANGUAGES, viewport: keyof typeof VIEWPORTS) =>
    signedInByApi(tera.browser, tera.server.url, email, {
      locale: LANGUAGES[language].locale,
      viewport: VIEWPORTS[viewport],
    });

  const heading = (page: Page, name: string) =>
    expect.poll(() => page.getByRole('heading', { level: 1, name }).count(), { timeout: 15_000 }).toBe(1);

  /** Clicks a download button and gives the saved file's bytes and name. */
  async function downloaded(page: Page, button: Locator) {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      button.click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: readFileSync(path) };
  }

  for (const language of ['es', 'en'] as const) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`the demo admin downloads and saves reports, ${language}, on a ${viewport}`, async () => {
        const texts = LANGUAGES[language];
        const page = await signedIn(ADMIN, language, viewport);
        await page.goto(`${tera.server.url}/empresa/demo/admin/reports`);
        await heading(page, texts.title);
        await expectAccessible(page);

        const pulse = page.getByRole('region', { name: texts.pulse });
        const csv = await downloaded(
          page,
          pulse.getByRole('button', { name: texts.download(texts.pulse, 'CSV') }),
        );
        expect(csv.name).toMatch(/^tera-pulse-30d-\d{4}-\d{2}-\d{2}\.csv$/);
        const lines = csvLines(csv.bytes);
        expect(lines[0]).toBe(texts.csvHeader);
        expect(lines).toHaveLength(32);
        expect(lines.at(-1)).toMatch(new RegExp(`^${texts.total},`));
        // The demo's living data: most days carry figures.
        expect(
          lines.filter((line) => /^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},\d+,/.test(line)).length,
        ).toBeGreaterThan(15);

        await page.getByLabel(texts.period).selectOption('90');
        const participation = page.getByRole('region', { name: texts.participation });
        const xlsx = await downloaded(
          page,
          participation.getByRole('button', { name: texts.download(texts.participation, 'Excel (XLSX)') }),
        );
        expect(xlsx.name).toMatch(/^tera-participation-90d-.*\.xlsx$/);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
        const rows: unknown[][] = [];
        workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        const headerAt = rows.findIndex(
          (row) => row[0] === texts.xlsxHeader[0] && row[1] === texts.xlsxHeader[1],
        );
        expect(rows[headerAt]).toEqual(texts.xlsxHeader);
        expect(rows.length - headerAt - 1).toBe(91);

        // The demo's teams, one row each, the company last (the professional trial has the breakdown).
        const byTeam = page.getByRole('region', { name: texts.byTeam });
        const teams = await downloaded(
          page,
          byTeam.getByRole('button', { name: texts.download(texts.byTeam, 'CSV') }),
        );
        expect(teams.name).toMatch(/^tera-teams-90d-.*\.csv$/);
        const teamLines = csvLines(teams.bytes);
        expect(teamLines[0]).toMatch(new RegExp(`^${texts.teamsHeader},`));
        expect(teamLines.slice(1).map((line) => line.split(',')[0])).toEqual([
          'Diseño',
          'Producto',
          'Ventas',
          texts.company,
        ]);
        // And the departments its people name, the same way.
        const departments = await downloaded(
          page,
          page
            .getByRole('region', { name: texts.byDepartment })
            .getByRole('button', { name: texts.download(texts.byDepartment, 'CSV') }),
        );
        expect(departments.name).toMatch(/^tera-departments-90d-.*\.csv$/);
        const departmentLines = csvLines(departments.bytes);
        expect(departmentLines[0]).toMatch(new RegExp(`^${texts.departmentsHeader},`));
        expect(departmentLines.slice(1).map((line) => line.split(',')[0])).toEqual([
          'Diseño',
          'Personas',
          'Producto',
          'Ventas',
          texts.company,
        ]);
        // The pulse by context tag, over the analytics screen's whole weeks, a row a tag.
        const tags = await downloaded(
          page,
          page
            .getByRole('region', { name: texts.byTag })
            .getByRole('button', { name: texts.download(texts.byTag, 'CSV') }),
        );
        expect(tags.name).toMatch(/^tera-tags-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
        const tagLines = csvLines(tags.bytes);
        expect(tagLines[0]).toBe(texts.tagsHeader);
        expect(tagLines.length).toBeGreaterThan(1);

        const pdf = await downloaded(
          page,
          pulse.getByRole('button', { name: texts.download(texts.pulse, 'PDF') }),
        );
        expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const { pdftotext } = ensurePoppler();
        const text = execFileSync(pdftotext, ['-', '-'], { input: pdf.bytes }).toString();
        expect(text).toContain(texts.pdfTitle);

        const name = `${language} ${viewport} ${texts.motivation}`;
        await page.getByLabel(texts.name).fill(name);
        await page.getByRole('checkbox', { name: texts.motivation }).check();
        await page.getByLabel(texts.grouping).selectOption('month');
        await page.getByRole('button', { name: texts.save }).click();
        const item = page.getByRole('region', { name: texts.saved }).getByRole('listitem', { name });
        await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
        const run = await downloaded(page, item.getByRole('button', { name: texts.download(name, 'CSV') }));
        const custom = csvLines(run.bytes);
        expect(custom[0]).toBe(texts.customHeader);
        // Three or four calendar months over 90 days, and the whole period.
        expect(custom.length).toBeGreaterThanOrEqual(5);
        await expectAccessible(page);
        await page.context().close();
      }, 120_000);
    }
  }

  it('a leader meets Acceso Restringido on the reports centre', async () => {
    const page = await signedIn(LEADER, 'es', 'phone');
    await page.goto(`${tera.server.url}/empresa/demo/admin/reports`);
    await heading(page, 'Acceso Restringido');
    await page.context().close();
  }, 60_000);
});
