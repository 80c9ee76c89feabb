import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { answerServer, loadSurveysTexts, SURVEY_ID, toAnswer } from '../../../testing/surveys-server';
import { SurveyAnswerPage } from './survey-answer-page';

const WAIT = { timeout: 3000 };

const renderPage = () =>
  renderRoutes(
    [{ path: 'empresa/:slug/surveys/:surveyId', element: <SurveyAnswerPage /> }],
    `/empresa/acme/surveys/${SURVEY_ID}`,
  );

describe('SurveyAnswerPage', () => {
  beforeEach(loadSurveysTexts);

  it('says it is anonymous before the first question and on every screen, saves each step and sends once', async () => {
    const { calls } = answerServer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Compromiso' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Anónima')).toBeTruthy();
    expect(screen.getByText('Paso 1 de 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect((await screen.findAllByText('Esta pregunta es obligatoria.')).length).toBe(6);

    for (const question of [
      'Mi trabajo tiene sentido para mí.',
      'Aquí puedo aprender y crecer profesionalmente.',
      'Se reconoce el trabajo bien hecho.',
      'Tengo libertad para decidir cómo hago mi trabajo.',
      'Mi responsable me apoya cuando lo necesito.',
      'Siento que formo parte del equipo.',
    ]) {
      const group = screen.getByRole('group', { name: new RegExp(question.replace(/[.?]/g, '\\$&')) });
      fireEvent.click(group.querySelectorAll('input')[3]!);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Paso 2 de 2')).toBeTruthy();
    expect(screen.getByText('Anónima')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      answers: { meaning: 4, growth: 4, recognition: 4, autonomy: 4, 'manager-support': 4, belonging: 4 },
    });

    fireEvent.click(screen.getByRole('radio', { name: /^9$/ }));
    fireEvent.change(screen.getByLabelText(/¿Qué es lo primero que cambiarías\?/), {
      target: { value: 'Menos reuniones' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mis respuestas' }));
    expect(await screen.findByRole('heading', { name: '¡Gracias por responder!' }, WAIT)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      answers: { enps: 9, improve: 'Menos reuniones' },
    });
  });

  it('tells a person a confidential survey names them', async () => {
    answerServer(toAnswer({ mode: 'confidential' }));
    renderPage();
    expect(await screen.findByText('Confidencial', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText(/verá tus respuestas con tu nombre/)).toBeTruthy();
  });

  it('says why a survey cannot be answered', async () => {
    fakeApi({
      [`GET /api/v1/companies/acme/my-surveys/${SURVEY_ID}`]: () =>
        apiError(409, 'VALIDATION_ERROR', { reason: 'SURVEY_ALREADY_ANSWERED' }),
    });
    renderPage();
    expect(
      await screen.findByText('Ya has respondido esta encuesta. Gracias.', undefined, WAIT),
    ).toBeTruthy();
  });
});
