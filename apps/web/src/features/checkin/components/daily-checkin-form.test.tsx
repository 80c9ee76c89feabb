import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { pendingCheckinsStorageKey } from '@tera/domain';
import { renderSignedIn } from '../testing/render-signed-in';
import { loadCheckinTexts, OPEN_TODAY, storedCheckin } from '../testing/checkin-fixtures';
import { checkinServer, USER_ID } from '../testing/checkin-server';
import { keepPendingCheckin, readPendingCheckins } from '../storage/pending-checkins';
import { DailyCheckinForm } from './daily-checkin-form';
import { i18n } from '../../../lib/i18n';
import { allowSlowRenders } from '../testing/patient-queries';

allowSlowRenders();

afterEach(async () => (await import('sonner')).toast.dismiss());

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

async function answerAndSubmit() {
  await screen.findByRole('slider', { name: 'Energía' });
  submitAnswers();
}

/** Moves two sliders (25 %) and submits; the form must already be on screen. */
function submitAnswers() {
  fireEvent.keyDown(screen.getByRole('slider', { name: 'Energía' }), { key: 'ArrowLeft' });
  fireEvent.keyDown(screen.getByRole('slider', { name: 'Motivación' }), { key: 'ArrowRight' });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar progreso' }));
}

describe('DailyCheckinForm states', () => {
  beforeEach(loadCheckinTexts);
  afterEach(() => vi.restoreAllMocks());

  it("says 'Inicializando tu perfil...' while today's check-in loads", async () => {
    checkinServer();
    renderSignedIn(<DailyCheckinForm />);
    expect(await screen.findByText('Inicializando tu perfil...')).toBeTruthy();
    expect(await screen.findByRole('slider', { name: 'Energía' })).toBeTruthy();
  });

  it('shows the completed state, with what was recorded, once today is done', async () => {
    checkinServer({
      today: { ...OPEN_TODAY, completed: true, allowed: false, checkin: storedCheckin({ energy: 7 }) },
    });
    renderSignedIn(<DailyCheckinForm />);
    expect(await screen.findByRole('heading', { name: '¡Ya completaste tu check-in hoy!' })).toBeTruthy();
    expect(screen.getByText('Vuelve mañana para tu próximo check-in')).toBeTruthy();
    expect(screen.getByText('Energía').nextElementSibling?.textContent).toBe('7/10');
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('says when the check-in opens before the window does', async () => {
    checkinServer({ today: { ...OPEN_TODAY, hour: 7, allowed: false } });
    renderSignedIn(<DailyCheckinForm />);
    expect(
      await screen.findByRole('heading', { name: 'El check-in de hoy aún no está abierto' }),
    ).toBeTruthy();
    expect(screen.getByText(/a partir de las 9:00 y hasta las 23:00\./)).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('says the window on the 12-hour clock in English, and nowhere mixes the two', async () => {
    await i18n.changeLanguage('en');
    checkinServer({ today: { ...OPEN_TODAY, hour: 7, allowed: false } });
    renderSignedIn(<DailyCheckinForm />);
    expect(await screen.findByText(/from 9:00 AM until 11:00 PM\./)).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText(/a partir de las 9:00 y hasta las 23:00\./)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/AM|PM/);
  });

  it('turns into the completed state after a successful submit', async () => {
    const server = checkinServer();
    const onCompleted = vi.fn();
    renderSignedIn(<DailyCheckinForm onCompleted={onCompleted} />);
    await answerAndSubmit();
    expect(await screen.findByRole('heading', { name: '¡Ya completaste tu check-in hoy!' })).toBeTruthy();
    expect(await screen.findByText('¡Check-in completado!')).toBeTruthy();
    expect(server.puts()).toHaveLength(1);
    expect(onCompleted).toHaveBeenCalledOnce();
  });
});

describe('DailyCheckinForm without a connection', () => {
  beforeEach(loadCheckinTexts);
  afterEach(() => vi.restoreAllMocks());

  it('keeps the check-in on the device, shows it waiting, and sends it when the connection returns', async () => {
    const server = checkinServer();
    renderSignedIn(<DailyCheckinForm />);
    await screen.findByRole('slider', { name: 'Energía' });
    setOnline(false);
    const pressedAt = Date.now();
    await answerAndSubmit();

    expect(await screen.findByText('Check-in guardado en este dispositivo')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pendiente de sincronizar' })).toBeTruthy();
    expect(screen.getByText(/se enviará automáticamente cuando vuelvas a tener conexión/)).toBeTruthy();
    expect(screen.getByText('Esperando conexión...')).toBeTruthy();
    expect(server.puts()).toHaveLength(0);
    const [kept] = readPendingCheckins(USER_ID);
    expect(kept?.date).toBe(OPEN_TODAY.date);
    expect(kept?.request).toMatchObject({ energy: 4, motivation: 6, made_at: expect.any(String) });
    expect(kept?.request.submission_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(kept!.request.made_at) - pressedAt)).toBeLessThan(60_000);

    act(() => setOnline(true));

    expect(await screen.findByText('Check-in sincronizado')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '¡Ya completaste tu check-in hoy!' })).toBeTruthy();
    expect(server.puts()).toEqual([kept!.request]);
    expect(window.localStorage.getItem(pendingCheckinsStorageKey(USER_ID))).toBeNull();
  });

  it('sends what the device kept as soon as the app starts, once', async () => {
    keepPendingCheckin(USER_ID, {
      date: OPEN_TODAY.date,
      request: {
        energy: 2,
        mental_pressure: 9,
        personal_concerns: 5,
        motivation: 5,
        work_modality: null,
        day_dynamics: null,
        personal_conditions: null,
        special_situations: null,
        submission_id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
        made_at: '2026-03-10T08:30:00.000Z',
      },
    });
    const server = checkinServer();
    renderSignedIn(<DailyCheckinForm />);
    expect(await screen.findByText('Check-in sincronizado')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '¡Ya completaste tu check-in hoy!' })).toBeTruthy();
    expect(server.puts()).toHaveLength(1);
    expect(server.puts()[0]).toMatchObject({
      submission_id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      made_at: '2026-03-10T08:30:00.000Z',
    });
    expect(readPendingCheckins(USER_ID)).toEqual([]);
  });

  it('drops a kept check-in the server will never accept, and says why', async () => {
    keepPendingCheckin(USER_ID, {
      date: '2026-03-09',
      request: {
        energy: 6,
        mental_pressure: 5,
        personal_concerns: 5,
        motivation: 5,
        work_modality: 'office',
        day_dynamics: null,
        personal_conditions: null,
        special_situations: null,
        submission_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        made_at: '2026-03-09T18:00:00.000Z',
      },
    });
    checkinServer({
      put: () => ({
        status: 409,
        body: { error: { code: 'VALIDATION_ERROR', message: 'no', reason: 'CHECKIN_NOT_ALLOWED' } },
      }),
    });
    renderSignedIn(<DailyCheckinForm />);
    expect(await screen.findByText('No se pudo registrar un check-in guardado sin conexión')).toBeTruthy();
    expect(screen.getByText(/Ese día \(9 de marzo\) ya tenía un check-in registrado/)).toBeTruthy();
    expect(readPendingCheckins(USER_ID)).toEqual([]);
  });
});

describe('DailyCheckinForm when the server cannot be reached', () => {
  beforeEach(loadCheckinTexts);
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps the check-in on the device after the retries fail to connect', async () => {
    const server = checkinServer({
      put: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderSignedIn(<DailyCheckinForm />);
    await screen.findByRole('slider', { name: 'Energía' });
    // From here the retry waits are driven by hand (and the test library's own waits cannot run).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submitAnswers();
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000 + 4000));
    await vi.waitFor(() => screen.getByText('Check-in guardado en este dispositivo'), { timeout: 5000 });
    expect(server.calls.filter((call) => call.init.method === 'PUT')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Pendiente de sincronizar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar ahora' })).toBeTruthy();
    expect(readPendingCheckins(USER_ID)).toHaveLength(1);
  });
});
