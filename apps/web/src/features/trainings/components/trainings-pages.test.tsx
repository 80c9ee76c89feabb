import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrainingAssignment } from '@tera/domain';
import { apiError } from '../../../testing/fake-api';
import {
  assignment,
  COMPANY,
  employee,
  leader,
  loadTrainingTexts,
  renderTalent,
  training,
} from '../../../testing/trainings-server';
import { MyTrainingsPage } from './my-trainings-page';
import { TrainingCatalogPage } from './training-catalog-page';
import { TrainingsPage } from './trainings-page';

const WAIT = { timeout: 5000 };

afterEach(async () => (await import('sonner')).toast.dismiss());

describe('MyTrainingsPage', () => {
  beforeEach(loadTrainingTexts);

  it('says when there is nothing assigned', async () => {
    renderTalent('/my-trainings', <MyTrainingsPage />, employee(), {
      [`GET ${COMPANY}/my-trainings`]: () => ({ status: 200, body: { assignments: [] } }),
    });
    expect(await screen.findByText('No tienes formaciones asignadas.', undefined, WAIT)).toBeTruthy();
  });

  it('offers the open moves, completes one, and shows overdue ones as such', async () => {
    let mine: TrainingAssignment[] = [
      assignment(),
      assignment({
        id: '8e1f2a3b-4c5d-4e6f-8a9b-000000000002',
        name: 'Seguridad',
        status: 'overdue',
        dueOn: '2026-03-01',
      }),
    ];
    const { calls } = renderTalent('/my-trainings', <MyTrainingsPage />, employee(), {
      [`GET ${COMPANY}/my-trainings`]: () => ({ status: 200, body: { assignments: mine } }),
      [`POST ${COMPANY}/training-assignments/${mine[0]!.id}/moves`]: () => {
        mine = [{ ...mine[0]!, storedStatus: 'completed', status: 'completed' }, mine[1]!];
        return { status: 200, body: { assignment: mine[0] } };
      },
    });
    expect(await screen.findByText('Vencida', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empezar Excel avanzado' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Completar Excel avanzado' }));
    expect(await screen.findByText('Completada', undefined, WAIT)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ move: 'complete' });
    expect(screen.queryByRole('button', { name: 'Completar Excel avanzado' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Completar Seguridad' })).toBeTruthy();
  });

  it('says when the trainings could not be loaded', async () => {
    renderTalent('/my-trainings', <MyTrainingsPage />, employee(), {
      [`GET ${COMPANY}/my-trainings`]: () => apiError(503, 'DATABASE_ERROR'),
    });
    expect(await screen.findByText('No se pudieron cargar las formaciones.', undefined, WAIT)).toBeTruthy();
  });
});

describe('TrainingCatalogPage', () => {
  beforeEach(loadTrainingTexts);

  it('shows each training, with a locked video said as such', async () => {
    renderTalent('/training-catalog', <TrainingCatalogPage />, employee(), {
      [`GET ${COMPANY}/trainings`]: () => ({
        status: 200,
        body: { trainings: [training({ videoLocked: true })], canManage: false },
      }),
    });
    expect(await screen.findByText('Liderazgo práctico', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Híbrido · Interno · 6 horas')).toBeTruthy();
    expect(screen.getByText('El vídeo está disponible desde el plan Starter.')).toBeTruthy();
  });
});

describe('TrainingsPage', () => {
  beforeEach(loadTrainingTexts);

  const routes = (assigned: TrainingAssignment[]) => ({
    [`GET ${COMPANY}/trainings`]: () => ({ status: 200, body: { trainings: [training()], canManage: true } }),
    [`GET ${COMPANY}/training-people`]: () => ({
      status: 200,
      body: { people: [{ id: 'user-1', name: 'María Sánchez', jobTitle: 'Desarrolladora' }] },
    }),
    [`GET ${COMPANY}/training-assignments`]: () => ({ status: 200, body: { assignments: assigned } }),
    [`POST ${COMPANY}/training-assignments`]: () => {
      assigned.push(assignment({ name: 'Liderazgo práctico' }));
      return { status: 201, body: { assignment: assigned.at(-1) } };
    },
  });

  it('asks to complete the name, select the type, enter the duration and the due date before sending', async () => {
    const { calls } = renderTalent('/trainings', <TrainingsPage />, leader(), routes([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Asignar' }, WAIT));
    expect(await screen.findByText('Completa el nombre de la formación.')).toBeTruthy();
    expect(screen.getByText('Selecciona el tipo de asignación.')).toBeTruthy();
    expect(screen.getByText('Introduce la duración en horas.')).toBeTruthy();
    expect(screen.getByText('Introduce la fecha límite.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('assigns a catalogue training, filled in from the catalogue, and lists it', async () => {
    const { calls } = renderTalent('/trainings', <TrainingsPage />, leader(), routes([]));
    expect(await screen.findByText('Aún no has asignado formaciones.', undefined, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Del catálogo (opcional)'), { target: { value: training().id } });
    fireEvent.change(screen.getByLabelText(/^Tipo de asignación/), { target: { value: 'development' } });
    fireEvent.change(screen.getByLabelText(/^Fecha límite/), { target: { value: '2026-04-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), WAIT);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      employeeId: 'user-1',
      trainingId: training().id,
      name: 'Liderazgo práctico',
      assignmentType: 'development',
      durationHours: 6,
      modality: 'Híbrido',
      source: 'Interno',
      dueOn: '2026-04-15',
    });
    expect(await screen.findByText('María Sánchez', { selector: 'p' }, WAIT)).toBeTruthy();
  });

  it('changes a catalogue training in place, never sending a video the plan hides', async () => {
    let current = training({ videoLocked: true });
    const { calls } = renderTalent('/trainings', <TrainingsPage />, leader(), {
      ...routes([]),
      [`GET ${COMPANY}/trainings`]: () => ({ status: 200, body: { trainings: [current], canManage: true } }),
      [`PUT ${COMPANY}/trainings/${current.id}`]: (call) => {
        current = { ...current, ...(call.body as object) };
        return { status: 200, body: { training: current } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Liderazgo práctico' }, WAIT));
    const editor = screen.getByRole('form', { name: 'Editar Liderazgo práctico' });
    expect(within(editor).queryByLabelText(/vídeo/i)).toBeNull();
    fireEvent.change(within(editor).getByLabelText(/^Duración/), { target: { value: '8' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Guardar los cambios' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), WAIT);
    const sent = calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Liderazgo práctico', durationHours: 8 });
    expect(sent).not.toHaveProperty('videoUrl');
    expect(await screen.findByRole('button', { name: 'Editar Liderazgo práctico' }, WAIT)).toBeTruthy();
  });

  it('withdraws an open assignment once confirmed, and offers nothing for a completed one', async () => {
    let assigned = [
      assignment({ id: '8e1f2a3b-4c5d-4e6f-8a9b-0000000000b1', name: 'Seguridad' }),
      assignment({
        id: '8e1f2a3b-4c5d-4e6f-8a9b-0000000000b2',
        name: 'SQL',
        storedStatus: 'completed',
        status: 'completed',
      }),
    ];
    renderTalent('/trainings', <TrainingsPage />, leader(), {
      ...routes([]),
      [`GET ${COMPANY}/training-assignments`]: () => ({ status: 200, body: { assignments: assigned } }),
      [`DELETE ${COMPANY}/training-assignments/${assigned[0]!.id}`]: () => {
        assigned = assigned.slice(1);
        return { status: 204 };
      },
    });
    expect(screen.queryByRole('button', { name: 'Retirar la asignación de SQL a María Sánchez' })).toBeNull();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Retirar la asignación de Seguridad a María Sánchez' }, WAIT),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar «Seguridad»?' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirar la asignación' }));
    expect(
      await screen.findByText('«Seguridad» retirada de las formaciones de María Sánchez.', undefined, WAIT),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Seguridad' })).toBeNull(), WAIT);
    expect(screen.getByRole('heading', { name: 'SQL' })).toBeTruthy();
  });

  it('narrows what was assigned to one status, with how many hold each', async () => {
    renderTalent(
      '/trainings',
      <TrainingsPage />,
      leader(),
      routes([
        assignment({ id: '8e1f2a3b-4c5d-4e6f-8a9b-0000000000a1', name: 'Seguridad', status: 'overdue' }),
        assignment({ id: '8e1f2a3b-4c5d-4e6f-8a9b-0000000000a2', name: 'SQL', status: 'completed' }),
        assignment({ id: '8e1f2a3b-4c5d-4e6f-8a9b-0000000000a3', name: 'Negociación', status: 'completed' }),
      ]),
    );
    await screen.findByRole('heading', { name: 'SQL' }, WAIT);
    const filter = screen.getByLabelText('Estado');
    expect([...(filter as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Todas (3)',
      'Asignada (0)',
      'En curso (0)',
      'Completada (2)',
      'Vencida (1)',
      'Omitida (0)',
    ]);
    fireEvent.change(filter, { target: { value: 'overdue' } });
    expect(screen.getByRole('heading', { name: 'Seguridad' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'SQL' })).toBeNull();
    fireEvent.change(filter, { target: { value: 'skipped' } });
    expect(screen.getByText('Ninguna formación asignada en este estado.')).toBeTruthy();
  });

  it('says a due date before today beside the field, and any other failure as the spec words it', async () => {
    let answer = apiError(400, 'VALIDATION_ERROR', { reason: 'TRAINING_DUE_IN_PAST' });
    renderTalent('/trainings', <TrainingsPage />, leader(), {
      ...routes([]),
      [`POST ${COMPANY}/training-assignments`]: () => answer,
    });
    await screen.findByRole('button', { name: 'Asignar' }, WAIT);
    const form = within(screen.getByRole('region', { name: 'Asignar una formación' }));
    fireEvent.change(form.getByLabelText(/^Nombre de la formación/), { target: { value: 'Excel' } });
    fireEvent.change(form.getByLabelText(/^Tipo de asignación/), { target: { value: 'required' } });
    fireEvent.change(form.getByLabelText(/^Duración \(horas\)/), { target: { value: '2' } });
    fireEvent.change(form.getByLabelText(/^Fecha límite/), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(
      await screen.findByText('Elige hoy o un día posterior como fecha límite.', undefined, WAIT),
    ).toBeTruthy();
    answer = apiError(503, 'DATABASE_ERROR');
    fireEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(
      await screen.findByText('No se pudo asignar la formación. Inténtalo de nuevo.', undefined, WAIT),
    ).toBeTruthy();
  });

  it('tells an employee there is nobody to assign to and offers no catalogue form', async () => {
    renderTalent('/trainings', <TrainingsPage />, employee(), {
      [`GET ${COMPANY}/trainings`]: () => ({ status: 200, body: { trainings: [], canManage: false } }),
      [`GET ${COMPANY}/training-people`]: () => ({ status: 200, body: { people: [] } }),
      [`GET ${COMPANY}/training-assignments`]: () => ({ status: 200, body: { assignments: [] } }),
    });
    expect(
      await screen.findByText(/No hay personas a las que puedas asignar formación/, undefined, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Añadir al catálogo' })).toBeNull();
  });
});
