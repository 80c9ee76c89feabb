import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { madridToday } from './support/madrid-clock.ts';

// Late afternoon: the seeded people have made today's check-in, and the window is still open.
const FIXED_NOW = `${madridToday()}T18:00:00+01:00`;
const DEMO_PASSWORD = 'tera-demo-2026';

interface OwnPulse {
  today: string;
  streak: number;
  days: { date: string; pulse: number; band: 'excellent' | 'good' | 'critical' }[];
}

const BAND_NAMES = { excellent: 'Excelente', good: 'Bueno', critical: 'Crítico' } as const;

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('TeraPulse: the employee home and the leader panel', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW });

  /** A fresh browser signed in as a demo person, its clock at the server's fixed time. */
  async function signedIn(email: string, width = 1280): Promise<Page> {
    const context = await tera.browser.newContext({ locale: 'es-ES', viewport: { width, height: 900 } });
    await context.clock.setFixedTime(new Date(FIXED_NOW));
    const page = await context.newPage();
    const response = await page.request.post(`${tera.server.url}/api/auth/sign-in/email`, {
      data: { email, password: DEMO_PASSWORD },
      headers: { Origin: tera.server.url },
    });
    expect(response.status(), await response.text()).toBe(200);
    return page;
  }

  const regionNamed = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  it('shows a demo employee the true trend, streak and calendar of their seeded check-ins, on a phone', async () => {
    const page = await signedIn('pablo@demo.tera.local', 360);
    await page.goto(`${tera.server.url}/dashboard?skipCheckin`);
    const today = madridToday();
    const answer = await page.request.get(
      `${tera.server.url}/api/v1/pulse/me?from=${shiftDate(today, -40)}&to=${today}`,
    );
    const own = (await answer.json()) as OwnPulse;
    const last30 = own.days.filter((day) => day.date > shiftDate(own.today, -30));
    expect(last30.length).toBeGreaterThan(10);
    const mean = Math.round(last30.reduce((sum, day) => sum + day.pulse, 0) / last30.length);
    const band = mean > 75 ? 'Excelente' : mean >= 50 ? 'Bueno' : 'Crítico';

    const trend = regionNamed(page, 'Tu TeraPulse, últimos 30 días');
    await expect
      .poll(
        () => trend.getByText(`Media de ${mean} (${band}) en ${last30.length} días con check-in.`).count(),
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    const streak = regionNamed(page, 'Racha actual');
    await expect
      .poll(() => streak.getByText(own.streak === 1 ? '1 día' : `${own.streak} días`).count())
      .toBe(1);

    // The latest seeded day this month, as the calendar must say it.
    const shown = own.days.filter((day) => day.date.slice(0, 7) === own.today.slice(0, 7)).at(-1)!;
    const cell = page.locator(`[role="gridcell"][data-date="${shown.date}"]`);
    await expect
      .poll(() => cell.textContent(), { timeout: 15_000 })
      .toContain(`TeraPulse ${shown.pulse}, ${BAND_NAMES[shown.band]}`);
    await cell.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date')))
      .toBe(shiftDate(shown.date, 1));
    await expectAccessible(page);
    await page.context().close();
  });

  it("shows a leader the team panel, and follows a member's check-in from another browser without a reload", async () => {
    const leader = await signedIn('carlos@demo.tera.local');
    await leader.goto(`${tera.server.url}/panel-lider?skipCheckin`);
    const todayCard = regionNamed(leader, 'Hoy en tu equipo');
    await expect
      .poll(() => todayCard.getByText(/Han respondido \d+ de 7 personas/).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => todayCard.getByText('En directo').count(), { timeout: 15_000 }).toBe(1);
    const before = Number(
      (await todayCard.getByText(/Han respondido \d+ de 7 personas/).textContent())?.match(/(\d+) de 7/)?.[1],
    );
    // The cards below the fold render once the panel has painted.
    await expect
      .poll(() => regionNamed(leader, 'Tu equipo').getByText('No comparte sus check-ins').count())
      .toBe(5);
    await expectAccessible(leader);
    await leader.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // Javier keeps today open in the demo; he checks in from his own browser.
    const member = await signedIn('javier@demo.tera.local', 360);
    const put = await member.request.put(`${tera.server.url}/api/v1/checkins/today`, {
      data: {
        energy: 6,
        mental_pressure: 5,
        personal_concerns: 4,
        motivation: 7,
        submission_id: randomUUID(),
      },
      headers: { Origin: tera.server.url },
    });
    expect(put.status(), await put.text()).toBe(201);
    await member.context().close();

    // The panel, never reloaded, shows what the team's figures release now: answers join them
    // only in batches that cannot single anyone out, so a held answer leaves the count as it was.
    const released = await leader.request.get(`${tera.server.url}/api/v1/team/pulse?days=30`);
    const { answered } = ((await released.json()) as { today: { answered: number } }).today;
    expect(answered).toBeGreaterThanOrEqual(before);
    await expect
      .poll(() => todayCard.getByText(`Han respondido ${answered} de 7 personas`).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await leader.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await leader.context().close();
  });

  it('tells the leader of a team below the threshold that there are not enough answers', async () => {
    const page = await signedIn('irene@demo.tera.local', 360);
    await page.goto(`${tera.server.url}/panel-lider?skipCheckin`);
    const todayCard = regionNamed(page, 'Hoy en tu equipo');
    await expect
      .poll(() => todayCard.getByText('No hay suficientes respuestas').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await todayCard.getByText(/al menos 3 personas/).count()).toBe(1);
    await expect
      .poll(() => page.getByText(/Ningún día de este periodo tiene suficientes respuestas/).count())
      .toBe(2);
    await expectAccessible(page);
    await page.context().close();
  });

  it('offers a leader on the starter plan the upgrade instead of the team analysis', async () => {
    const admin = await signedIn('super@demo.tera.local');
    const companies = await admin.request.get(`${tera.server.url}/api/v1/admin/companies?search=demo`);
    const { items } = (await companies.json()) as { items: { id: string; slug: string }[] };
    const demo = items.find((company) => company.slug === 'demo')!;
    const setPlan = async (planType: string) => {
      const response = await admin.request.put(`${tera.server.url}/api/v1/admin/companies/${demo.id}/plan`, {
        data: { planType },
        headers: { Origin: tera.server.url },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    await setPlan('starter');
    try {
      const page = await signedIn('lucia@demo.tera.local', 360);
      await page.goto(`${tera.server.url}/panel-lider?skipCheckin`);
      const analysis = page.getByRole('region', { name: /Análisis rápido del equipo/ });
      await expect.poll(() => analysis.count(), { timeout: 15_000 }).toBe(1);
      await analysis.getByRole('button', { name: 'Analizar equipo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' });
      await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
      expect(await dialog.getByText('Starter').count()).toBe(1);
      expect(await dialog.getByText('Professional').count()).toBe(1);
      await expectAccessible(page);
      await page.context().close();
    } finally {
      await setPlan('professional');
      await admin.context().close();
    }
  });
});
