import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Evaluation } from '@tera/domain';
import {
  employeeMe,
  evaluation,
  leaderMe,
  loadEvaluationsTexts,
  observation,
  renderEvaluations,
} from '../../../testing/evaluations-server';
import { me, profile } from '../../../testing/dashboard-server';
import { person } from '../../../testing/company-admin-server';
import { EvaluationsPage } from './evaluations-page';

const WAIT = { timeout: 5000 };
const scores = { goals: 4, teamwork: 5, commitment: 4, adaptability: 3, problemSolving: 4, communication: 5 };
const texts = { achievements: 'Lanzó la versión 2', improvements: '', nextSteps: '', notes: '' };

const wellbeing = {
  from: '2025-12-03',
  to: '2026-03-02',
  days: 40,
  pulse: 72,
  band: 'good' as const,
  energy: 7,
  motivation: 8,
  mentalPressure: 4,
  personalConcerns: 3,
};

describe('EvaluationsPage', { timeout: 15_000 }, () => {
  beforeEach(loadEvaluationsTexts);

  it('lets the leader score a draft and submit it, and offers no approval of their own', async () => {
    let current: Evaluation = evaluation({ status: 'draft', selfAssessment: 'Un buen semestre' });
    const { calls } = renderEvaluations('/evaluations', <EvaluationsPage />, leaderMe(), {
      'GET /api/v1/evaluations': (call) => ({
        status: 200,
        body: { evaluations: call.query.get('view') === 'team' ? [current] : [] },
      }),
      'GET /api/v1/observations': () => ({ status: 200, body: { observations: [] } }),
      [`PUT /api/v1/evaluations/${current.id}`]: (call) => {
        current = { ...current, content: call.body as Evaluation['content'] };
        return { status: 200, body: { evaluation: current } };
      },
      [`POST /api/v1/evaluations/${current.id}/submit`]: () => {
        current = { ...current, status: 'submitted' };
        return { status: 200, body: { evaluation: current } };
      },
    });
    const card = (await screen.findByRole('heading', { name: 'María Sánchez · 2026-H1' }, WAIT)).closest(
      'details',
    )!;
    // One line until the leader opens it.
    expect(card.open).toBe(false);
    fireEvent.click(card.querySelector('summary')!);
    expect(card.open).toBe(true);
    expect(within(card).getByText('Un buen semestre')).toBeTruthy();
    for (const [label, value] of [
      ['Objetivos', '4'],
      ['Trabajo en equipo', '5'],
      ['Compromiso', '4'],
      ['Adaptabilidad', '3'],
      ['Resolución de problemas', '4'],
      ['Comunicación', '5'],
    ] as const) {
      fireEvent.change(within(card).getByLabelText(label), { target: { value } });
    }
    fireEvent.change(within(card).getByLabelText('Logros'), { target: { value: 'Lanzó la versión 2' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar la evaluación' }));
    await screen.findByText('Evaluación guardada.', undefined, WAIT);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...scores, ...texts });

    fireEvent.click(screen.getByRole('button', { name: 'Enviar para aprobación' }));
    expect(await screen.findByText('Enviada', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar la evaluación' })).toBeNull();
  });

  it('shows the person no score before completion, their shared observations, and takes their self-assessment', async () => {
    let current: Evaluation = evaluation({ status: 'draft' });
    const { calls } = renderEvaluations('/evaluations', <EvaluationsPage />, employeeMe(), {
      'GET /api/v1/evaluations': () => ({ status: 200, body: { evaluations: [current] } }),
      'GET /api/v1/observations': () => ({ status: 200, body: { observations: [observation()] } }),
      [`PUT /api/v1/evaluations/${current.id}/self-assessment`]: (call) => {
        const body = call.body as { selfAssessment: string; attachWellbeing: boolean };
        current = {
          ...current,
          selfAssessment: body.selfAssessment,
          selfWellbeing: body.attachWellbeing ? wellbeing : null,
        };
        return { status: 200, body: { evaluation: current } };
      },
    });
    expect(await screen.findByText('Llevó muy bien la retrospectiva', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByText(/Valoración global/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mi equipo' })).toBeNull();
    fireEvent.change(await screen.findByLabelText(/^Autoevaluación/, undefined, WAIT), {
      target: { value: 'Aprendí mucho' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la autoevaluación' }));
    await screen.findByText('Autoevaluación guardada.', undefined, WAIT);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      selfAssessment: 'Aprendí mucho',
      attachWellbeing: false,
    });
    expect(screen.queryByText('Tu resumen de bienestar adjunto')).toBeNull();

    // Attaching her own summary is her choice, said with who will see it.
    const attach = screen.getByRole('checkbox', { name: /Adjuntar mi resumen de bienestar/ });
    expect((attach as HTMLInputElement).checked).toBe(false);
    fireEvent.click(attach);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la autoevaluación' }));
    expect(await screen.findByText('Tu resumen de bienestar adjunto', undefined, WAIT)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      selfAssessment: 'Aprendí mucho',
      attachWellbeing: true,
    });
    expect(screen.getByText('72 · Bien')).toBeTruthy();
  });

  it('shows a completed evaluation with its overall rating and takes the acknowledgement with a comment', async () => {
    let current = evaluation({ status: 'completed', content: { ...scores, ...texts }, overallRating: 4.2 });
    const { calls } = renderEvaluations('/evaluations', <EvaluationsPage />, employeeMe(), {
      'GET /api/v1/evaluations': () => ({ status: 200, body: { evaluations: [current] } }),
      'GET /api/v1/observations': () => ({ status: 200, body: { observations: [] } }),
      [`POST /api/v1/evaluations/${current.id}/acknowledgement`]: () => {
        current = { ...current, acknowledgedAt: '2026-03-03T10:00:00.000Z' };
        return { status: 200, body: { evaluation: current } };
      },
    });
    expect(await screen.findByText('Valoración global: 4.2 de 5', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Lanzó la versión 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Comentario (opcional)'), { target: { value: 'Gracias' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar que la he leído' }));
    expect(await screen.findByText('Confirmaste que la leíste.', undefined, WAIT)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ comment: 'Gracias' });
  });

  it('says when the evaluations cannot be loaded, and retries', async () => {
    let fail = true;
    renderEvaluations('/evaluations', <EvaluationsPage />, employeeMe(), {
      'GET /api/v1/evaluations': () =>
        fail
          ? { status: 500, body: { error: { code: 'DATABASE_ERROR', message: 'x' } } }
          : { status: 200, body: { evaluations: [] } },
      'GET /api/v1/observations': () => ({ status: 200, body: { observations: [] } }),
    });
    expect(await screen.findByText('No se pudieron cargar las evaluaciones', undefined, WAIT)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no tienes evaluaciones.', undefined, WAIT)).toBeTruthy();
  });

  it('shows the person their diamond profile, and lets them hide feedback from their leader', async () => {
    let isVisible = true;
    const item = {
      id: '5a1f2a3b-4c5d-4e6f-8a9b-0000000000d1',
      sender: { id: 'user-2', name: 'Pablo Romero' },
      receiver: { id: 'user-1', name: 'María Sánchez' },
      category: 'collaboration',
      message: 'Gracias por la ayuda con la demo',
      createdAt: '2026-03-02T10:00:00.000Z',
    };
    const { calls } = renderEvaluations('/evaluations', <EvaluationsPage />, employeeMe(), {
      'GET /api/v1/evaluations': () => ({ status: 200, body: { evaluations: [] } }),
      'GET /api/v1/observations': () => ({ status: 200, body: { observations: [] } }),
      'GET /api/v1/diamond-profiles': () => ({
        status: 200,
        body: {
          profiles: [
            {
              employee: { id: 'user-1', name: 'María Sánchez' },
              level: 'futureLeader',
              categories: ['teamwork'],
              setBy: { id: 'leader-1', name: 'Carlos Ruiz' },
              updatedAt: '2026-03-02T10:00:00.000Z',
            },
          ],
        },
      }),
      'GET /api/v1/feedback': (call) => ({
        status: 200,
        body: { feedback: call.query.get('box') === 'received' ? [{ ...item, isVisible }] : [] },
      }),
      [`PATCH /api/v1/feedback/${item.id}`]: () => {
        isVisible = false;
        return { status: 200, body: { feedback: { ...item, isVisible } } };
      },
    });
    expect(await screen.findByText('Tu perfil: Futuro líder', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar el perfil' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Ocultar a mi líder' }, WAIT));
    expect(await screen.findByText('Oculto por quien lo recibió', undefined, WAIT)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isVisible: false });
  });

  it("lets the leader set a report's diamond profile with up to three categories", async () => {
    const { calls } = renderEvaluations('/evaluations', <EvaluationsPage />, leaderMe(), {
      'GET /api/v1/evaluations': () => ({ status: 200, body: { evaluations: [] } }),
      'GET /api/v1/observations': () => ({ status: 200, body: { observations: [] } }),
      'PUT /api/v1/diamond-profiles/user-1': () => ({
        status: 200,
        body: {
          profile: {
            employee: { id: 'user-1', name: 'María Sánchez' },
            level: 'potentialMentor',
            categories: ['communication', 'goals'],
            setBy: null,
            updatedAt: '2026-03-02T10:00:00.000Z',
          },
        },
      }),
    });
    const editor = (
      await screen.findByRole('heading', { name: 'Perfil diamante de María Sánchez' }, WAIT)
    ).closest('details')!;
    fireEvent.click(editor.querySelector('summary')!);
    expect(editor.open).toBe(true);
    fireEvent.change(within(editor).getByLabelText('Nivel'), { target: { value: 'potentialMentor' } });
    fireEvent.change(within(editor).getByLabelText('Categoría 1'), { target: { value: 'communication' } });
    fireEvent.change(within(editor).getByLabelText('Categoría 3'), { target: { value: 'goals' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Guardar el perfil' }));
    await screen.findByText('Perfil diamante guardado.', undefined, WAIT);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      level: 'potentialMentor',
      categories: ['communication', 'goals'],
    });
  });

  it('opens a cycle for the people the admin ticks, asking for one at least', async () => {
    const admin = profile({ id: 'admin-1', fullName: 'Ana García', role: 'admin', reportsTo: null });
    const { calls } = renderEvaluations(
      '/evaluations',
      <EvaluationsPage />,
      me(admin, { company: { id: evaluation().companyId, name: 'Acme', slug: 'acme' } }),
      {
        'GET /api/v1/evaluations': () => ({ status: 200, body: { evaluations: [] } }),
        'GET /api/v1/observations': () => ({ status: 200, body: { observations: [] } }),
        'GET /api/v1/companies/acme/evaluation-cycles': () => ({ status: 200, body: { cycles: [] } }),
        'GET /api/v1/companies/acme/people': () => ({
          status: 200,
          body: {
            people: [
              person({
                id: 'maria',
                fullName: 'María Sánchez',
                reportsTo: 'leader-1',
                leaderName: 'Carlos Ruiz',
              }),
              person({
                id: 'lucia',
                fullName: 'Lucía Gómez',
                reportsTo: 'leader-1',
                leaderName: 'Carlos Ruiz',
              }),
              // Nobody leads her: no evaluation could be written, so she is not offered.
              person({ id: 'ana', fullName: 'Ana García', role: 'admin' }),
            ],
            seats: { used: 3, max: 50 },
          },
        }),
        'POST /api/v1/companies/acme/evaluation-cycles': () => ({
          status: 201,
          body: {
            cycle: {
              id: '5a1f2a3b-4c5d-4e6f-8a9b-0000000000f1',
              period: '2026-H2',
              dueOn: '2026-12-15',
              createdAt: '2026-03-02T10:00:00.000Z',
              completion: { pending: 1, draft: 0, submitted: 0, approved: 0, rejected: 0, completed: 0 },
              total: 1,
            },
          },
        }),
      },
    );
    fireEvent.change(await screen.findByLabelText(/^Periodo/, undefined, WAIT), {
      target: { value: '2026-H2' },
    });
    fireEvent.change(screen.getByLabelText(/^Fecha límite/), { target: { value: '2026-12-15' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Solo las personas que elija' }));
    const list = await screen.findByRole('list', { name: 'Personas con líder' }, WAIT);
    expect(within(list).queryByText('Ana García')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el ciclo' }));
    expect(await screen.findByText('Elige al menos una persona.', undefined, WAIT)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Buscar por nombre o correo'), { target: { value: 'lucía' } });
    expect(within(list).queryByText('María Sánchez')).toBeNull();
    fireEvent.click(within(list).getByRole('checkbox', { name: /Lucía Gómez/ }));
    expect(screen.getByText('1 persona elegida')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el ciclo' }));
    await screen.findByText('Ciclo abierto.', undefined, WAIT);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      period: '2026-H2',
      dueOn: '2026-12-15',
      employeeIds: ['lucia'],
    });
  });
});
