import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { PHONE, signedInDevice, untilWorksOffline } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
// Left by the seed without today's check-in.
const EMPLOYEE = 'javier@demo.tera.local';
// Also left without today's check-in, so the prompt to put off is there whatever the date.
const ANOTHER_PERSON = 'lucia@demo.tera.local';

describe('a signed-in phone without a connection, or with a failing server', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  const pathname = (page: Page) => new URL(page.url()).pathname;
  const signedInFrame = (page: Page) => page.getByRole('button', { name: 'Tu cuenta' });

  async function todayOnServer(page: Page) {
    const response = await page.request.get(`${tera.server.url}/api/v1/checkins/today`);
    expect(response.status()).toBe(200);
    return (await response.json()) as { completed: boolean; checkin: { energy: number } | null };
  }

  /** Keeps today's check-in on the phone: made from the prompt while offline. */
  async function checkInOffline(page: Page) {
    await expect
      .poll(() => page.getByRole('button', { name: 'Completar Check-in Ahora' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByRole('button', { name: 'Completar Check-in Ahora' }).click();
    const energy = page.getByRole('slider', { name: 'Energía' });
    await energy.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('radio', { name: 'Remoto' }).click();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Guardar progreso' }).click();
    await expect
      .poll(() => page.getByText('Check-in guardado en este dispositivo').count(), { timeout: 10_000 })
      .toBe(1);
    await page.getByRole('button', { name: 'Continuar' }).click();
  }

  it('reopens offline as the same person, and sends the kept check-in by itself once back online', async () => {
    const { context, page } = await signedInDevice(tera.browser, tera.server.url, EMPLOYEE, {
      viewport: PHONE,
      clockAt: FIXED_NOW,
    });
    await untilWorksOffline(page);
    await checkInOffline(page);

    await page.reload();
    await expect.poll(() => signedInFrame(page).count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Pendiente de sincronizar' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await page.getByText('Esperando conexión...').count()).toBe(1);
    expect(pathname(page)).toBe('/dashboard');
    await expectAccessible(page);
    await signedInFrame(page).click();
    expect(await page.getByText('Javier López').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // Nobody navigates: the connection returning is enough.
    await context.setOffline(false);
    await expect.poll(() => page.getByText('Check-in sincronizado').count(), { timeout: 15_000 }).toBe(1);
    expect(pathname(page)).toBe('/dashboard');
    const stored = await todayOnServer(page);
    expect(stored.completed).toBe(true);
    expect(stored.checkin?.energy).toBe(3);
    await context.close();
  });

  it('stays signed in when the server fails to say who is', async () => {
    const { context, page } = await signedInDevice(tera.browser, tera.server.url, ANOTHER_PERSON, {
      viewport: PHONE,
      clockAt: FIXED_NOW,
    });
    // The check-in prompt, put off for today, would stand over the app and hide it.
    await page.getByRole('button', { name: 'Hacerlo más tarde' }).click();
    await expect.poll(() => signedInFrame(page).count(), { timeout: 15_000 }).toBe(1);
    let refused = 0;
    await context.route('**/api/v1/me', (route) => {
      refused += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'DATABASE_ERROR', message: 'down' } }),
      });
    });

    await page.reload();
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => signedInFrame(page).count(), { timeout: 15_000 }).toBe(1);
    // Through every retry the person is kept, never sent to sign in.
    await page.waitForTimeout(8000);
    expect(pathname(page)).toBe('/dashboard');
    expect(await signedInFrame(page).count()).toBe(1);
    await context.unroute('**/api/v1/me');
    await context.close();
  });
});
