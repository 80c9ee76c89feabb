import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../lib/i18n';
import { apiError } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import {
  billingServer,
  loadBillingTexts,
  paidSubscription,
  trialSubscription,
} from '../../../testing/billing-server';
import { BillingManagementPage } from './billing-management-page';
import { BillingPage } from './billing-page';
import { BillingSuccessPage } from './billing-success-page';
import { InvoicesPage } from './invoices-page';

afterEach(async () => {
  (await import('sonner')).toast.dismiss();
  await changeLanguage('es');
});

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: 'empresa/:slug/admin/billing', element: <BillingPage /> },
      { path: 'empresa/:slug/admin/billing/management', element: <BillingManagementPage /> },
      { path: 'empresa/:slug/admin/billing/invoices', element: <InvoicesPage /> },
      { path: 'empresa/:slug/admin/billing/success', element: <BillingSuccessPage /> },
    ],
    path,
  );
}

const planCard = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('div.rounded-xl') as HTMLElement;

describe('BillingPage', () => {
  beforeEach(loadBillingTexts);

  it('shows the plan, status, period, seats and trial days left, and the four plans with the popular one', async () => {
    billingServer();
    renderAt('/empresa/acme/admin/billing');
    expect(await screen.findByText('Quedan 12 días de prueba')).toBeTruthy();
    expect(screen.getByText('Prueba')).toBeTruthy();
    expect(screen.getByText('4 de 10')).toBeTruthy();
    const plans = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading'));
    expect(plans.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Starter',
      'Professional',
      'Scale Up',
      'Enterprise',
    ]);
    expect(within(planCard('Professional')).getByText('Más popular')).toBeTruthy();
    expect(within(planCard('Starter')).getByText(/^200\s€ al mes$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(within(planCard('Starter')).getByText(/^2000\s€ al año$/)).toBeTruthy();
  });

  it('says online payment is not configured and offers no plan to buy', async () => {
    billingServer({ paymentsConfigured: false });
    renderAt('/empresa/acme/admin/billing');
    expect(await screen.findByText('El pago en línea no está configurado')).toBeTruthy();
    for (const button of screen.getAllByRole('button', { name: /^Elegir/ }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes a paid plan at once, and says why when the plan is too small', async () => {
    const { calls } = billingServer({ subscription: paidSubscription() });
    renderAt('/empresa/acme/admin/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar a Scale Up' }));
    expect(await screen.findByText('Plan cambiado a Scale Up.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/checkout'))?.body).toEqual({
      planType: 'scaleUp',
      cycle: 'yearly',
    });

    billingServer({
      subscription: paidSubscription(),
      override: (call) =>
        call.path.endsWith('/checkout')
          ? apiError(409, 'VALIDATION_ERROR', { reason: 'PLAN_TOO_SMALL' })
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar a Starter' }));
    expect(await screen.findByText(/más personas \(contando las invitaciones pendientes\)/)).toBeTruthy();
  });

  it('marks a plan smaller than the seats in use and does not offer it', async () => {
    billingServer({ seatsUsed: 30 });
    renderAt('/empresa/acme/admin/billing');
    const starter = await waitFor(() => planCard('Starter'));
    expect(
      within(starter).getByText('Tu empresa tiene más personas de las que admite este plan.'),
    ).toBeTruthy();
    expect((within(starter).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a retry when billing cannot be loaded, in English too', async () => {
    await changeLanguage('en');
    billingServer({ override: () => apiError(503, 'NETWORK_ERROR') });
    renderAt('/empresa/acme/admin/billing');
    expect(await screen.findByText('Billing could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('BillingManagementPage', () => {
  beforeEach(loadBillingTexts);

  it('cancels at the period’s end, shows the date it ends, and resumes', async () => {
    const { calls } = billingServer({ subscription: paidSubscription() });
    renderAt('/empresa/acme/admin/billing/management');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar al final del periodo' }));
    expect(await screen.findByText('La suscripción termina el 1 de marzo de 2027')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/cancel'))).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Mantener la suscripción' }));
    await waitFor(() =>
      expect(screen.queryByText('La suscripción termina el 1 de marzo de 2027')).toBeNull(),
    );
  });

  it('tells a company not paying online to choose a plan', async () => {
    billingServer({ subscription: trialSubscription() });
    renderAt('/empresa/acme/admin/billing/management');
    expect(await screen.findByText(/no se paga en línea/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abrir el portal de pago' })).toBeNull();
  });
});

describe('InvoicesPage', () => {
  beforeEach(loadBillingTexts);

  it('lists date, number, amount, status and the PDF link', async () => {
    billingServer();
    renderAt('/empresa/acme/admin/billing/invoices');
    const table = await screen.findByRole('table', { name: 'Facturas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('TERA-0002')).toBeTruthy();
    expect(within(rows[0]!).getByText('1 de marzo de 2026')).toBeTruthy();
    expect(within(rows[0]!).getByText(/^3990\s€$/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Pagada')).toBeTruthy();
    expect(
      within(rows[0]!)
        .getByRole('link', { name: 'Descargar PDF de la factura TERA-0002' })
        .getAttribute('href'),
    ).toBe('https://pay.example/in_2.pdf');
    expect(within(rows[1]!).getByText('Pendiente')).toBeTruthy();
    expect(
      within(rows[1]!)
        .getByRole('link', { name: 'Descargar PDF de la factura TERA-0001' })
        .getAttribute('href'),
    ).toBe('/api/v1/companies/acme/billing/invoices/in_1/pdf?lng=es');
  });

  it('says so when there are none', async () => {
    billingServer({ invoices: [] });
    renderAt('/empresa/acme/admin/billing/invoices');
    expect(await screen.findByText('Todavía no hay facturas.')).toBeTruthy();
  });
});

describe('BillingSuccessPage', () => {
  beforeEach(loadBillingTexts);

  it('asks the server about the session and shows the plan once paid', async () => {
    const { calls } = billingServer();
    renderAt('/empresa/acme/admin/billing/success?session_id=cs_test_1');
    expect(await screen.findByText('¡Pago confirmado!')).toBeTruthy();
    expect(screen.getByText('Tu empresa ya está en el plan Professional (anual).')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/checkout/confirm'))?.body).toEqual({ sessionId: 'cs_test_1' });
  });

  it('does not take an unpaid session as paid', async () => {
    billingServer({
      override: (call) =>
        call.path.endsWith('/confirm')
          ? { status: 200, body: { paid: false, subscription: trialSubscription() } }
          : undefined,
    });
    renderAt('/empresa/acme/admin/billing/success?session_id=cs_test_2');
    expect(await screen.findByText('El pago no se ha completado')).toBeTruthy();
    expect(screen.queryByText('¡Pago confirmado!')).toBeNull();
  });

  it('asks nothing without a session in the address', async () => {
    const { calls } = billingServer();
    renderAt('/empresa/acme/admin/billing/success');
    expect(await screen.findByText('Falta la sesión de pago en la dirección.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/confirm'))).toBe(false);
  });
});
