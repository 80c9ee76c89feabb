import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSmtpSink } from '../apps/server/test/support/smtp-sink.ts';
import { expectAccessible } from './support/accessibility.ts';
import { launchChromium } from './support/chromium.ts';
import { BEFORE_CHECKIN_WINDOW } from './support/madrid-clock.ts';
import { freshDatabaseEnv, startTeraServer, type TeraServer } from './support/tera-server.ts';

const ADMIN = 'ana@demo.tera.local';
const DEMO_PASSWORD = 'tera-demo-2026';
const COLLEAGUE = 'lucia.e2e@demo.tera.local';

const FIXED_NOW = BEFORE_CHECKIN_WINDOW;

describe('inviting a colleague', () => {
  let server: TeraServer;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
  // better-auth trusts the public URL, which names localhost; pages must come from there.
  let appUrl: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = await freshDatabaseEnv();
    server = await startTeraServer({
      ...database.env,
      SMTP_URL: smtp.url,
      NODE_ENV: 'test',
      TERA_FIXED_NOW: FIXED_NOW,
    });
    appUrl = server.url.replace('127.0.0.1', 'localhost');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.dispose();
    await smtp?.stop();
  });

  async function adminPage(width: number): Promise<Page> {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width, height: 900 } });
    const page = await context.newPage();
    const response = await page.request.post(`${appUrl}/api/auth/sign-in/email`, {
      data: { email: ADMIN, password: DEMO_PASSWORD },
      headers: { Origin: appUrl },
    });
    expect(response.status(), await response.text()).toBe(200);
    return page;
  }

  it('the admin invites, the mail arrives, and the colleague signs up from the link into the company', async () => {
    const admin = await adminPage(360);
    await admin.goto(`${appUrl}/empresa/demo/admin/employees/invite`);
    await expect
      .poll(() => admin.getByRole('heading', { level: 1, name: 'Invitar empleados' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expect.poll(() => admin.getByText(/de 100 plazas ocupadas/).count()).toBe(1);
    await expectAccessible(admin);

    await admin.getByLabel('Correo electrónico').fill(COLLEAGUE);
    await admin.getByLabel('Rol', { exact: true }).selectOption('employee');
    await admin.getByLabel('Equipo (opcional)').selectOption({ label: 'Producto' });
    await admin.getByLabel('Líder directo (opcional)').selectOption({ label: 'Carlos Martín' });
    await admin.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect.poll(() => admin.getByText(`Invitación enviada a ${COLLEAGUE}`).count()).toBe(1);
    const sent = admin
      .getByRole('list', { name: 'Invitaciones' })
      .getByRole('listitem')
      .filter({ hasText: COLLEAGUE });
    await expect.poll(() => sent.getByText('Pendiente').count()).toBe(1);
    await expectAccessible(admin);

    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes(COLLEAGUE)).length, { timeout: 10_000 })
      .toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(COLLEAGUE))!;
    expect(mail.decoded).toContain(
      'Ana García te ha invitado a unirte a Tera Demo en Tera con el rol de Empleado.',
    );
    const link = mail.decoded.match(/https?:\/\/[^\s"<>]+\/registration\?invitation=[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();

    // The colleague opens the link in a browser of their own, on a phone.
    const colleagueContext = await browser.newContext({
      locale: 'es-ES',
      viewport: { width: 360, height: 800 },
    });
    const colleague = await colleagueContext.newPage();
    await colleague.goto(link!.replace(/^https?:\/\/[^/]+/, appUrl));
    await expect
      .poll(() => colleague.getByRole('heading', { name: 'Te han invitado a Tera Demo' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await colleague.getByText(COLLEAGUE).count()).toBeGreaterThan(0);
    await expectAccessible(colleague);

    await colleague.getByLabel('Nombre completo').fill('Lucía Pérez');
    await colleague.getByLabel('Contraseña').fill('una contraseña muy larga');
    await colleague.getByRole('button', { name: 'Crear cuenta y unirme' }).click();
    // The dashboard is another screen's business; the journey ends when the person reaches it.
    await expect.poll(() => new URL(colleague.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');

    const me = await colleague.request.get(`${appUrl}/api/v1/me`);
    expect(me.status()).toBe(200);
    const body = (await me.json()) as {
      profile: { role: string; fullName: string };
      company: { slug: string } | null;
    };
    expect(body.company?.slug).toBe('demo');
    expect(body.profile).toMatchObject({ role: 'employee', fullName: 'Lucía Pérez' });

    // The link was single-use: opened again, it is no longer valid.
    const again = await browser.newContext({ locale: 'es-ES' });
    const reopened = await again.newPage();
    await reopened.goto(link!.replace(/^https?:\/\/[^/]+/, appUrl));
    await expect
      .poll(() => reopened.getByRole('heading', { name: 'Esta invitación no es válida' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectAccessible(reopened);

    // Back with the admin: the colleague is in the list, in their team, under their leader.
    await admin.goto(`${appUrl}/empresa/demo/admin/employees?search=P%C3%A9rez`);
    const card = admin
      .getByRole('list', { name: 'Empleados de la empresa' })
      .getByRole('listitem')
      .filter({ hasText: 'Lucía Pérez' });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.getByText('Carlos Martín').count()).toBe(1);
    expect(await card.getByText('Producto').count()).toBeGreaterThan(0);
    await expectAccessible(admin);
    await Promise.all([admin.context().close(), colleagueContext.close(), again.close()]);
  });

  it('shows the employees as cards on a phone and edits a person from there', async () => {
    const admin = await adminPage(360);
    await admin.goto(`${appUrl}/empresa/demo/admin/employees`);
    const cards = admin.getByRole('list', { name: 'Empleados de la empresa' });
    await expect.poll(() => cards.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(5);
    expect(await admin.getByRole('table').isVisible()).toBe(false);
    await expectAccessible(admin);

    await cards.getByRole('button', { name: 'Editar a Carlos Martín' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Editar a Carlos Martín' });
    await dialog.getByLabel('Líder directo').selectOption({ label: 'Javier López' });
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    // A refused change is tried once more after a second before the error shows.
    await expect
      .poll(() => dialog.getByText(/Elige otro líder para no crear un ciclo/).count(), { timeout: 10_000 })
      .toBe(1);
    await expectAccessible(admin);
    await admin.context().close();
  });
});
