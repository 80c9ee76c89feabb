import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const DEMO_PASSWORD = 'tera-demo-2026';
// Demo people the seed leaves without today's check-in, so each journey makes a fresh one.
const EMPLOYEE = 'javier@demo.tera.local';
const LEADER = 'carlos@demo.tera.local';
const ADMIN = 'ana@demo.tera.local';
const SALES_LEADER = 'lucia@demo.tera.local';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the element is drawn on the screen now, in the viewport's coordinates. */
function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

describe('daily check-in', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  /** Signs in on the sign-in page, in a fresh browser whose clock reads the server's fixed 10:00. */
  async function signedIn(
    email: string,
    viewport: number | { width: number; height: number },
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await tera.browser.newContext({
      locale: 'es-ES',
      viewport: typeof viewport === 'number' ? { width: viewport, height: 800 } : viewport,
    });
    await context.clock.setFixedTime(new Date(FIXED_NOW));
    const page = await context.newPage();
    await page.goto(`${tera.server.url}/auth`);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    return { context, page };
  }

  async function todayOnServer(page: Page) {
    const response = await page.request.get(`${tera.server.url}/api/v1/checkins/today`);
    expect(response.status()).toBe(200);
    return (await response.json()) as {
      completed: boolean;
      checkin: { energy: number; motivation: number; work_modality: string | null } | null;
    };
  }

  /** Once nothing is fading or sliding in, so what is measured is what stays on the screen. */
  async function untilStill(page: Page) {
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).length,
        ),
      )
      .toBe(0);
  }

  const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]', { hasText: title });

  /** The check-in refused for want of answers: its toast, once it has settled where it stays. */
  async function incompleteToast(page: Page, submitName: string): Promise<Locator> {
    await page.getByRole('button', { name: submitName }).click();
    const refused = toast(page, 'Check-in incompleto');
    await expect.poll(() => refused.count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await untilStill(page);
    return refused;
  }

  /** The card pinned to the bottom of a phone's screen: the progress and the submit button. */
  const submitBar = (page: Page) => page.getByRole('region', { name: 'Progreso del check-in' }).locator('..');

  const promptDialog = (page: Page) => page.getByRole('dialog', { name: 'Es hora de tu Check-in Diario' });

  async function openCheckinFromPrompt(page: Page) {
    await expect.poll(() => promptDialog(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await promptDialog(page).getByText('Disponible hasta las 23:00').count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Completar Check-in Ahora' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Check-in Emocional Diario' }).count())
      .toBe(1);
    await expect.poll(() => page.getByRole('slider').count()).toBe(4);
  }

  /** Answers by keyboard alone: energy to 3, motivation to 8, remote work and a busy day. */
  async function answerByKeyboard(page: Page) {
    const energy = page.getByRole('slider', { name: 'Energía' });
    await energy.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await energy.getAttribute('aria-valuetext')).toBe('3 de 10');
    await page.getByRole('slider', { name: 'Motivación' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.getByRole('radio', { name: 'Remoto' }).click();
    await page.getByRole('button', { name: 'Día ajetreado' }).click();
    await expect
      .poll(() =>
        page.getByRole('progressbar', { name: 'Progreso del check-in' }).getAttribute('aria-valuenow'),
      )
      .toBe('50');
  }

  it('prompts at 10:00, records the check-in, and still shows it done after a reload', async () => {
    const { context, page } = await signedIn(EMPLOYEE, 360);
    await openCheckinFromPrompt(page);
    await expectAccessible(page);

    await answerByKeyboard(page);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Energía baja' }).count(), { timeout: 10_000 })
      .toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Completar check-in' }).click();

    await expect.poll(() => page.getByText('¡Check-in completado!').count(), { timeout: 15_000 }).toBe(1);
    expect(
      await page.getByText('Tu estado emocional ha sido registrado con insights personalizados.').count(),
    ).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: '¡Ya completaste tu check-in hoy!' }).count())
      .toBe(1);
    expect(await page.getByText('Vuelve mañana para tu próximo check-in').count()).toBe(1);
    await expectAccessible(page);

    const stored = await todayOnServer(page);
    expect(stored.completed).toBe(true);
    expect(stored.checkin).toMatchObject({ energy: 3, motivation: 8, work_modality: 'remote' });

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await promptDialog(page).count()).toBe(0);
    expect((await todayOnServer(page)).completed).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('keeps a check-in made offline on the device and sends it when the connection returns', async () => {
    const { context, page } = await signedIn(LEADER, 1280);
    await openCheckinFromPrompt(page);
    await answerByKeyboard(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Completar check-in' }).click();
    await expect
      .poll(() => page.getByText('Check-in guardado en este dispositivo').count(), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Pendiente de sincronizar' }).count()).toBe(1);
    expect(await page.getByText('Esperando conexión...').count()).toBe(1);
    await expectAccessible(page);

    await context.setOffline(false);
    await expect.poll(() => page.getByText('Check-in sincronizado').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: '¡Ya completaste tu check-in hoy!' }).count())
      .toBe(1);
    const stored = await todayOnServer(page);
    expect(stored.completed).toBe(true);
    expect(stored.checkin).toMatchObject({ energy: 3, motivation: 8, work_modality: 'remote' });
    await expectAccessible(page);
    await context.close();
  });

  it('keeps the progress and its button within reach on a phone, clear of the answers and the focus', async () => {
    const { context, page } = await signedIn(ADMIN, PHONE);
    await openCheckinFromPrompt(page);
    await untilStill(page);
    // The form runs far below the first screen, yet its submit is on it.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      2 * PHONE.height,
    );
    const bar = await boxOf(submitBar(page));
    expect(bar.bottom).toBeLessThanOrEqual(PHONE.height);
    const start = await boxOf(page.getByRole('button', { name: 'Comenzar check-in' }));
    expect(start.top).toBeGreaterThanOrEqual(0);
    expect(start.bottom).toBeLessThanOrEqual(PHONE.height);
    expect(await page.getByRole('progressbar', { name: 'Progreso del check-in' }).isVisible()).toBe(true);

    // Every stop of the keyboard through the answers is brought into view above the bar.
    await page.getByRole('slider', { name: 'Energía' }).focus();
    for (let stop = 0; stop < 60; stop++) {
      const focus = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const bar = document.querySelector('[role=progressbar]')!.closest('section')!.parentElement!;
        return {
          name: focused.getAttribute('aria-label') ?? focused.textContent ?? '',
          isInBar: bar.contains(focused),
          bottom: focused.getBoundingClientRect().bottom,
          barTop: bar.getBoundingClientRect().top,
        };
      });
      if (focus.isInBar) break;
      expect(focus.bottom, focus.name).toBeLessThanOrEqual(focus.barTop);
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Comenzar check-in');

    // At the end of the form the bar takes its own place: the analysis above it is not covered.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await untilStill(page);
    const analysis = await boxOf(
      page.getByRole('heading', { name: 'Análisis en tiempo real' }).locator('..'),
    );
    expect(analysis.bottom).toBeLessThanOrEqual((await boxOf(submitBar(page))).top);
    await expectAccessible(page);
    await context.close();
  });

  it('shows its toasts clear of the page’s title and of the submit button, on a phone and a desktop', async () => {
    const { context, page } = await signedIn(ADMIN, PHONE);
    await openCheckinFromPrompt(page);
    const refused = await incompleteToast(page, 'Comenzar check-in');
    const title = await boxOf(page.getByRole('heading', { level: 1, name: 'Check-in Emocional Diario' }));
    expect(overlaps(await boxOf(refused), title)).toBe(false);
    expect(overlaps(await boxOf(refused), await boxOf(submitBar(page)))).toBe(false);
    await context.close();

    const desktop = await signedIn(ADMIN, DESKTOP);
    await openCheckinFromPrompt(desktop.page);
    const refusedOnDesktop = await incompleteToast(desktop.page, 'Comenzar check-in');
    const titleOnDesktop = desktop.page.getByRole('heading', { level: 1, name: 'Check-in Emocional Diario' });
    expect(overlaps(await boxOf(refusedOnDesktop), await boxOf(titleOnDesktop))).toBe(false);
    const submitOnDesktop = desktop.page.getByRole('button', { name: 'Comenzar check-in' });
    expect(overlaps(await boxOf(refusedOnDesktop), await boxOf(submitOnDesktop))).toBe(false);
    await desktop.context.close();
  });

  it('counts a check-in made offline in the streak as soon as it syncs', async () => {
    const { context, page } = await signedIn(SALES_LEADER, PHONE);
    await expect.poll(() => promptDialog(page).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Hacerlo más tarde' }).click();
    const streak = page.getByRole('region', { name: 'Racha actual' }).getByText(/^\d+ días?$/);
    await expect.poll(() => streak.count(), { timeout: 15_000 }).toBe(1);
    const before = Number.parseInt((await streak.textContent()) ?? '', 10);

    await context.setOffline(true);
    await answerByKeyboard(page);
    await page.getByRole('button', { name: 'Completar check-in' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Pendiente de sincronizar' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);

    await context.setOffline(false);
    await expect.poll(() => page.getByText('Check-in sincronizado').count(), { timeout: 15_000 }).toBe(1);
    expect((await todayOnServer(page)).completed).toBe(true);
    await expect
      .poll(async () => Number.parseInt((await streak.textContent()) ?? '', 10), { timeout: 10_000 })
      .toBe(before + 1);
    await context.close();
  });
});
