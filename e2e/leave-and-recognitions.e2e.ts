import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, SKIP_CHECKIN_STORAGE_KEY } from '@tera/domain';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE, signedInByApi } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

// 10:00 in Madrid: inside the check-in window, so the prompt stands over the app unless paused.
const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const TODAY = madridToday();
const EMPLOYEE = 'javier@demo.tera.local';
const LEADER = 'carlos@demo.tera.local';
const COLLEAGUE = 'maria@demo.tera.local';
const WAIT = { timeout: 15_000 };

describe('leave and recognitions', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  async function device(email: string, options: { viewport?: typeof PHONE; skipPrompt?: boolean } = {}) {
    const page = await signedInByApi(tera.browser, tera.server.url, email, {
      viewport: options.viewport ?? PHONE,
      clockAt: FIXED_NOW,
    });
    page.context().setDefaultTimeout(WAIT.timeout);
    if (options.skipPrompt) {
      await page
        .context()
        .addInitScript((key) => window.localStorage.setItem(key, 'true'), SKIP_CHECKIN_STORAGE_KEY);
    }
    return page;
  }

  const prompt = (page: Page) => page.getByRole('dialog', { name: 'Es hora de tu Check-in Diario' });

  it('an employee asks for leave, the leader approves it, and the check-in prompt stays away on those days', async () => {
    const employee = await device(EMPLOYEE);
    await employee.goto(`${tera.server.url}/leave`);
    await prompt(employee).waitFor();
    await employee.getByRole('button', { name: 'Hacerlo más tarde' }).click();

    await employee.getByLabel(/^Primer día/).fill(TODAY);
    await employee.getByLabel(/^Último día/).fill(addDays(TODAY, 2));
    await employee.getByLabel(/^Motivo/).fill('Mudanza');
    await employee.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await employee.getByText('Pendiente', { exact: true }).waitFor();
    await expectAccessible(employee);

    const leader = await device(LEADER, { viewport: DESKTOP, skipPrompt: true });
    await leader.goto(`${tera.server.url}/leave`);
    const request = leader.getByRole('listitem').filter({ hasText: 'Javier López · Vacaciones' });
    await request.getByText('Motivo: Mudanza').waitFor();
    await request.getByLabel('Comentario').fill('Disfruta de la casa nueva');
    await request.getByRole('button', { name: 'Decidir la solicitud de Javier López' }).click();
    await leader.getByText('Has aprobado la ausencia de Javier López.').waitFor();
    await leader.getByRole('heading', { name: 'Calendario del equipo' }).waitFor();
    await expectAccessible(leader);

    // A new device of the employee's: nothing postponed there, so only the leave keeps the prompt away.
    const later = await device(EMPLOYEE);
    const today = later.waitForResponse((response) => response.url().endsWith('/api/v1/checkins/today'));
    await later.goto(`${tera.server.url}/leave`);
    expect(((await (await today).json()) as { onLeave: boolean }).onLeave).toBe(true);
    await later.getByText('Aprobada', { exact: true }).waitFor();
    await later.getByText('Carlos Martín: «Disfruta de la casa nueva»').waitFor();
    expect(await prompt(later).count()).toBe(0);
  }, 90_000);

  it('a recognition with points moves the receiver to the next level', async () => {
    const receiver = await device(EMPLOYEE, { skipPrompt: true });
    await receiver.goto(`${tera.server.url}/points`);
    await receiver.getByRole('heading', { name: 'Nivel: Novato' }).waitFor();

    const giver = await device(COLLEAGUE, { skipPrompt: true });
    await giver.goto(`${tera.server.url}/recognitions`);
    await giver.getByLabel(/^A quién/).selectOption({ label: 'Javier López' });
    await giver.getByLabel(/^Título/).fill('Gracias por la demo');
    await giver.getByLabel(/^Mensaje/).fill('Salió redonda gracias a ti.');
    await giver.getByLabel(/^Puntos/).selectOption({ label: '10 puntos' });
    await giver.getByRole('button', { name: 'Enviar el reconocimiento' }).click();
    await giver.getByRole('heading', { name: 'Gracias por la demo' }).waitFor();
    await expectAccessible(giver);

    // Another device of the receiver's, so what it reads comes from the server, not a kept answer.
    const after = await device(EMPLOYEE, { viewport: DESKTOP, skipPrompt: true });
    await after.goto(`${tera.server.url}/points`);
    await after.getByRole('heading', { name: 'Nivel: Aprendiz' }).waitFor();
    await after.getByText('Gracias por la demo').waitFor();
    await expectAccessible(after);
  }, 60_000);
});
