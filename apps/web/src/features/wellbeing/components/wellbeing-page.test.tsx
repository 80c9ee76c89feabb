import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import {
  loadPersonalWellbeingTexts,
  renderPersonal,
  today,
  TODAY,
} from '../../../testing/personal-wellbeing-server';
import { WellbeingPage } from './wellbeing-page';

const WAIT = { timeout: 5000 };
const pressured = {
  id: '5a1f2a3b-4c5d-4e6f-8a9b-0000000000c1',
  user_id: 'user-1',
  check_in_date: TODAY,
  energy: 6,
  mental_pressure: 8,
  personal_concerns: 4,
  motivation: 6,
  created_at: '2026-03-02T08:00:00.000Z',
};
const routes = (checkin: typeof pressured | null) => ({
  'GET /api/v1/checkins/today': () => ({ status: 200, body: today(checkin) }),
  'GET /api/v1/exercise-sessions': () => ({ status: 200, body: { sessions: [] } }),
  'POST /api/v1/exercise-sessions': () => ({
    status: 201,
    body: {
      session: {
        id: '5a1f2a3b-4c5d-4e6f-8a9b-0000000000d1',
        exercise: 'mindful_moment',
        completed_on: TODAY,
        completed_at: '2026-03-02T10:03:00.000Z',
      },
    },
  }),
});

describe('WellbeingPage', () => {
  beforeEach(loadPersonalWellbeingTexts);
  afterEach(() => vi.useRealTimers());

  it('suggests breathing when today’s own pressure is high', async () => {
    renderPersonal('/wellbeing', <WellbeingPage />, routes(pressured));
    expect(await screen.findByText(/Tu presión mental está alta hoy/, undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empezar · 5 min' })).toBeTruthy();
  });

  it('runs the mindful moment step by step to its end, records it once, and offers to repeat or finish', async () => {
    const { calls } = renderPersonal('/wellbeing', <WellbeingPage />, routes(null));
    const start = await screen.findByRole('button', { name: 'Empezar · 3 min' }, WAIT);
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    fireEvent.click(start);
    expect(screen.getByText('Paso 1 de 5')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(31_000));
    expect(screen.getByText('Paso 2 de 5')).toBeTruthy();
    expect(screen.getByText(/^Inspira · \d s$/)).toBeTruthy();

    fireEvent.keyDown(document.body, { key: ' ' });
    await act(async () => vi.advanceTimersByTime(600_000));
    expect(screen.getByText(/Paso 2 de 5 · En pausa/)).toBeTruthy();
    fireEvent.keyDown(document.body, { key: ' ' });

    await act(async () => vi.advanceTimersByTime(150_000));
    expect(screen.getByText('¡Completado!')).toBeTruthy();
    vi.useRealTimers();
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ exercise: 'mindful_moment' });

    fireEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(screen.getByText('Buen trabajo. Vuelve cuando lo necesites.')).toBeTruthy();
  });
});
