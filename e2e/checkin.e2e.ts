import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const DEMO_PASSWORD = 'tera-demo-2026';
// Demo people the seed leaves without today's check-in, so each journey makes a fresh one.
const EMPLOYEE = 'javier@demo.tera.local';
const LEADER = 'carlos@demo.tera.local';

describe('daily check-in', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  /** Signs in on the sign-in page, in a fresh browser whose clock reads the server's fixed 10:00. */
  async function signedIn(email: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await tera.browser.newContext({ locale: 'es-ES', viewport: { width, height: 800 } });
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

  /**
   * axe on the page once nothing is fading in: a toast or a dialog half-way through its entrance
   * is measured at part opacity, which is not what anyone reads.
   */
  async function expectAccessibleWhenStill(page: Page) {
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
    await expectAccessible(page);
  }

  const promptDialog = (page: Page) => page.getByRole('dialog', { name: 'Es hora de tu Check-in Diario' });

  async function openCheckinFromPrompt(page: Page) {
    await expect.poll(() => promptDialog(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await promptDialog(page).getByText('Disponible hasta las 11:00 PM').count()).toBe(1);
    await expectAccessibleWhenStill(page);
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
    await expectAccessibleWhenStill(page);

    await answerByKeyboard(page);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Energía baja' }).count(), { timeout: 10_000 })
      .toBe(1);
    await expectAccessibleWhenStill(page);
    await page.getByRole('button', { name: 'Completar check-in' }).click();

    await expect.poll(() => page.getByText('¡Check-in completado!').count(), { timeout: 15_000 }).toBe(1);
    expect(
      await page.getByText('Tu estado emocional ha sido registrado con insights personalizados.').count(),
    ).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: '¡Ya completaste tu check-in hoy!' }).count())
      .toBe(1);
    expect(await page.getByText('Vuelve mañana para tu próximo check-in').count()).toBe(1);
    await expectAccessibleWhenStill(page);

    const stored = await todayOnServer(page);
    expect(stored.completed).toBe(true);
    expect(stored.checkin).toMatchObject({ energy: 3, motivation: 8, work_modality: 'remote' });

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await promptDialog(page).count()).toBe(0);
    expect((await todayOnServer(page)).completed).toBe(true);
    await expectAccessibleWhenStill(page);
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
    await expectAccessibleWhenStill(page);

    await context.setOffline(false);
    await expect.poll(() => page.getByText('Check-in sincronizado').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: '¡Ya completaste tu check-in hoy!' }).count())
      .toBe(1);
    const stored = await todayOnServer(page);
    expect(stored.completed).toBe(true);
    expect(stored.checkin).toMatchObject({ energy: 3, motivation: 8, work_modality: 'remote' });
    await expectAccessibleWhenStill(page);
    await context.close();
  });
});
