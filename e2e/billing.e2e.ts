import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_CHECKIN_STORAGE_KEY } from '@tera/domain';
import { startFakeStripe, type FakeStripe } from '../apps/server/test/support/fake-stripe.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE, signedInByApi } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const ADMIN = 'ana@demo.tera.local';
const BILLING = '/empresa/demo/admin/billing';
const WAIT = { timeout: 15_000 };
const DAY_MS = 86_400_000;

describe("the company admin's billing, paid through Stripe", () => {
  let stripe: FakeStripe | undefined;
  // Stripe must be listening before the server starts, to be given its address.
  beforeAll(async () => {
    stripe = await startFakeStripe({ now: () => new Date(FIXED_NOW) });
  });
  afterAll(() => stripe?.stop());
  const tera = demoJourneys({
    fixedNow: FIXED_NOW,
    embedded: true,
    env: () => ({
      STRIPE_SECRET_KEY: stripe!.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe!.webhookSecret,
      STRIPE_API_URL: stripe!.url,
    }),
  });

  async function signedIn(viewport = DESKTOP): Promise<Page> {
    const page = await signedInByApi(tera.browser, tera.server.url, ADMIN, { viewport, clockAt: FIXED_NOW });
    page.context().setDefaultTimeout(WAIT.timeout);
    await page
      .context()
      .addInitScript((key) => window.localStorage.setItem(key, 'true'), SKIP_CHECKIN_STORAGE_KEY);
    return page;
  }

  const heading = (page: Page, name: string) =>
    expect.poll(() => page.getByRole('heading', { level: 1, name }).count(), WAIT).toBe(1);

  it('shows the trial and the plans on a phone without sideways scrolling', async () => {
    const page = await signedIn(PHONE);
    await page.goto(`${tera.server.url}/billing`);
    await heading(page, 'Facturación');
    expect(new URL(page.url()).pathname).toBe(BILLING);
    await page.getByText('Quedan 12 días de prueba').waitFor(WAIT);
    await page.getByText('Más popular').waitFor(WAIT);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.context().close();
  });

  it('picks professional yearly, pays at checkout, sees it active and invoiced, and cancels at the period’s end', async () => {
    const page = await signedIn();
    await page.goto(`${tera.server.url}${BILLING}`);
    await heading(page, 'Facturación');
    await page.getByText('Quedan 12 días de prueba').waitFor(WAIT);

    await page.getByRole('radio', { name: 'Anual' }).check();
    await page.getByRole('button', { name: 'Elegir Professional' }).click();
    await heading(page, 'Fake Stripe Checkout');
    await page.getByText('tera_professional_yearly: 3990 eur').waitFor(WAIT);
    await page.getByRole('button', { name: 'Pay' }).click();

    await heading(page, 'Confirmación del pago');
    expect(new URL(page.url()).pathname).toBe(`${BILLING}/success`);
    await page.getByText('¡Pago confirmado!').waitFor(WAIT);
    await page.getByText('Tu empresa ya está en el plan Professional (anual).').waitFor(WAIT);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Ver facturas' }).click();
    await heading(page, 'Facturas');
    const invoice = page.getByRole('row', { name: /FAKE-0001/ });
    await invoice.waitFor(WAIT);
    expect(await invoice.getByText('Pagada').count()).toBe(1);
    expect(await invoice.getByRole('link', { name: 'Descargar PDF de la factura FAKE-0001' }).count()).toBe(
      1,
    );
    expect(await page.getByRole('row', { name: /TERA-DEMO-0001/ }).count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Gestionar suscripción' }).click();
    await heading(page, 'Gestionar suscripción');
    await page.getByText('Activa').first().waitFor(WAIT);
    await page.getByRole('button', { name: 'Cancelar al final del periodo' }).click();
    const ends = new Intl.DateTimeFormat('es', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(new Date(FIXED_NOW).getTime() + 365 * DAY_MS));
    await page.getByText(`La suscripción termina el ${ends}`).waitFor(WAIT);
    await page.getByRole('button', { name: 'Mantener la suscripción' }).waitFor(WAIT);
    // The confirmation toast fades out; caught halfway, its colours are neither the start's nor the end's.
    await page.locator('[data-sonner-toast]').waitFor({ state: 'detached', ...WAIT });
    await expectAccessible(page);
    await page.context().close();
  });
});
