import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../testing/render';
import {
  loadSurveysTexts,
  SURVEY_ID,
  surveyDetail,
  surveysServer,
  TEAM_ID,
} from '../../../testing/surveys-server';
import { SurveysPage } from './surveys-page';

const WAIT = { timeout: 3000 };

const renderPage = (query = '') =>
  renderRoutes(
    [{ path: 'empresa/:slug/admin/surveys', element: <SurveysPage /> }],
    `/empresa/acme/admin/surveys${query}`,
  );

describe('SurveysPage', () => {
  beforeEach(loadSurveysTexts);

  it('builds a survey from the engagement template, reorders it, previews it on a phone and saves it', async () => {
    const { calls } = surveysServer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Encuestas' })).toBeTruthy();
    expect(
      await screen.findByText('Aún no hay encuestas. Empieza con una plantilla.', undefined, WAIT),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Usar Compromiso' }, WAIT));

    const questions = await screen.findAllByRole('listitem', { name: /^Pregunta \d+$/ });
    expect(questions).toHaveLength(8);
    fireEvent.click(within(questions[0]!).getByRole('button', { name: 'Bajar Pregunta 1' }));
    const first = screen.getAllByLabelText('Pregunta (Español)')[0] as HTMLInputElement;
    expect(first.value).toBe('Aquí puedo aprender y crecer profesionalmente.');

    fireEvent.change(first, { target: { value: '¿Cuánta energía tienes al acabar el día?' } });
    expect(await screen.findByText(/El check-in diario ya mide la energía/)).toBeTruthy();

    const phone = screen.getByTestId('phone-preview');
    expect(within(phone).getByText('Anónima')).toBeTruthy();
    expect(within(phone).getByText(/1\. ¿Cuánta energía tienes al acabar el día\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Inglés' }));
    expect(within(phone).getByText(/2\. My work is meaningful to me\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar el borrador' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ mode: 'anonymous', languages: ['es', 'en'] });
    expect((post.body as { content: { questions: { id: string }[] }[] }).content[0]!.questions[1]!.id).toBe(
      'meaning',
    );
  });

  it('refuses to save a survey missing a translation, and says so', async () => {
    const { calls } = surveysServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Encuesta en blanco' }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Añadir la pregunta' }));
    fireEvent.change(screen.getAllByLabelText('Pregunta (Español)')[0]!, { target: { value: 'Me gusta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar el borrador' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Faltan 3 textos/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('launches a draft to a team over whole days', async () => {
    const { calls } = surveysServer({ initial: surveyDetail() });
    renderPage(`?survey=${SURVEY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Lanzar la encuesta' }, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('A quién se pregunta'), { target: { value: 'teams' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Producto' }, WAIT));
    fireEvent.change(screen.getByLabelText('Se abre el'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('Se cierra el'), { target: { value: '2026-03-13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lanzar' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/launch'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/launch'))!.body).toEqual({
      audience: { kind: 'teams', teamIds: [TEAM_ID] },
      opensOn: '2026-03-02',
      closesOn: '2026-03-13',
      recurrence: 'none',
    });
    expect(await screen.findByText('Abierta', undefined, WAIT)).toBeTruthy();
  });

  it('shows what the release lets through, and says a group is withheld rather than showing zero', async () => {
    surveysServer({
      initial: surveyDetail({
        status: 'closed',
        opensOn: '2026-03-02',
        closesOn: '2026-03-06',
        invited: 11,
        audience: { kind: 'everyone' },
      }),
      results: {
        surveyId: SURVEY_ID,
        thresholds: { scores: 5, comments: 10 },
        groups: [
          { key: 'all', kind: 'all', label: null, invited: 11, respondents: 10 },
          { key: `team:${TEAM_ID}`, kind: 'team', label: 'Producto', invited: 4, respondents: null },
        ],
        questions: [
          {
            id: 'meaning',
            figures: {
              all: { respondents: 10, distribution: { 1: 0, 2: 0, 3: 2, 4: 6, 5: 2 }, mean: 4, enps: null },
            },
            comments: {},
          },
          { id: 'improve', figures: {}, comments: { all: ['Más formación', 'Menos reuniones'] } },
        ],
        named: null,
      },
    });
    renderPage(`?survey=${SURVEY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Resultados' }, WAIT)).toBeTruthy();
    expect(screen.getByText('10 de 11')).toBeTruthy();
    expect(screen.getByText('Oculta: muy pocas respuestas')).toBeTruthy();
    expect(screen.getByText('Mi trabajo tiene sentido para mí.')).toBeTruthy();
    expect(screen.getByText('Menos reuniones')).toBeTruthy();
    expect(await screen.findByText(/^TeraPulse \d+$/, undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('De 3 días publicados, 18 respuestas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      `/api/v1/companies/acme/surveys/${SURVEY_ID}/export?format=csv&lang=es`,
    );
  });

  it('names each answer of a confidential survey, as its people were told', async () => {
    surveysServer({
      initial: surveyDetail({
        status: 'closed',
        mode: 'confidential',
        opensOn: '2026-03-02',
        closesOn: '2026-03-06',
      }),
      results: {
        surveyId: SURVEY_ID,
        thresholds: { scores: 5, comments: 10 },
        groups: [{ key: 'all', kind: 'all', label: null, invited: 3, respondents: null }],
        questions: [],
        named: [{ userId: 'u1', name: 'Lucía Gil', answers: { meaning: 5, improve: 'Más café' } }],
      },
    });
    renderPage(`?survey=${SURVEY_ID}`);
    const named = await screen.findByRole('region', { name: 'Respuestas con nombre' }, WAIT);
    expect(within(named).getByText('Lucía Gil')).toBeTruthy();
    expect(within(named).getByText('Mi trabajo tiene sentido para mí.: 5')).toBeTruthy();
    expect(within(named).getByText('¿Qué es lo primero que cambiarías?: Más café')).toBeTruthy();
  });
});
