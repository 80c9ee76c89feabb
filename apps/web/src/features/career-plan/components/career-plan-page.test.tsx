import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CareerPlan } from '@tera/domain';
import {
  careerPlan,
  COMPANY,
  employee,
  leader,
  loadTrainingTexts,
  renderTalent,
} from '../../../testing/trainings-server';
import { CareerPlanPage } from './career-plan-page';

const WAIT = { timeout: 5000 };

afterEach(async () => (await import('sonner')).toast.dismiss());

describe('CareerPlanPage', () => {
  beforeEach(loadTrainingTexts);

  it('shows the person their own plan to read, and the spec’s message while it is incomplete', async () => {
    renderTalent('/career-plan', <CareerPlanPage />, employee(), {
      [`GET ${COMPANY}/training-people`]: () => ({ status: 200, body: { people: [] } }),
      [`GET ${COMPANY}/career-plans/user-1`]: () => ({
        status: 200,
        body: { plan: careerPlan({ currentPosition: 'Analista', managerNotes: 'Muy buena con clientes' }) },
      }),
    });
    expect(await screen.findByText('Analista', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Muy buena con clientes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar el plan' })).toBeNull();
    expect(
      screen.getByText('Por favor, completa el puesto actual y el objetivo antes de generar recomendaciones'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Generar recomendaciones' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lets a leader write a report’s plan and get recommendations', async () => {
    let plan: CareerPlan = careerPlan({ canWrite: true });
    const { calls } = renderTalent('/career-plan', <CareerPlanPage />, leader(), {
      [`GET ${COMPANY}/training-people`]: () => ({
        status: 200,
        body: { people: [{ id: 'user-1', name: 'María Sánchez', jobTitle: null }] },
      }),
      [`GET ${COMPANY}/career-plans/leader-1`]: () => ({
        status: 200,
        body: { plan: careerPlan({ employee: { id: 'leader-1', name: 'Carlos Martín' } }) },
      }),
      [`GET ${COMPANY}/career-plans/user-1`]: () => ({ status: 200, body: { plan } }),
      [`PUT ${COMPANY}/career-plans/user-1`]: (call) => {
        plan = { ...plan, ...(call.body as Partial<CareerPlan>) };
        return { status: 200, body: { plan } };
      },
      [`POST ${COMPANY}/career-plans/user-1/recommendations`]: () => ({
        status: 200,
        body: {
          skills: ['SQL', 'Liderazgo de equipos'],
          trainings: [{ id: '7d1f2a3b-4c5d-4e6f-8a9b-000000000001', name: 'Liderazgo práctico' }],
          steps: [{ byMonth: 6, text: 'Completar las formaciones recomendadas' }],
          aiAdvice: null,
        },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Plan de', undefined, WAIT), {
      target: { value: 'user-1' },
    });
    fireEvent.change(await screen.findByLabelText('Puesto actual', undefined, WAIT), {
      target: { value: 'Analista' },
    });
    fireEvent.change(screen.getByLabelText('Puesto objetivo'), { target: { value: 'Jefa de equipo' } });
    fireEvent.change(screen.getByLabelText('Plazo estimado'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/^Habilidades asignadas/), { target: { value: 'SQL\nExcel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar el plan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), WAIT);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      currentPosition: 'Analista',
      targetPosition: 'Jefa de equipo',
      targetTimeframeMonths: 12,
      assignedSkills: ['SQL', 'Excel'],
    });
    const generate = screen.getByRole('button', { name: 'Generar recomendaciones' }) as HTMLButtonElement;
    await waitFor(() => expect(generate.disabled).toBe(false), WAIT);
    fireEvent.click(generate);
    expect(await screen.findByText('Liderazgo práctico', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Hasta el mes 6: Completar las formaciones recomendadas')).toBeTruthy();
  });
});
