import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localParts } from '@tera/domain';
import {
  employee,
  individual,
  leader,
  leaveRequest,
  loadLeaveAndRecognitionTexts,
  renderAs,
} from '../../../testing/leave-and-recognitions-server';
import { LeavePage } from './leave-page';

const WAIT = { timeout: 5000 };
const EMPTY_SUMMARY = {
  from: '2025-03-03',
  to: '9999-12-31',
  by_status: { pending: 1, approved: 0, rejected: 0, withdrawn: 0 },
  approved_days_by_type: { vacation: 0, personal: 0, sick: 0, training: 0, other: 0 },
  people_on_leave_today: 0,
};
const ANALYSIS = {
  from: '2025-03-03',
  to: '9999-12-31',
  frequent: [{ user_id: 'user-1', person_name: 'María Sánchez', requests: 3 }],
  long: [],
  approved_days: 20,
  projected_days: 23,
  rise_percent: 15,
};

const OWN_WELLBEING = {
  leaves: [
    {
      id: 'a',
      start_date: '2026-02-16',
      end_date: '2026-02-20',
      before: { days: 9, indicators: { energy: 4, mentalPressure: 8, personalConcerns: 6, motivation: 4 } },
      after: { days: 0, indicators: null },
    },
  ],
};

describe('LeavePage', () => {
  beforeEach(loadLeaveAndRecognitionTexts);

  it('asks for leave, tells a clash on the dates, and withdraws a pending request', async () => {
    let requests = [leaveRequest()];
    let overlapOnce = true;
    const { calls } = renderAs(employee(), '/leave', <LeavePage />, {
      'GET /api/v1/leave/requests': () => ({ status: 200, body: { requests } }),
      'GET /api/v1/leave/wellbeing': () => ({ status: 200, body: OWN_WELLBEING }),
      'POST /api/v1/leave/requests': () => {
        if (overlapOnce) {
          overlapOnce = false;
          return {
            status: 409,
            body: { error: { code: 'VALIDATION_ERROR', message: 'x', reason: 'LEAVE_OVERLAP' } },
          };
        }
        return {
          status: 201,
          body: { request: leaveRequest({ id: '7b1f2a3b-4c5d-4e6f-8a9b-000000000002' }) },
        };
      },
      [`POST /api/v1/leave/requests/${leaveRequest().id}/withdraw`]: () => {
        requests = [leaveRequest({ status: 'withdrawn' })];
        return { status: 200, body: { request: requests[0] } };
      },
    });
    expect(await screen.findByText('9 de marzo – 11 de marzo · 3 días', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pendientes de tu aprobación' })).toBeNull();
    expect(
      await screen.findByText(
        'energía 4, presión 8, preocupaciones 6, motivación 4 (9 check-ins)',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getByText('sin check-ins en esos días')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Primer día/), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText(/^Último día/), { target: { value: '2026-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    expect(
      await screen.findByText(
        'Ya tienes una solicitud pendiente o aprobada que coincide con esos días.',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2), WAIT);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      type: 'vacation',
      start_date: '2026-03-10',
      end_date: '2026-03-12',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Retirar la solicitud' }));
    expect(await screen.findByText('Retirada', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retirar la solicitud' })).toBeNull();
  });

  it('refuses an end before the start before sending anything', async () => {
    const { calls } = renderAs(employee(), '/leave', <LeavePage />, {
      'GET /api/v1/leave/requests': () => ({ status: 200, body: { requests: [] } }),
      'GET /api/v1/leave/wellbeing': () => ({ status: 200, body: { leaves: [] } }),
    });
    expect(await screen.findByText('Aún no has pedido ninguna ausencia.', undefined, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Primer día/), { target: { value: '2026-03-12' } });
    fireEvent.change(screen.getByLabelText(/^Último día/), { target: { value: '2026-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    expect(
      await screen.findByText('El último día no puede ser anterior al primero.', undefined, WAIT),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lets a leader approve with a comment, and shows the calendar, summary and analysis', async () => {
    // The calendar opens on the reader's own month.
    const shownMonth = localParts(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date.slice(
      0,
      7,
    );
    let pending = [leaveRequest()];
    const { calls } = renderAs(leader(), '/leave', <LeavePage />, {
      'GET /api/v1/leave/requests': () => ({ status: 200, body: { requests: [] } }),
      'GET /api/v1/leave/approvals': () => ({ status: 200, body: { requests: pending } }),
      'GET /api/v1/leave/calendar': () => ({
        status: 200,
        body: {
          requests: [leaveRequest({ start_date: `${shownMonth}-09`, end_date: `${shownMonth}-11` })],
        },
      }),
      'GET /api/v1/leave/summary': () => ({ status: 200, body: EMPTY_SUMMARY }),
      'GET /api/v1/leave/analysis': () => ({ status: 200, body: ANALYSIS }),
      'GET /api/v1/leave/wellbeing': () => ({ status: 200, body: { leaves: [] } }),
      'GET /api/v1/leave/team-signal': () => ({
        status: 200,
        body: {
          released: true,
          pressure_now: 7.2,
          pressure_before: 5.9,
          leave_share_percent: 14,
          pressure_rising_little_leave: true,
        },
      }),
      [`POST /api/v1/leave/requests/${leaveRequest().id}/decision`]: () => {
        pending = [];
        return { status: 200, body: { request: leaveRequest({ status: 'approved' }) } };
      },
    });
    expect(await screen.findByText('Motivo: Mudanza', undefined, WAIT)).toBeTruthy();
    expect(await screen.findByText('María Sánchez: 3 solicitudes', undefined, WAIT)).toBeTruthy();
    const grid = await screen.findByRole('table', { name: /^Ausencias del equipo en .+, por días$/ }, WAIT);
    const away = within(grid)
      .getAllByRole('cell')
      .filter((cell) => cell.textContent?.includes('María'))
      .map((cell) => cell.textContent);
    expect(away).toEqual(['9María · Pendiente', '10María · Pendiente', '11María · Pendiente']);
    expect(screen.getByText(/serían unos 23 días en los próximos doce meses/)).toBeTruthy();
    expect(
      await screen.findByText('La presión sube y el equipo apenas descansa', undefined, WAIT),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Comentario'), { target: { value: 'Disfruta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decidir la solicitud de María Sánchez' }));
    expect(await screen.findByText('No hay solicitudes pendientes.', undefined, WAIT)).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/decision'))?.body).toEqual({
      decision: 'approved',
      comment: 'Disfruta',
    });
  });

  it('tells someone on their own that leave comes with a company', async () => {
    renderAs(individual(), '/leave', <LeavePage />, {});
    expect(await screen.findByText('Las ausencias son de una empresa', undefined, WAIT)).toBeTruthy();
  });
});
