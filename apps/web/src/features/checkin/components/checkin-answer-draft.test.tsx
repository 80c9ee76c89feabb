import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { checkinDraftStorageKey } from '@tera/domain';
import { renderScreen, stubFetch } from '../../../testing/render';
import { loadCheckinTexts, OPEN_TODAY, storedCheckin } from '../testing/checkin-fixtures';
import { allowSlowRenders } from '../testing/patient-queries';
import { CheckinAnswerForm } from './checkin-answer-form';

allowSlowRenders();

afterEach(async () => (await import('sonner')).toast.dismiss());

const TODAY_PATH = '/api/v1/checkins/today';
const USER_ID = 'user-1';
const RESTORED_NOTICE = 'Hemos recuperado las respuestas que dejaste sin enviar.';

const slider = (name: string) => screen.getByRole('slider', { name });
const submitButton = () => screen.getByRole('button', { name: /^(Guardar progreso|Completar check-in)$/ });
const storedDraft = () => window.localStorage.getItem(checkinDraftStorageKey(USER_ID));

function renderForm() {
  return renderScreen(<CheckinAnswerForm userId={USER_ID} today={OPEN_TODAY} />);
}

/** Energy down to 3, motivation up to 8, remote work and a busy day: half the check-in. */
function answerHalf() {
  fireEvent.keyDown(slider('Energía'), { key: 'ArrowLeft' });
  fireEvent.keyDown(slider('Energía'), { key: 'ArrowLeft' });
  for (let i = 0; i < 3; i++) fireEvent.keyDown(slider('Motivación'), { key: 'ArrowRight' });
  fireEvent.click(screen.getByRole('radio', { name: 'Remoto' }));
  fireEvent.click(screen.getByRole('button', { name: 'Día ajetreado' }));
}

function expectHalfAnswered() {
  expect(slider('Energía').getAttribute('aria-valuetext')).toBe('3 de 10');
  expect(slider('Motivación').getAttribute('aria-valuetext')).toBe('8 de 10');
  expect(screen.getByRole('radio', { name: 'Remoto' }).getAttribute('aria-checked')).toBe('true');
  expect(screen.getByRole('button', { name: 'Día ajetreado' }).getAttribute('aria-pressed')).toBe('true');
}

describe('CheckinAnswerForm when the session ends before the answers are sent', () => {
  beforeEach(loadCheckinTexts);

  it("says 'Error de autenticación' with the session-expired text, and keeps the answers on the device", async () => {
    // Some refusals for want of a session carry the code UNAUTHORIZED: the 401 is what counts.
    const calls = stubFetch({
      [TODAY_PATH]: { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'No session' } } },
    });
    const first = renderForm();
    answerHalf();
    fireEvent.click(submitButton());

    expect(await screen.findByText('Error de autenticación')).toBeTruthy();
    expect(screen.getByText('Tu sesión ha expirado. Por favor, inicia sesión nuevamente.')).toBeTruthy();
    expect(screen.queryByText('No tienes permisos para realizar esta acción.')).toBeNull();
    expect(calls.filter((call) => call.init.method === 'PUT')).toHaveLength(1);
    first.unmount();

    // Signed in again, the same person finds every answer where they left it, and is told so.
    renderForm();
    expectHalfAnswered();
    // Said where a screen reader hears it, without interrupting.
    expect(screen.getByText(RESTORED_NOTICE).closest('[role="status"]')).not.toBeNull();
  });

  it('starts afresh from answers kept for another day', () => {
    stubFetch({});
    window.localStorage.setItem(
      checkinDraftStorageKey(USER_ID),
      JSON.stringify({ date: '2026-03-09', answers: { ...storedCheckin(), energy: 2 } }),
    );
    renderForm();
    expect(slider('Energía').getAttribute('aria-valuetext')).toBe('5 de 10');
    expect(screen.queryByText(RESTORED_NOTICE)).toBeNull();
  });

  it('lets the kept answers go once the check-in is stored', async () => {
    stubFetch({ [TODAY_PATH]: { status: 201, body: { checkin: storedCheckin(), completed: true } } });
    renderForm();
    answerHalf();
    expect(storedDraft()).not.toBeNull();
    fireEvent.click(submitButton());
    expect(await screen.findByText('¡Check-in completado!')).toBeTruthy();
    await waitFor(() => expect(storedDraft()).toBeNull());
  });
});
