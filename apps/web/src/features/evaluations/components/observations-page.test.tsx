import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Observation } from '@tera/domain';
import {
  employeeMe,
  leaderMe,
  loadEvaluationsTexts,
  observation,
  renderEvaluations,
} from '../../../testing/evaluations-server';
import { ObservationsPage } from './observations-page';

const WAIT = { timeout: 5000 };

describe('ObservationsPage', { timeout: 15_000 }, () => {
  beforeEach(loadEvaluationsTexts);

  it('lets the leader record a private observation without text, and delete their own', async () => {
    let observations: Observation[] = [];
    const { calls } = renderEvaluations('/observations', <ObservationsPage />, leaderMe(), {
      'GET /api/v1/observations': () => ({ status: 200, body: { observations } }),
      'POST /api/v1/observations': () => {
        const saved = observation({ visibility: 'private', text: '', evidence: 'Acta del 2 de marzo' });
        observations = [saved];
        return { status: 201, body: { observation: saved } };
      },
      [`DELETE /api/v1/observations/${observation().id}`]: () => {
        observations = [];
        return { status: 204 };
      },
    });
    expect(await screen.findByText('No hay observaciones.', undefined, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Fecha/), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('Evidencia (opcional)'), {
      target: { value: 'Acta del 2 de marzo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la observación' }));
    expect(await screen.findByText('Evidencia: Acta del 2 de marzo', undefined, WAIT)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      employeeId: 'user-1',
      observedOn: '2026-03-02',
      type: 'achievement',
      visibility: 'private',
      text: '',
      evidence: 'Acta del 2 de marzo',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText('No hay observaciones.', undefined, WAIT)).toBeTruthy();
  });

  it('lets its author change an observation in place, keeping who it is about', async () => {
    let observations: Observation[] = [observation({ visibility: 'private' })];
    const { calls } = renderEvaluations('/observations', <ObservationsPage />, leaderMe(), {
      'GET /api/v1/observations': () => ({ status: 200, body: { observations } }),
      [`PUT /api/v1/observations/${observation().id}`]: (call) => {
        const changed = { ...observations[0]!, ...(call.body as Partial<Observation>) };
        observations = [changed];
        return { status: 200, body: { observation: changed } };
      },
    });
    await screen.findByText('Llevó muy bien la retrospectiva', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const editor = screen.getByRole('form', { name: 'Editar la observación' });
    const text = within(editor).getByLabelText('Texto (opcional)');
    expect((text as HTMLTextAreaElement).value).toBe('Llevó muy bien la retrospectiva');
    fireEvent.change(text, { target: { value: 'Llevó la retrospectiva y la siguiente' } });
    fireEvent.change(within(editor).getByLabelText(/^Visibilidad/), { target: { value: 'shared' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Guardar la observación' }));
    expect(await screen.findByText('Llevó la retrospectiva y la siguiente', undefined, WAIT)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      text: 'Llevó la retrospectiva y la siguiente',
      visibility: 'shared',
    });
    expect(calls.find((call) => call.method === 'PUT')?.body).not.toHaveProperty('employeeId');
    expect(screen.queryByRole('form', { name: 'Editar la observación' })).toBeNull();
  });

  it('shows someone without reports only what is shared with them, with nothing to record or delete', async () => {
    renderEvaluations('/observations', <ObservationsPage />, employeeMe(), {
      'GET /api/v1/observations': () => ({ status: 200, body: { observations: [observation()] } }),
    });
    expect(await screen.findByText('Llevó muy bien la retrospectiva', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar la observación' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Borrar' })).toBeNull();
  });
});
