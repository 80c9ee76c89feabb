import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_CHECKIN_STORAGE_KEY } from '@tera/domain';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE, signedInByApi } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const WAIT = { timeout: 15_000 };
const TICKET_TITLE = 'No veo mi historial de check-ins';
const ANSWER = 'Ya está arreglado: recarga la página y lo verás.';
const ARTICLE_TITLE = 'Protocolo de desconexión digital';

describe('support centre and company news', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
    const page = await signedInByApi(tera.browser, tera.server.url, email, { viewport, clockAt: FIXED_NOW });
    page.context().setDefaultTimeout(WAIT.timeout);
    await page
      .context()
      .addInitScript((key) => window.localStorage.setItem(key, 'true'), SKIP_CHECKIN_STORAGE_KEY);
    return page;
  }

  it('an employee opens a ticket, the super-admin answers it, and the employee reads the answer', async () => {
    const employee = await signedIn('javier@demo.tera.local', PHONE);
    await employee.goto(`${tera.server.url}/support`);
    await employee.getByRole('heading', { level: 1, name: 'Centro de soporte' }).waitFor(WAIT);
    await employee.getByText('En menos de 2 horas').waitFor(WAIT);
    await expectAccessible(employee);
    await employee.getByLabel(/^Título/).fill(TICKET_TITLE);
    await employee.getByLabel(/^Categoría/).selectOption('technical');
    await employee
      .getByLabel(/^Descripción/)
      .fill('Desde ayer la gráfica de mi espacio sale vacía aunque hago el check-in.');
    await employee.getByRole('button', { name: 'Enviar' }).click();
    await employee.getByRole('heading', { name: TICKET_TITLE }).waitFor(WAIT);
    await employee.getByText('Aún sin respuesta').waitFor(WAIT);
    const ticketAddress = employee.url();

    const support = await signedIn('super@demo.tera.local');
    await support.goto(`${tera.server.url}/super-admin/dashboard?tab=support&status=open`);
    await support.getByRole('button', { name: TICKET_TITLE }).click();
    await support.getByText('Desde ayer la gráfica de mi espacio sale vacía', { exact: false }).waitFor(WAIT);
    await support.getByLabel(/^Tu mensaje/).fill(ANSWER);
    await support.getByRole('button', { name: 'Enviar mensaje' }).click();
    await support.getByText(ANSWER).waitFor(WAIT);
    await expectAccessible(support);
    await support.context().close();

    await employee.goto(ticketAddress);
    await employee.getByText(ANSWER).waitFor(WAIT);
    await employee.getByText('Esperando respuesta').waitFor(WAIT);
    await employee.context().close();
  });

  it('the admin publishes an article asking for confirmation, an employee confirms it, and the admin sees "1 of N"', async () => {
    const admin = await signedIn('ana@demo.tera.local');
    await admin.goto(`${tera.server.url}/empresa/demo/admin/news`);
    await admin.getByRole('heading', { level: 1, name: 'Noticias de la empresa' }).waitFor(WAIT);
    await admin.getByRole('button', { name: 'Nuevo artículo' }).click();
    await admin.getByRole('textbox', { name: /^Título/ }).fill(ARTICLE_TITLE);
    await admin.getByLabel(/^Resumen/).fill('Sin mensajes fuera del horario.');
    const editor = admin.getByRole('textbox', { name: /^Contenido/ });
    await editor.click();
    await admin.keyboard.type('A partir de hoy no se envían mensajes después de las 19:00.');
    await admin.getByRole('checkbox', { name: 'Pedir confirmación de lectura' }).check();
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Guardar borrador' }).click();
    const card = admin.getByRole('listitem').filter({ hasText: ARTICLE_TITLE });
    await card.getByRole('button', { name: 'Publicar ahora' }).click();
    const stats = card.getByTestId('article-stats');
    await stats.getByText(/^0 de \d+ han confirmado$/).waitFor(WAIT);
    const reach = Number((await stats.getByText(/han confirmado/).textContent())!.match(/de (\d+)/)![1]);
    expect(reach).toBeGreaterThan(1);

    const employee = await signedIn('maria@demo.tera.local', PHONE);
    await employee.goto(`${tera.server.url}/news`);
    await employee.getByRole('link', { name: ARTICLE_TITLE }).click();
    await employee.getByText('A partir de hoy no se envían mensajes después de las 19:00.').waitFor(WAIT);
    await expectAccessible(employee);
    await employee.getByRole('button', { name: 'Confirmo que lo he leído' }).click();
    await employee.getByText(/Confirmaste la lectura el/).waitFor(WAIT);
    await employee.context().close();

    await admin.reload();
    await admin
      .getByRole('listitem')
      .filter({ hasText: ARTICLE_TITLE })
      .getByText(`1 de ${reach} han confirmado`)
      .waitFor(WAIT);
    await admin.context().close();
  });
});
