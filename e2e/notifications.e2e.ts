import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_CHECKIN_STORAGE_KEY } from '@tera/domain';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE, signedInByApi } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

// Inside the demo's working day, after its 09:00 reminder.
const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const ADMIN = 'ana@demo.tera.local';
const LEADER = 'carlos@demo.tera.local';
const SCREEN = '/empresa/demo/admin/notifications';
const WAIT = { timeout: 15_000 };

describe("the company admin's notifications", () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true, mail: true });

  /** A device signed in as `email`, its clock at the server's and its check-in prompt put off. */
  async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
    const page = await signedInByApi(tera.browser, tera.server.url, email, { viewport, clockAt: FIXED_NOW });
    page.context().setDefaultTimeout(WAIT.timeout);
    await page
      .context()
      .addInitScript((key) => window.localStorage.setItem(key, 'true'), SKIP_CHECKIN_STORAGE_KEY);
    return page;
  }

  const heading = (page: Page, name: string) =>
    expect.poll(() => page.getByRole('heading', { level: 1, name }).count(), WAIT).toBe(1);

  const preview = (page: Page) => page.getByRole('region', { name: 'Vista previa' });

  it('edits the daily reminder template, previews it in Spanish and English, and mails a test', async () => {
    const page = await signedIn(ADMIN);
    await page.goto(`${tera.server.url}${SCREEN}`);
    await heading(page, 'Notificaciones');
    // The demo's own reminder schedule, in words.
    await page.getByRole('listitem', { name: 'Recordatorio diario del check-in' }).waitFor(WAIT);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Plantillas' }).click();
    await page.getByRole('button', { name: 'Editar Recordatorio cercano' }).click();
    const subject = page.getByLabel(/^Asunto/);
    await subject.fill('{{ firstName }}, tu minuto en {{ company }} {{ salario }}');
    await page.getByText('Variables desconocidas: salario. Usa solo las de la lista.').waitFor(WAIT);
    await subject.fill('{{ firstName }}, tu minuto en {{ company }}');
    await preview(page).getByText('Ana, tu minuto en Tera Demo').waitFor(WAIT);
    const frame = preview(page).getByTitle('Vista previa del correo en HTML');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect.poll(() => frame.getAttribute('srcdoc')).toContain('Buenos días, Ana');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Inglés' }).click();
    await page.getByLabel(/^Asunto/).fill('{{ firstName }}, your minute at {{ company }}');
    await preview(page).getByText('Ana, your minute at Tera Demo').waitFor(WAIT);
    await expect.poll(() => frame.getAttribute('srcdoc')).toContain('Good morning, Ana');

    await page.getByRole('button', { name: 'Enviarme una prueba' }).click();
    await page.getByText(`Prueba enviada a ${ADMIN}.`).waitFor(WAIT);
    const tests = () =>
      tera.smtp.received.filter(
        (mail) => mail.to.includes(ADMIN) && mail.decoded.includes('Subject: [Test] '),
      );
    await expect.poll(() => tests().length, WAIT).toBe(1);
    const mail = tests()[0]!.decoded;
    expect(mail).toContain('Subject: [Test] Ana, your minute at Tera Demo');
    expect(mail).toContain('Good morning, Ana');

    await page.getByRole('button', { name: 'Guardar la plantilla' }).click();
    await page.getByText('Plantilla «Recordatorio cercano» guardada').waitFor(WAIT);
    await page.getByRole('button', { name: 'Editar Recordatorio cercano' }).click();
    await expect
      .poll(() => page.getByLabel(/^Asunto/).inputValue())
      .toBe('{{ firstName }}, tu minuto en {{ company }}');

    // The seed's fortnight of deliveries, as a table on a desktop.
    await page.getByRole('tab', { name: 'Registro de envíos' }).click();
    const table = page.getByRole('table', { name: 'Envíos' });
    await expect.poll(() => table.getByRole('row').count(), WAIT).toBeGreaterThan(1);
    await page.getByText('Plantilla «Recordatorio cercano» guardada').waitFor({ state: 'hidden', ...WAIT });
    await expectAccessible(page);
    await page.context().close();
  }, 120_000);

  const fitsTheScreen = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('fits a phone: a schedule changed in its form, the delivery log as a list, a template copied', async () => {
    const page = await signedIn(ADMIN, PHONE);
    await page.goto(`${tera.server.url}${SCREEN}`);
    await heading(page, 'Notificaciones');
    await page.getByRole('button', { name: 'Editar Recordatorio diario del check-in' }).click();
    await page.getByLabel(/^Hora/).fill('08:45');
    await expectAccessible(page);
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByRole('button', { name: 'Guardar la programación' }).click();
    await page.getByText('Programación guardada').waitFor(WAIT);
    const reminder = page.getByRole('listitem', { name: 'Recordatorio diario del check-in' });
    await reminder.getByText('A las 8:45').waitFor(WAIT);
    // The toast fades out; caught halfway, its colours are neither the start's nor the end's.
    await page.getByText('Programación guardada').waitFor({ state: 'hidden', ...WAIT });

    await page.getByRole('tab', { name: 'Registro de envíos' }).click();
    const log = page.getByRole('list', { name: 'Envíos' });
    await expect.poll(() => log.getByRole('listitem').count(), WAIT).toBeGreaterThan(0);
    expect(await page.getByRole('table').isVisible()).toBe(false);
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Rebotados/ }).click();
    await expect.poll(() => log.getByText('Rebotado', { exact: false }).count(), WAIT).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Plantillas' }).click();
    await page.getByRole('button', { name: 'Copiar Recordatorio diario' }).click();
    await preview(page).getByText('Ana, ¿cómo llegas hoy?').waitFor(WAIT);
    await expectAccessible(page);
    expect(await fitsTheScreen(page)).toBe(true);
    await page.context().close();
  }, 120_000);

  it("answers a leader with 'Acceso Denegado'", async () => {
    const page = await signedIn(LEADER);
    await page.goto(`${tera.server.url}${SCREEN}`);
    await heading(page, 'Acceso Denegado');
    await page.getByText('Se requieren permisos de administrador.').waitFor(WAIT);
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);
});
