import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  checkinDraftStorageKey,
  checkinPostponedStorageKey,
  SKIP_CHECKIN_STORAGE_KEY,
  type TodayCheckin,
} from '@tera/domain';
import { renderSignedIn } from '../testing/render-signed-in';
import { checkinKeys } from '../../../lib/checkin-keys';
import { loadCheckinTexts, OPEN_TODAY } from '../testing/checkin-fixtures';
import { checkinServer, USER_ID } from '../testing/checkin-server';
import { CheckinPromptGuard } from './checkin-prompt-guard';
import { i18n } from '../../../lib/i18n';
import { allowSlowRenders } from '../testing/patient-queries';

allowSlowRenders();

afterEach(async () => (await import('sonner')).toast.dismiss());

function visit(path = '/dashboard', options: { today?: TodayCheckin; signedIn?: boolean } = {}) {
  const server = checkinServer(options);
  const view = renderSignedIn(
    <CheckinPromptGuard>
      <h1>Mi panel</h1>
    </CheckinPromptGuard>,
    path,
  );
  return { ...view, server };
}

const prompt = () => screen.findByRole('dialog', { name: 'Es hora de tu Check-in Diario' });

/**
 * Once today's check-in has arrived and been rendered, whether the prompt is up. The prompt's code
 * loads when it is due: it is awaited too, so a prompt still loading is not taken for none.
 */
async function promptShown({ queryClient }: ReturnType<typeof visit>): Promise<boolean> {
  await waitFor(() => expect(queryClient.getQueryState(checkinKeys.today(USER_ID))?.status).toBe('success'));
  await act(async () => {
    await import('./checkin-prompt-modal');
  });
  return screen.queryByRole('dialog') !== null;
}

describe('CheckinPromptGuard', () => {
  beforeEach(loadCheckinTexts);

  it('asks for the check-in over the app when it is due', async () => {
    visit();
    const dialog = await prompt();
    expect(dialog.textContent).toContain('Solo te llevará 30 segundos registrar cómo te sientes hoy.');
    expect(dialog.textContent).toContain('Disponible hasta las 23:00');
    expect(screen.getByRole('button', { name: 'Completar Check-in Ahora' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hacerlo más tarde' })).toBeTruthy();
  });

  it('says until when on the clock of the language read', async () => {
    await i18n.changeLanguage('en');
    visit();
    const dialog = await screen.findByRole('dialog', { name: 'Time for your Daily Check-in' });
    expect(dialog.textContent).toContain('Available until 11:00 PM');
  });

  it("'Completar Check-in Ahora' shows the full check-in screen instead of the app, then lets the person in", async () => {
    visit();
    await prompt();
    fireEvent.click(screen.getByRole('button', { name: 'Completar Check-in Ahora' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mi panel' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in Emocional Diario' })).toBeTruthy();

    const energy = await screen.findByRole('slider', { name: 'Energía' });
    fireEvent.keyDown(energy, { key: 'End' });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Motivación' }), { key: 'End' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar progreso' }));

    expect(await screen.findByText('¡Check-in completado!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '¡Ya completaste tu check-in hoy!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Mi panel' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers 'Hacerlo más tarde' from the full screen too, before it is done", async () => {
    visit();
    await prompt();
    fireEvent.click(screen.getByRole('button', { name: 'Completar Check-in Ahora' }));
    await screen.findByRole('slider', { name: 'Energía' });
    fireEvent.click(screen.getByRole('button', { name: 'Hacerlo más tarde' }));
    expect(await screen.findByRole('heading', { name: 'Mi panel' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(checkinPostponedStorageKey(USER_ID))).toBe(OPEN_TODAY.date);
  });

  it("'Hacerlo más tarde' lets the person in and keeps the prompt away for the rest of that day", async () => {
    const first = visit();
    await prompt();
    fireEvent.click(screen.getByRole('button', { name: 'Hacerlo más tarde' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Mi panel' })).toBeTruthy();
    expect(window.localStorage.getItem(checkinPostponedStorageKey(USER_ID))).toBe(OPEN_TODAY.date);
    first.unmount();

    const again = visit();
    expect(await promptShown(again)).toBe(false);
    again.unmount();

    const nextDay = visit('/dashboard', { today: { ...OPEN_TODAY, date: '2026-03-11' } });
    await prompt();
    nextDay.unmount();
  });

  it('reopens the check-in itself, answers in place, for answers begun that day (say, before the session lapsed)', async () => {
    const answers = {
      energy: 3,
      mental_pressure: 5,
      personal_concerns: 5,
      motivation: 8,
      work_modality: 'remote',
    };
    window.localStorage.setItem(
      checkinDraftStorageKey(USER_ID),
      JSON.stringify({ date: OPEN_TODAY.date, answers }),
    );
    visit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in Emocional Diario' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mi panel' })).toBeNull();
    const energy = await screen.findByRole('slider', { name: 'Energía' });
    expect(energy.getAttribute('aria-valuetext')).toBe('3 de 10');
    expect(screen.getByRole('radio', { name: 'Remoto' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar progreso' }));
    expect(await screen.findByRole('heading', { name: '¡Ya completaste tu check-in hoy!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Mi panel' })).toBeTruthy();
  });

  it('leaves answers begun that day for later once the person has put the check-in off', async () => {
    window.localStorage.setItem(
      checkinDraftStorageKey(USER_ID),
      JSON.stringify({
        date: OPEN_TODAY.date,
        answers: { energy: 3, mental_pressure: 5, personal_concerns: 5, motivation: 8 },
      }),
    );
    window.localStorage.setItem(checkinPostponedStorageKey(USER_ID), OPEN_TODAY.date);
    const view = visit();
    expect(await promptShown(view)).toBe(false);
    expect(screen.getByRole('heading', { name: 'Mi panel' })).toBeTruthy();
  });

  it('treats closing the prompt with Escape as doing it later', async () => {
    visit();
    const dialog = await prompt();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(checkinPostponedStorageKey(USER_ID))).toBe(OPEN_TODAY.date);
  });

  it.each([
    ['already completed', { ...OPEN_TODAY, completed: true, allowed: false }],
    ['not allowed', { ...OPEN_TODAY, allowed: false }],
    ["before the company's workday starts", { ...OPEN_TODAY, hour: 10, workdayStartHour: 11 }],
  ])('stays away when %s', async (_, today) => {
    const view = visit('/dashboard', { today });
    expect(await promptShown(view)).toBe(false);
    expect(screen.getByRole('heading', { name: 'Mi panel' })).toBeTruthy();
  });

  it('appears from the company’s own later start hour', async () => {
    visit('/dashboard', { today: { ...OPEN_TODAY, hour: 11, workdayStartHour: 11 } });
    expect(await prompt()).toBeTruthy();
  });

  it.each(['/onboarding', '/auth/callback', '/quick-checkin', '/super-admin/dashboard', '/landing'])(
    'is skipped on %s',
    async (path) => {
      expect(await promptShown(visit(path))).toBe(false);
    },
  );

  it('is skipped when forced by the query flag or the local-storage flag', async () => {
    const byQuery = visit('/dashboard?skipCheckin=1');
    expect(await promptShown(byQuery)).toBe(false);
    byQuery.unmount();

    window.localStorage.setItem(SKIP_CHECKIN_STORAGE_KEY, 'true');
    const byStorage = visit('/dashboard');
    expect(await promptShown(byStorage)).toBe(false);
  });

  it('only shows the app to someone signed out', async () => {
    const { server } = visit('/dashboard', { signedIn: false });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Mi panel' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
