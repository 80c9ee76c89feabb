import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TodayCheckin } from '@tera/domain';
import { renderScreen, stubFetch } from '../../../testing/render';
import { loadCheckinTexts, OPEN_TODAY, storedCheckin } from '../testing/checkin-fixtures';
import { CheckinAnswerForm } from './checkin-answer-form';
import { allowSlowRenders } from '../testing/patient-queries';

allowSlowRenders();

const TODAY_PATH = '/api/v1/checkins/today';

// Toasts live in the toast library's global store; one test's must not reappear in the next.
afterEach(async () => (await import('sonner')).toast.dismiss());

function renderForm({
  userId = 'user-1',
  today = OPEN_TODAY,
}: { userId?: string | null; today?: TodayCheckin | undefined } = {}) {
  return renderScreen(<CheckinAnswerForm userId={userId} today={today} />);
}

const slider = (name: string) => screen.getByRole('slider', { name });
const step = (name: string, key = 'ArrowRight', times = 1) => {
  for (let i = 0; i < times; i++) fireEvent.keyDown(slider(name), { key });
};
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const progressBar = () => screen.getByRole('progressbar', { name: 'Progreso del check-in' });
const submitButton = () =>
  screen.getByRole('button', { name: /^(Comenzar check-in|Guardar progreso|Completar check-in)$/ });

/** What a control's description reads, one text per element it names. */
function describedTexts(control: HTMLElement): Array<string | null | undefined> {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
}

const refusedFields = (fields: Record<string, string[]>) => ({
  [TODAY_PATH]: { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'bad', fields } } },
});

/** Answers half the check-in: two sliders moved and two tag groups chosen. */
function answerHalf() {
  step('Energía');
  step('Motivación', 'ArrowLeft');
  fireEvent.click(screen.getByRole('radio', { name: 'Remoto' }));
  press('Día tranquilo');
}

describe('CheckinAnswerForm progress', () => {
  beforeEach(loadCheckinTexts);

  it('changes label, colour and tip as the check-in fills in', () => {
    stubFetch({});
    renderForm();
    expect(progressBar().getAttribute('aria-valuenow')).toBe('0');
    expect(progressBar().dataset.colour).toBe('red');
    expect(submitButton().textContent).toBe('Comenzar check-in');
    const startTip = 'Mueve algún indicador o elige una etiqueta de contexto para empezar.';
    expect(screen.getByText(startTip, { selector: 'p' })).toBeTruthy();
    const tipId = submitButton().getAttribute('aria-describedby')!;
    expect(document.getElementById(tipId)?.textContent).toBe(startTip);

    step('Energía');
    expect(progressBar().getAttribute('aria-valuenow')).toBe('13');
    expect(progressBar().getAttribute('aria-valuetext')).toBe('13 % completado');
    expect(submitButton().textContent).toBe('Guardar progreso');
    expect(screen.getByText(/necesitas al menos un 25 %/, { selector: 'p' })).toBeTruthy();

    step('Presión mental');
    expect(progressBar().getAttribute('aria-valuenow')).toBe('25');
    expect(progressBar().dataset.colour).toBe('red');
    expect(screen.getByText(/Ya puedes guardar tu check-in/, { selector: 'p' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Oficina' }));
    press('Buen desayuno');
    expect(progressBar().getAttribute('aria-valuenow')).toBe('50');
    expect(progressBar().dataset.colour).toBe('yellow');
    expect(submitButton().textContent).toBe('Completar check-in');
    expect(
      screen.getByText('¡Buen trabajo! Tu check-in está listo para completarse.', { selector: 'p' }),
    ).toBeTruthy();

    step('Motivación');
    step('Preocupaciones personales', 'ArrowLeft');
    expect(progressBar().getAttribute('aria-valuenow')).toBe('75');
    press('Un logro');
    expect(progressBar().getAttribute('aria-valuenow')).toBe('88');
    expect(progressBar().dataset.colour).toBe('green');
    press('Muchas reuniones');
    expect(progressBar().getAttribute('aria-valuenow')).toBe('100');

    // Back to 5 is unanswered again: a slider at its default counts as untouched.
    step('Energía', 'ArrowLeft');
    expect(progressBar().getAttribute('aria-valuenow')).toBe('88');
  });
});

describe('CheckinAnswerForm real-time analysis', () => {
  beforeEach(async () => {
    await loadCheckinTexts();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const card = () => screen.getByRole('region', { name: /Análisis en tiempo real/ });

  it('waits 1 s after the last change, analyses visibly for 1.5 s, then shows every rule that fires', async () => {
    stubFetch({});
    renderForm();
    expect(within(card()).getByText(/Mueve los indicadores/)).toBeTruthy();

    step('Energía', 'ArrowLeft', 2); // 3: low energy
    await act(() => vi.advanceTimersByTimeAsync(900));
    step('Presión mental', 'ArrowRight', 3); // 8: high pressure; restarts the wait
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(within(card()).queryByText('Analizando tu estado...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(within(card()).getByText('Analizando tu estado...')).toBeTruthy();
    expect(
      within(card()).getByText('Analizando tu estado...').closest('[aria-live]')?.getAttribute('aria-busy'),
    ).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(within(card()).getByText('Analizando tu estado...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(card()).queryByText('Analizando tu estado...')).toBeNull();
    const titles = within(card())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Energía baja', 'Presión mental alta']);
    expect(within(card()).getByText(/Elige una o dos tareas que de verdad importen/)).toBeTruthy();
  });

  it("says 'Estado Equilibrado' when no rule fires, and low motivation and high concerns when they do", async () => {
    stubFetch({});
    renderForm();
    step('Energía');
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(within(card()).getByRole('heading', { name: 'Estado Equilibrado' })).toBeTruthy();

    step('Motivación', 'ArrowLeft', 2); // 3
    step('Preocupaciones personales', 'ArrowRight', 3); // 8
    await act(() => vi.advanceTimersByTimeAsync(2500));
    const titles = within(card())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Motivación baja', 'Preocupaciones personales']);
  });
});

describe('CheckinAnswerForm submit', () => {
  beforeEach(loadCheckinTexts);

  it('asks for sign-in first, before anything else is checked', async () => {
    const calls = stubFetch({});
    renderForm({ userId: null, today: { ...OPEN_TODAY, allowed: false } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Error de autenticación')).toBeTruthy();
    expect(screen.getByText('Debes estar autenticado para realizar el check-in.')).toBeTruthy();
    expect(screen.queryByText('Check-in no disponible')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('then refuses when check-in is not allowed, even with enough answered', async () => {
    const calls = stubFetch({});
    renderForm({ today: { ...OPEN_TODAY, allowed: false } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Check-in no disponible')).toBeTruthy();
    expect(
      screen.getByText('Ya has completado tu check-in hoy o no está disponible en este momento.'),
    ).toBeTruthy();
    expect(screen.queryByText('Check-in incompleto')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('then asks for at least 25 % and takes the person to the first slider', async () => {
    const calls = stubFetch({});
    renderForm();
    step('Energía');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Check-in incompleto')).toBeTruthy();
    expect(
      screen.getByText('Completa al menos algunos indicadores emocionales para continuar.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(slider('Energía'));
    expect(calls).toHaveLength(0);
  });

  it('sends the check-in payload with a submission id and confirms with the plain variant', async () => {
    const calls = stubFetch({
      [TODAY_PATH]: { status: 201, body: { checkin: storedCheckin(), completed: true } },
    });
    renderForm();
    answerHalf();
    fireEvent.click(submitButton());

    expect(await screen.findByText('¡Check-in completado!')).toBeTruthy();
    expect(screen.getByText('Tu estado emocional del día ha sido registrado.')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.method).toBe('PUT');
    const body = JSON.parse(String(calls[0]!.init.body));
    expect(body).toEqual({
      energy: 6,
      mental_pressure: 5,
      personal_concerns: 5,
      motivation: 4,
      work_modality: 'remote',
      day_dynamics: ['calm_day'],
      personal_conditions: null,
      special_situations: null,
      submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('shows the error message when saving fails, and the generic fallback when there is none', async () => {
    stubFetch({
      [TODAY_PATH]: { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'bad' } } },
    });
    renderForm();
    answerHalf();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Los datos proporcionados no son válidos.')).toBeTruthy();

    stubFetch({ [TODAY_PATH]: { status: 500, body: { error: { code: 'UNKNOWN_ERROR', message: 'x' } } } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Ocurrió un error al guardar tu check-in.')).toBeTruthy();
  });

  it("puts the server's field errors beside their fields, focusing the first, and keeps every answer", async () => {
    stubFetch(refusedFields({ work_modality: ['validation.choose'], motivation: ['validation.invalid'] }));
    renderForm();
    answerHalf();
    fireEvent.click(submitButton());

    const motivation = slider('Motivación');
    await waitFor(() => expect(motivation.getAttribute('aria-invalid')).toBe('true'));
    expect(describedTexts(motivation)).toEqual(['1 · Ninguna10 · Muy alta', 'Revisa este campo.']);
    expect(document.activeElement).toBe(motivation);
    const modality = screen.getByRole('radiogroup', { name: 'Modalidad de trabajo' });
    expect(modality.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(modality)).toEqual(['Elige una opción', 'Selecciona una de las opciones.']);
    expect(slider('Energía').getAttribute('aria-invalid')).toBeNull();
    expect(describedTexts(slider('Energía'))).toHaveLength(1);
    expect(await screen.findByText('Los datos proporcionados no son válidos.')).toBeTruthy();
    expect(motivation.getAttribute('aria-valuenow')).toBe('4');
    expect(screen.getByRole('radio', { name: 'Remoto' }).getAttribute('aria-checked')).toBe('true');
    expect(progressBar().getAttribute('aria-valuenow')).toBe('50');

    step('Motivación');
    await waitFor(() => expect(motivation.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('Revisa este campo.')).toBeNull();
    expect(modality.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes the person to the chosen tag of a group the server found wrong, and says why beside it', async () => {
    stubFetch(refusedFields({ day_dynamics: ['validation.invalid'] }));
    renderForm();
    answerHalf();
    fireEvent.click(submitButton());

    const calm = screen.getByRole('button', { name: 'Día tranquilo' });
    await waitFor(() => expect(document.activeElement).toBe(calm));
    const day = screen.getByRole('toolbar', { name: 'Dinámica del día' });
    expect(describedTexts(day)).toEqual(['Elige todas las que encajen', 'Revisa este campo.']);
    expect(calm.getAttribute('aria-pressed')).toBe('true');
  });

  it("answers the server's refusal with 'Check-in no disponible' and does not repeat it", async () => {
    const calls = stubFetch({
      [TODAY_PATH]: {
        status: 409,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Check-in not allowed at this time or already completed',
            reason: 'CHECKIN_NOT_ALLOWED',
          },
        },
      },
    });
    renderForm();
    answerHalf();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Check-in no disponible')).toBeTruthy();
    expect(calls.filter((call) => call.init.method === 'PUT')).toHaveLength(1);
  });
});

describe('CheckinAnswerForm submit retries', () => {
  beforeEach(async () => {
    await loadCheckinTexts();
    // Only the retry waits are driven by hand; the test library keeps its own real polling.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('retries a retryable failure after 1, 2 and 4 s with the same submission id', async () => {
    let answered = 0;
    const calls = stubFetch({
      [TODAY_PATH]: () =>
        ++answered <= 3
          ? { status: 503, body: { error: { code: 'DATABASE_ERROR', message: 'down' } } }
          : { status: 200, body: { checkin: storedCheckin(), completed: true } },
    });
    renderForm();
    answerHalf();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(calls).toHaveLength(4);

    const ids = calls.map((call) => JSON.parse(String(call.init.body)).submission_id);
    expect(new Set(ids).size).toBe(1);
    // The toast library renders on a timer of its own.
    await vi.waitFor(() => screen.getByText('¡Check-in completado!'), { timeout: 5000 });
  });

  it('gives up after three retries and shows the error', async () => {
    const calls = stubFetch({
      [TODAY_PATH]: { status: 503, body: { error: { code: 'DATABASE_ERROR', message: 'down' } } },
    });
    renderForm();
    answerHalf();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000 + 4000));
    expect(calls).toHaveLength(4);
    await vi.waitFor(() => screen.getByText('Error en la base de datos. Intenta nuevamente.'), {
      timeout: 5000,
    });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toHaveLength(4);
  });
});

describe('CheckinAnswerForm success with insights', () => {
  beforeEach(async () => {
    await loadCheckinTexts();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('says the insights were part of it once the analysis has shown', async () => {
    stubFetch({ [TODAY_PATH]: { status: 201, body: { checkin: storedCheckin(), completed: true } } });
    renderForm();
    answerHalf();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByRole('heading', { name: 'Estado Equilibrado' })).toBeTruthy();
    fireEvent.click(submitButton());
    await vi.waitFor(
      () => screen.getByText('Tu estado emocional ha sido registrado con insights personalizados.'),
      { timeout: 5000 },
    );
  });
});
