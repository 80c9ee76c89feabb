import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_CHECKIN_STORAGE_KEY } from '@tera/domain';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE, signedInByApi } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const ADMIN = 'ana@demo.tera.local';
const SCREEN = '/empresa/demo/admin/surveys';
const WAIT = { timeout: 15_000 };
const FIRST_FOUR = ['javier', 'maria', 'pablo', 'elena'];
const TWO_MORE = ['diego', 'alba'];
const DRIVERS = [
  'Mi trabajo tiene sentido para mí.',
  'Aquí puedo aprender y crecer profesionalmente.',
  'Se reconoce el trabajo bien hecho.',
  'Tengo libertad para decidir cómo hago mi trabajo.',
  'Mi responsable me apoya cuando lo necesito.',
  'Siento que formo parte del equipo.',
];

describe('employee surveys', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
    const page = await signedInByApi(tera.browser, tera.server.url, email, { viewport, clockAt: FIXED_NOW });
    page.context().setDefaultTimeout(WAIT.timeout);
    await page
      .context()
      .addInitScript((key) => window.localStorage.setItem(key, 'true'), SKIP_CHECKIN_STORAGE_KEY);
    return page;
  }

  /** One person of the team answers on a phone, from the link on their dashboard. */
  async function answerOnPhone(key: string, score: number) {
    const page = await signedIn(`${key}@demo.tera.local`, PHONE);
    await page.goto(`${tera.server.url}/dashboard`);
    await page.getByRole('link', { name: 'Compromiso' }).click();
    await page.getByRole('heading', { level: 1, name: 'Compromiso' }).waitFor(WAIT);
    // The mode is said before the first question.
    await page.getByText('Anónima', { exact: true }).waitFor(WAIT);
    if (key === FIRST_FOUR[0]) await expectAccessible(page);
    for (const driver of DRIVERS) {
      await page
        .getByRole('group', { name: new RegExp(driver.replace(/[.?]/g, '\\$&')) })
        .getByText(String(score), { exact: true })
        .click();
    }
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Paso 2 de 2').waitFor(WAIT);
    await page.getByText('Anónima', { exact: true }).waitFor(WAIT);
    await page
      .getByRole('group', { name: /recomendarías/ })
      .getByText('9', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Enviar mis respuestas' }).click();
    await page.getByRole('heading', { name: '¡Gracias por responder!' }).waitFor(WAIT);
    await page.context().close();
  }

  it('the admin builds a survey from a template, launches it to a team, sees nothing for four answers and the results for six, and exports them', async () => {
    const admin = await signedIn(ADMIN);
    await admin.goto(`${tera.server.url}${SCREEN}`);
    await admin.getByRole('heading', { level: 1, name: 'Encuestas' }).waitFor(WAIT);
    await admin.getByRole('button', { name: 'Usar Compromiso' }).click();
    await admin.getByTestId('phone-preview').getByText('Anónima').waitFor(WAIT);
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Guardar el borrador' }).click();

    await admin.getByRole('heading', { name: 'Lanzar la encuesta' }).waitFor(WAIT);
    await admin.getByLabel('A quién se pregunta').selectOption('teams');
    await admin.getByRole('checkbox', { name: 'Producto' }).check();
    await admin.getByRole('button', { name: 'Lanzar' }).click();
    await admin.getByText('Abierta', { exact: true }).waitFor(WAIT);

    for (const key of FIRST_FOUR) await answerOnPhone(key, 4);

    await admin.getByRole('button', { name: 'Cerrar ahora' }).click();
    await admin.getByText('Cerrada', { exact: true }).waitFor(WAIT);
    await admin.getByText(/No hay resultados que mostrar/).waitFor(WAIT);
    expect(await admin.getByText(DRIVERS[0]!).count()).toBe(0);

    await admin.getByRole('button', { name: 'Reabrir' }).click();
    await admin.getByText('Abierta', { exact: true }).waitFor(WAIT);
    for (const key of TWO_MORE) await answerOnPhone(key, 3);

    await admin.getByRole('button', { name: 'Cerrar ahora' }).click();
    await admin.getByText(DRIVERS[0]!).waitFor(WAIT);
    await admin
      .getByText(/^6 de \d+$/)
      .first()
      .waitFor(WAIT);
    await expectAccessible(admin);

    const [download] = await Promise.all([
      admin.waitForEvent('download', WAIT),
      admin.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path()).toString('utf8');
    expect(csv).toContain('Todas las personas');
    expect(csv).toContain(DRIVERS[0]);
  });
});
