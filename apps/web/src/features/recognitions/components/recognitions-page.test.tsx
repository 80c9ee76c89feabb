import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  employee,
  loadLeaveAndRecognitionTexts,
  recognition,
  renderAs,
} from '../../../testing/leave-and-recognitions-server';
import { RecognitionsPage } from './recognitions-page';

const WAIT = { timeout: 5000 };
const COLLEAGUES = { colleagues: [{ id: 'user-2', full_name: 'Pablo Romero' }] };
const allowance = (points_left: number, recognitions_left = 8) => ({
  quarter_start: '2026-01-01',
  next_quarter_start: '2026-04-01',
  recognitions_left,
  points_left,
});

describe('RecognitionsPage', () => {
  beforeEach(loadLeaveAndRecognitionTexts);

  it('recognises a colleague with custom points and shows the company’s feed', async () => {
    const { calls } = renderAs(employee(), '/recognitions', <RecognitionsPage />, {
      'GET /api/v1/recognitions': () => ({ status: 200, body: { recognitions: [recognition()] } }),
      'GET /api/v1/recognitions/colleagues': () => ({ status: 200, body: COLLEAGUES }),
      'GET /api/v1/recognitions/allowance': () => ({ status: 200, body: allowance(30) }),
      'POST /api/v1/recognitions': () => ({ status: 201, body: { recognition: recognition() } }),
    });
    expect(await screen.findByText('Gracias por el viernes', undefined, WAIT)).toBeTruthy();
    expect(await screen.findByText(/te quedan 8 reconocimientos y 30 puntos/, undefined, WAIT)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^A quién/), { target: { value: 'user-2' } });
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'Gran demo' } });
    fireEvent.change(screen.getByLabelText(/^Mensaje/), { target: { value: 'La demo salió redonda.' } });
    fireEvent.change(screen.getByLabelText(/^Puntos/), { target: { value: 'custom' } });
    fireEvent.change(await screen.findByLabelText('Cantidad de puntos'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Quién lo ve'), { target: { value: 'private' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar el reconocimiento' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), WAIT);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      receiver_id: 'user-2',
      category: 'teamwork',
      title: 'Gran demo',
      message: 'La demo salió redonda.',
      points: 12,
      is_public: false,
    });
  });

  it('offers no preset beyond the points left, and says when the feed is empty', async () => {
    renderAs(employee(), '/recognitions', <RecognitionsPage />, {
      'GET /api/v1/recognitions': () => ({ status: 200, body: { recognitions: [] } }),
      'GET /api/v1/recognitions/colleagues': () => ({ status: 200, body: COLLEAGUES }),
      'GET /api/v1/recognitions/allowance': () => ({ status: 200, body: allowance(12) }),
    });
    const twenty = (await screen.findByRole('option', { name: '20 puntos' }, WAIT)) as HTMLOptionElement;
    expect(twenty.disabled).toBe(true);
    expect((screen.getByRole('option', { name: '10 puntos' }) as HTMLOptionElement).disabled).toBe(false);
    expect(screen.getByText(/Aún no hay reconocimientos públicos/)).toBeTruthy();
  });
});
