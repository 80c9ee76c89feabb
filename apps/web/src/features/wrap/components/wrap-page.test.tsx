import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { computeTeraWrap } from '@tera/domain';
import {
  emptyWrap,
  loadPersonalWellbeingTexts,
  renderPersonal,
} from '../../../testing/personal-wellbeing-server';
import { WrapPage } from './wrap-page';

const WAIT = { timeout: 5000 };
const great = { energy: 10, motivation: 10, mental_pressure: 1, personal_concerns: 1 };
const hard = { energy: 2, motivation: 2, mental_pressure: 9, personal_concerns: 9 };
const calm = [{ group: 'day_dynamics' as const, tag: 'calm_day' }];

describe('WrapPage', () => {
  beforeEach(loadPersonalWellbeingTexts);

  it('shows a year without check-ins as one inviting card', async () => {
    renderPersonal('/wrap', <WrapPage />, {
      'GET /api/v1/wrap': () => ({ status: 200, body: { wrap: emptyWrap() } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Tu 2026 empieza con un check-in' }, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hacer el check-in de hoy' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves through the cards with the arrow keys, down to the months and the tags of good days', async () => {
    const days = ['05', '06', '07'];
    const wrap = computeTeraWrap({
      year: 2026,
      checkins: [
        ...days.map((d) => ({ date: `2026-01-${d}`, values: great, tags: calm })),
        ...days.map((d) => ({ date: `2026-02-${d}`, values: hard, tags: [] })),
      ],
      exercises: [],
      recognitions: [{ date: '2026-02-20', points: 15 }],
    });
    renderPersonal('/wrap', <WrapPage />, { 'GET /api/v1/wrap': () => ({ status: 200, body: { wrap } }) });
    const card = await screen.findByRole('group', { name: 'Tarjeta 1 de 7' }, WAIT);
    expect(screen.getByRole('heading', { name: 'Tu 2026 en Tera' })).toBeTruthy();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: '6 días de check-in' })).toBeTruthy();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(screen.getByLabelText('enero: 100')).toBeTruthy();
    expect(screen.getByLabelText('marzo: pocos check-ins')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Tu mejor mes fue enero, con un pulso de 100.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Día tranquilo: 3 buenos días')).toBeTruthy();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: '1 reconocimiento recibido' })).toBeTruthy();
    expect(screen.getByText('Con ellos te llegaron 15 puntos.')).toBeTruthy();
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    expect(screen.getByText(/Tu mejor mes fue enero/)).toBeTruthy();
  });
});
