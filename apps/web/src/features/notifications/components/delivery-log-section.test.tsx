import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { CompanyProvider } from '../../../lib/company/company-context';
import {
  delivery,
  loadNotificationsTexts,
  notificationsServer,
  schedule,
} from '../../../testing/notifications-server';
import { renderScreen } from '../../../testing/render';
import { DeliveryLogSection } from './delivery-log-section';

function render() {
  return renderScreen(
    <AuthProvider>
      <CompanyProvider>
        <DeliveryLogSection slug="acme" />
      </CompanyProvider>
    </AuthProvider>,
  );
}

const WAIT = { timeout: 3000 };
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
// The company and the system check are asked after the first paint, so a later call may be theirs.
const lastDeliveriesRead = (calls: readonly { path: string; query: URLSearchParams }[]) =>
  calls.filter((call) => call.path.endsWith('/deliveries')).at(-1)!.query;

describe('DeliveryLogSection', () => {
  beforeEach(loadNotificationsTexts);

  it('counts each status, shows who got what, and filters by status', async () => {
    const { calls } = notificationsServer({
      schedules: [schedule()],
      deliveries: [
        delivery(1),
        delivery(2, { status: 'bounced', reason: '550 mailbox unavailable', attempts: 1, sentAt: null }),
        delivery(3, { status: 'failed', reason: 'connection refused', attempts: 5, sentAt: null }),
      ],
    });
    render();
    await screen.findByRole('table', {}, WAIT);
    const chips = screen.getByRole('group', { name: 'Filtrar por estado' });
    expect(within(chips).getByRole('button', { name: 'Enviados 1' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Rebotados 1' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Pendientes 0' })).toBeTruthy();
    expect(rows()).toHaveLength(3);
    const bounced = rows()[1]!;
    expect(within(bounced).getByRole('rowheader').textContent).toContain('Persona 2');
    expect(bounced.textContent).toContain('550 mailbox unavailable');
    expect(bounced.textContent).toContain('2 mar 2026');

    fireEvent.click(within(chips).getByRole('button', { name: 'Fallidos 1' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('connection refused');
    expect(lastDeliveriesRead(calls).get('status')).toBe('failed');
    expect(within(chips).getByRole('button', { name: 'Fallidos 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('loads the next page with the cursor, and filters by schedule', async () => {
    const { calls } = notificationsServer({
      schedules: [schedule(), schedule({ id: 's2', type: 'weekly_digest', time: '08:30', days: [1] })],
      deliveries: [
        ...Array.from({ length: 50 }, (_, index) => delivery(index + 1)),
        delivery(51, { scheduleId: 's2', type: 'weekly_digest' }),
      ],
    });
    render();
    await screen.findByRole('table', {}, WAIT);
    expect(rows()).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(rows()).toHaveLength(51));
    expect(lastDeliveriesRead(calls).get('before')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Programación'), { target: { value: 's2' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('Resumen semanal del líder');
    expect(lastDeliveriesRead(calls).get('scheduleId')).toBe('s2');
  });

  it('says when nothing has been sent yet, and when nothing matches the filters', async () => {
    notificationsServer({ schedules: [schedule()], deliveries: [] });
    render();
    expect(
      await screen.findByText('Aún no se ha enviado ninguna notificación.', undefined, WAIT),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Omitidos 0' }));
    expect(await screen.findByText('Ningún envío coincide con estos filtros.')).toBeTruthy();
  });
});
