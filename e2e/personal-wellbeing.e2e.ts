import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_CHECKIN_STORAGE_KEY } from '@tera/domain';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { PHONE, signedInByApi } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const YEAR = FIXED_NOW.slice(0, 4);
const WAIT = { timeout: 15_000 };
// A 24×16 landscape, a real PNG the browser draws.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAfUlEQVR42mOoWPWMKoihbt0zqiCGlk3PSEW/TgRgCjJ0bXtGPAIagYyQpRgm7HpGPEIzCFmKYdq+Z0QiNFMgCC7LMOfQM+IRminIUgyLjj0jHqEZhCzFsOLUM1IR0AhMQYZ1555RBTFsufSMKohh17VnVEEMUQvyqIKGsUEACgsJhsCIuTcAAAAASUVORK5CYII=',
  'base64',
);

describe('personal wellbeing', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  /** The demo employee on a phone, its clock running from the server's fixed moment. */
  async function employeeOnPhone(): Promise<Page> {
    const page = await signedInByApi(tera.browser, tera.server.url, 'javier@demo.tera.local', {
      viewport: PHONE,
      clockAt: FIXED_NOW,
      running: true,
    });
    page.context().setDefaultTimeout(WAIT.timeout);
    await page
      .context()
      .addInitScript((key) => window.localStorage.setItem(key, 'true'), SKIP_CHECKIN_STORAGE_KEY);
    return page;
  }

  it('an employee writes a note with an image, runs the 3-minute exercise to its end, and opens their TeraWrap', async () => {
    const page = await employeeOnPhone();

    await page.goto(`${tera.server.url}/notes`);
    await page.getByRole('heading', { level: 1, name: 'Notas personales' }).waitFor(WAIT);
    await page.getByLabel(/^Título/).fill('Antes de la demo');
    await page.getByLabel('Contenido').fill('Respiré un rato antes de presentar.');
    await page.getByLabel('Estado de ánimo').selectOption('good');
    await page
      .locator('input[name="file"]')
      .setInputFiles({ name: 'cielo.png', mimeType: 'image/png', buffer: PICTURE });
    await page.getByRole('button', { name: 'Guardar la nota' }).click();
    const picture = page.getByRole('img', { name: 'cielo.png' });
    await picture.waitFor(WAIT);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), WAIT).toBe(24);
    await page.getByRole('heading', { name: 'Antes de la demo', exact: true }).waitFor(WAIT);
    await expectAccessible(page);

    await page.goto(`${tera.server.url}/wellbeing`);
    await page.getByRole('heading', { level: 1, name: 'Bienestar' }).waitFor(WAIT);
    await page.getByText('Sugerido para hoy').waitFor(WAIT);
    await page.getByRole('button', { name: 'Empezar: Momento de atención plena' }).click();
    await page.getByText('Paso 1 de 5').waitFor(WAIT);
    await expectAccessible(page);
    await page.clock.fastForward('00:45');
    await page.getByText('Paso 2 de 5').waitFor(WAIT);
    await page.getByText(/^(Inspira|Espira) · \d s$/).waitFor(WAIT);
    await page.clock.fastForward('02:16');
    await page.getByText('¡Completado!').waitFor(WAIT);
    await page.getByRole('button', { name: 'Terminar' }).click();
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.getByText(/^Hoy has completado 1 ejercicio\.$/).waitFor(WAIT);

    await page.goto(`${tera.server.url}/wrap`);
    await page.getByRole('heading', { level: 1, name: `TeraWrap ${YEAR}` }).waitFor(WAIT);
    const card = page.getByRole('group', { name: /^Tarjeta 1 de \d+$/ });
    await card.waitFor(WAIT);
    await page.getByRole('heading', { name: `Tu ${YEAR} en Tera` }).waitFor(WAIT);
    await card.press('ArrowRight');
    await page.getByRole('heading', { name: /^\d+ días de check-in$/ }).waitFor(WAIT);
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar como imagen' }).click();
    expect((await download).suggestedFilename()).toBe(`terawrap-${YEAR}-checkins.png`);
    await page.context().close();
  });
});
