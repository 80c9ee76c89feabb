import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { BEFORE_CHECKIN_WINDOW } from './support/madrid-clock.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE, signedInByApi } from './support/demo-session.ts';

// Before the check-in window, so no check-in prompt stands over the pages.
const FIXED_NOW = BEFORE_CHECKIN_WINDOW;
const ADMIN = 'ana@demo.tera.local';
const LEADER = 'javier@demo.tera.local';

const LANGUAGES = {
  es: {
    locale: 'es-ES',
    dashboard: 'Panel de administración',
    people: 'Personas',
    participation: 'Participación',
    pulse: 'TeraPulse de la empresa',
    analytics: 'Analítica',
    comparison: 'Este periodo frente al anterior',
    tags: 'TeraPulse por contexto',
    year: '365 días',
    yearCompared: /frente a los 365 días anteriores/,
    byTeam: 'Por equipo',
    byDepartment: 'Por departamento',
  },
  en: {
    locale: 'en-GB',
    dashboard: 'Admin dashboard',
    people: 'People',
    participation: 'Participation',
    pulse: 'Company TeraPulse',
    analytics: 'Analytics',
    comparison: 'This period against the one before',
    tags: 'TeraPulse by context',
    year: '365 days',
    yearCompared: /against the 365 days before/,
    byTeam: 'By team',
    byDepartment: 'By department',
  },
} as const;

const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;

describe("the company's dashboards", () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW });

  const signedIn = (email: string, language: keyof typeof LANGUAGES, viewport: keyof typeof VIEWPORTS) =>
    signedInByApi(tera.browser, tera.server.url, email, {
      locale: LANGUAGES[language].locale,
      viewport: VIEWPORTS[viewport],
    });

  const heading = (page: Page, name: string) =>
    expect.poll(() => page.getByRole('heading', { level: 1, name }).count(), { timeout: 15_000 }).toBe(1);

  for (const language of ['es', 'en'] as const) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`the demo admin reads the dashboard and analytics, ${language}, on a ${viewport}`, async () => {
        const texts = LANGUAGES[language];
        const page = await signedIn(ADMIN, language, viewport);

        await page.goto(`${tera.server.url}/empresa/demo/admin`);
        await heading(page, texts.dashboard);
        const people = page.getByRole('region', { name: texts.people });
        await expect.poll(() => people.count(), { timeout: 15_000 }).toBe(1);
        // The demo's living data: participation and a month's pulse with figures.
        const participation = page.getByRole('region', { name: texts.participation });
        await expect.poll(() => participation.getByText(/\d+ ?%/).count()).toBeGreaterThan(0);
        const pulse = page.getByRole('region', { name: texts.pulse });
        await expect.poll(() => pulse.locator('.text-4xl').textContent()).toMatch(/: \d{1,3}$/);
        await expectAccessible(page);

        await page.goto(`${tera.server.url}/empresa/demo/admin/analytics`);
        await heading(page, texts.analytics);
        const comparison = page.getByRole('region', { name: texts.comparison });
        await expect.poll(() => comparison.count(), { timeout: 15_000 }).toBe(1);
        // The demo's tags over its last complete weeks, read once the table has arrived.
        const tags = page.getByRole('region', { name: texts.tags });
        await expect.poll(() => tags.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
        // The demo's teams beside the company, each with its size, on the professional trial.
        const byTeam = page.getByRole('region', { name: texts.byTeam });
        await expect.poll(() => byTeam.getByText('Producto').count(), { timeout: 15_000 }).toBeGreaterThan(0);
        await expect.poll(() => byTeam.getByText('Diseño').count()).toBeGreaterThan(0);
        // And the departments its people name, from the same release.
        const byDepartment = page.getByRole('region', { name: texts.byDepartment });
        await expect
          .poll(() => byDepartment.getByText('Producto').count(), { timeout: 15_000 })
          .toBeGreaterThan(0);
        await expect.poll(() => byDepartment.getByText('Ventas').count()).toBeGreaterThan(0);
        await expectAccessible(page);
        await page.getByRole('tab', { name: texts.year }).click();
        // Read in the comparison card: the breakdown by team says its period in the same words.
        await expect
          .poll(() => comparison.getByText(texts.yearCompared).count(), { timeout: 15_000 })
          .toBe(1);
        await page.context().close();
      }, 90_000);
    }
  }

  it('the executive dashboard: the upgrade dialog on the trial, then the heat map on enterprise, printable', async () => {
    const trial = await signedIn(ADMIN, 'es', 'phone');
    await trial.goto(`${tera.server.url}/empresa/demo/admin/executive`);
    await expect
      .poll(() => trial.getByText('El panel ejecutivo no está incluido en el plan de tu empresa.').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await trial.getByRole('table', { name: 'Mapa de calor por equipo' }).count()).toBe(0);

    const platform = await signedIn('super@demo.tera.local', 'en', 'desktop');
    const listed = await platform.request.get(`${tera.server.url}/api/v1/admin/companies?search=demo`);
    const demo = ((await listed.json()) as { items: { id: string; slug: string }[] }).items.find(
      (company) => company.slug === 'demo',
    );
    const planned = await platform.request.put(`${tera.server.url}/api/v1/admin/companies/${demo!.id}/plan`, {
      data: { planType: 'enterprise' },
      headers: { Origin: tera.server.url },
    });
    expect(planned.status()).toBe(200);
    await platform.context().close();
    // The trial's plan, kept on this phone, is minutes old: the gate asks again and steps aside.
    await trial.reload();
    await expect
      .poll(() => trial.getByRole('table', { name: 'Mapa de calor por equipo', exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await trial.context().close();

    for (const [language, viewport, map, tagMap, withheld, why, print] of [
      [
        'en',
        'desktop',
        'Heat map by team',
        'Heat map by team and context',
        'Withheld',
        /beside everything else shown, would let answers of fewer than 3 people be worked out/,
        'Print or save as PDF',
      ],
      [
        'es',
        'phone',
        'Mapa de calor por equipo',
        'Mapa de calor por equipo y contexto',
        'Reservado',
        /junto a lo demás que se muestra, permitiría deducir respuestas de menos de 3 personas/,
        'Imprimir o guardar en PDF',
      ],
    ] as const) {
      const texts = LANGUAGES[language];
      const page = await signedIn(ADMIN, language, viewport);
      // A phone in dark mode still prints dark text on white paper.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${tera.server.url}/empresa/demo/admin/executive`);
      const table = page.getByRole('table', { name: map, exact: true });
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(3);
      // The company first, then every team of the demo, each a row header.
      for (const team of ['Producto', 'Ventas', 'Diseño']) {
        expect(await table.getByRole('rowheader', { name: new RegExp(team) }).count()).toBe(1);
      }
      // Below the teams, the company by context tag over its last complete weeks.
      const tags = page.getByRole('region', { name: texts.tags });
      await expect.poll(() => tags.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
      // Then each team by the tags the company shows: the demo's teams are too small for any cell,
      // and each cell says so, with the reason under the map.
      const byTag = page.getByRole('table', { name: tagMap });
      await expect.poll(() => byTag.getByRole('row').count(), { timeout: 15_000 }).toBe(5);
      expect(await byTag.getByRole('columnheader').count()).toBeGreaterThan(1);
      for (const team of ['Producto', 'Ventas', 'Diseño']) {
        const row = byTag.getByRole('row', { name: new RegExp(team) });
        const cells = await row.getByRole('cell').allTextContents();
        expect(cells.length).toBeGreaterThan(0);
        expect(cells.every((cell) => cell.startsWith(withheld))).toBe(true);
      }
      expect(await page.getByText(why).count()).toBe(1);
      await expectAccessible(page);
      const printed = await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
        return true;
      });
      expect(printed).toBe(true);
      await page.getByRole('button', { name: print }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      expect(await background()).toBe('rgb(11, 18, 32)');
      // Printed, the page leaves the app's frame and buttons out, in the light theme.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: print }).isVisible()).toBe(false);
      expect(await table.isVisible()).toBe(true);
      expect(await background()).toBe('rgb(255, 255, 255)');
      await page.emulateMedia({ media: 'screen' });
      await page.context().close();
    }
  }, 90_000);

  it('a leader meets Acceso Restringido on the admin screens', async () => {
    const page = await signedIn(LEADER, 'es', 'phone');
    for (const path of ['admin', 'admin/analytics', 'admin/executive']) {
      await page.goto(`${tera.server.url}/empresa/demo/${path}`);
      await heading(page, 'Acceso Restringido');
    }
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);
});
