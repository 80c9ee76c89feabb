import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, endSessionElsewhere, PHONE, signedInDevice, signInOnPage } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
// Left by the seed without today's check-in.
const LEADER = 'carlos@demo.tera.local';
const SALES_LEADER = 'lucia@demo.tera.local';
const ADMIN = 'ana@demo.tera.local';
const EXPIRED_ES = 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.';
const EXPIRED_EN = 'Your session has expired. Please sign in again.';

describe('a session that ends while the app is open', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  const pathname = (page: Page) => new URL(page.url()).pathname;
  /** What sign-in says above its fields on arrival. */
  const arrivalNotice = (page: Page, text: string) => page.locator('form [role="status"]').getByText(text);

  /** Energy down to 3, motivation up to 8, remote work and a busy day, by keyboard. */
  async function answerByKeyboard(page: Page) {
    const energy = page.getByRole('slider', { name: 'Energía' });
    await energy.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('slider', { name: 'Motivación' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.getByRole('radio', { name: 'Remoto' }).click();
    await page.getByRole('button', { name: 'Día ajetreado' }).click();
  }

  async function expectAnswersInPlace(page: Page) {
    expect(await page.getByRole('slider', { name: 'Energía' }).getAttribute('aria-valuetext')).toBe(
      '3 de 10',
    );
    expect(await page.getByRole('slider', { name: 'Motivación' }).getAttribute('aria-valuetext')).toBe(
      '8 de 10',
    );
    expect(await page.getByRole('radio', { name: 'Remoto' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('button', { name: 'Día ajetreado' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  }

  it('says the session expired, keeps the check-in’s answers, and brings them back after signing in', async () => {
    const { context, page } = await signedInDevice(tera.browser, tera.server.url, LEADER, {
      viewport: DESKTOP,
      clockAt: FIXED_NOW,
    });
    await page.getByRole('button', { name: 'Completar Check-in Ahora' }).click();
    await answerByKeyboard(page);
    await endSessionElsewhere(tera.browser, tera.server.url, context);

    await page.getByRole('button', { name: 'Completar check-in' }).click();
    await expect.poll(() => page.getByText('Error de autenticación').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('No tienes permisos para realizar esta acción.').count()).toBe(0);
    await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe('/auth');
    await expect.poll(() => arrivalNotice(page, EXPIRED_ES).count()).toBe(1);
    await expectAccessible(page);

    await signInOnPage(page, LEADER);
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Check-in Emocional Diario' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expect
      .poll(() => page.getByText('Hemos recuperado las respuestas que dejaste sin enviar.').count())
      .toBe(1);
    await expectAnswersInPlace(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Completar check-in' }).click();
    await expect.poll(() => page.getByText('¡Check-in completado!').count(), { timeout: 15_000 }).toBe(1);
    const response = await page.request.get(`${tera.server.url}/api/v1/checkins/today`);
    const today = (await response.json()) as { checkin: Record<string, unknown> | null };
    expect(today.checkin).toMatchObject({ energy: 3, motivation: 8, work_modality: 'remote' });
    await context.close();
  });

  it('says why on sign-in when the five-minute check finds the session gone', async () => {
    const { context, page } = await signedInDevice(tera.browser, tera.server.url, SALES_LEADER, {
      locale: 'en-GB',
      viewport: PHONE,
      clockAt: FIXED_NOW,
      running: true,
    });
    // A fresh start of the app, as after opening it again: sign-in's own screen is not loaded yet.
    // The status check answers once the page has painted, as the app starts.
    const statusChecked = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/system/status'),
    );
    await page.reload();
    await statusChecked;
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(1);
    await endSessionElsewhere(tera.browser, tera.server.url, context);
    // A blip in the status check as the session ends must not put the status screen in sign-in's way.
    await page.route('**/api/v1/system/status', (route) => route.abort());

    await page.clock.runFor(300_000);
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/auth');
    await expect.poll(() => arrivalNotice(page, EXPIRED_EN).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page);
    await context.close();
  });

  it('says goodbye on sign-in after signing out', async () => {
    const { context, page } = await signedInDevice(tera.browser, tera.server.url, ADMIN, {
      viewport: PHONE,
      clockAt: FIXED_NOW,
    });
    await page.reload();
    await page.getByRole('button', { name: 'Hacerlo más tarde' }).click();
    await page.getByRole('button', { name: 'Tu cuenta' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();

    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/auth');
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => arrivalNotice(page, 'Has cerrado sesión. ¡Hasta pronto!').count()).toBe(1);
    await expectAccessible(page);
    await context.close();
  });
});
