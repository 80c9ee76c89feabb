import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../testing/render';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { CompanyProvider } from '../../../lib/company/company-context';
import { me, profile } from '../../../testing/dashboard-server';
import { apiError } from '../../../testing/fake-api';
import { FakeEventSource, leaderServer, loadLeaderPanelTexts, team, TODAY } from '../testing/leader-server';
import { LeaderPanelPage } from './leader-panel-page';

/** The machine running the suite is shared; a page's first data can take a few seconds. */
const WAIT = { timeout: 5000 };

function renderPanel() {
  return renderRoutes(
    [
      {
        path: '/panel-lider',
        element: (
          <AuthProvider>
            <CompanyProvider>
              <LeaderPanelPage />
            </CompanyProvider>
          </AuthProvider>
        ),
      },
    ],
    '/panel-lider',
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('LeaderPanelPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T11:00:00+01:00`));
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    await loadLeaderPanelTexts();
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('es');
  });

  it("shows today's team figures, alerts, tags and members, figures only for those who share", async () => {
    leaderServer();
    renderPanel();
    const today = await screen.findByRole('region', { name: 'Hoy en tu equipo' }, WAIT);
    expect(within(today).getByText('Han respondido 5 de 7 personas')).toBeTruthy();
    expect(within(today).getByText('TeraPulse 58 de 100, Bueno')).toBeTruthy();
    expect(within(today).getByText('4.8/10')).toBeTruthy();
    const bands = within(today).getByRole('region', { name: 'Reparto por nivel' });
    expect(within(bands).getByText('Crítico').parentElement?.textContent).toContain('2');

    expect(
      within(region('Avisos')).getByText(/Elena Torres lleva tres días seguidos en nivel Crítico/),
    ).toBeTruthy();
    // The cards below the fold render after the first paint.
    const tags = await screen.findByRole('region', { name: 'TeraPulse por contexto' }, WAIT);
    expect(within(tags).getByText('Muchas reuniones')).toBeTruthy();
    expect(within(tags).getByText('-14 puntos')).toBeTruthy();
    expect(within(tags).getByText('Sin suficientes respuestas para mostrar: Dormí mal.')).toBeTruthy();

    const members = within(region('Tu equipo'));
    expect(members.getByText('Hoy: TeraPulse 19')).toBeTruthy();
    expect(members.getByText('Sin check-in hoy')).toBeTruthy();
    expect(members.getByText(/^Último check-in el .+: TeraPulse 71$/)).toBeTruthy();
    const pablo = members.getByText('Pablo Romero').closest('li')!;
    expect(within(pablo).getByText('No comparte sus check-ins')).toBeTruthy();
    expect(within(pablo).queryByText(/Hoy/)).toBeNull();
  });

  it('says there are not enough answers wherever a figure is withheld', async () => {
    const withheld = team();
    withheld.today = {
      ...withheld.today,
      answered: 2,
      counted: 0,
      pulse: null,
      band: null,
      indicators: null,
      withheld: 'not-enough-answers',
      distribution: { counts: null, counted: 0, withheld: 'not-enough-answers' },
    };
    withheld.trend = withheld.trend.map((day) => ({
      ...day,
      counted: 0,
      pulse: null,
      band: null,
      indicators: null,
      withheld: 'not-enough-answers' as const,
    }));
    leaderServer({ team: withheld });
    renderPanel();
    const today = await screen.findByRole('region', { name: 'Hoy en tu equipo' }, WAIT);
    expect(within(today).getAllByText('No hay suficientes respuestas')).toHaveLength(2);
    expect(within(today).getByText(/al menos 3 personas/)).toBeTruthy();
    const trend = await screen.findByRole('region', { name: 'TeraPulse del equipo, últimos 30 días' }, WAIT);
    expect(within(trend).getByText(/Ningún día de este periodo/)).toBeTruthy();
    expect(
      within(region('Calendario emocional del equipo')).getByRole('gridcell', {
        name: 'martes, 10 de marzo: no hay suficientes respuestas',
      }),
    ).toBeTruthy();
  });

  /** Today with some answers held back by the release in batches, as the API may send it. */
  const heldBack = (answered: number, counted: number) => {
    const held = team();
    held.today = { ...held.today, answered, counted };
    return held;
  };

  it('says plainly why the latest answers are not in the figures, once the whole team has answered', async () => {
    leaderServer({ team: heldBack(7, 4) });
    renderPanel();
    const today = await screen.findByRole('region', { name: 'Hoy en tu equipo' }, WAIT);
    expect(within(today).getByText('Han respondido 7 de 7 personas')).toBeTruthy();
    expect(
      within(today).getByText(
        'Las cifras de hoy incluyen 4 de las 7 respuestas. Para que nadie pueda deducir la respuesta de una ' +
          'persona, las respuestas se suman a las cifras en grupos de al menos 3 personas. Como ya ha ' +
          'respondido todo el equipo, las 3 respuestas más recientes no se sumarán a las cifras de hoy.',
      ),
    ).toBeTruthy();
    expect(within(today).queryByText(/primeras/)).toBeNull();
  });

  it('says the latest answers join once enough others have answered', async () => {
    leaderServer({ team: heldBack(6, 4) });
    renderPanel();
    const today = await screen.findByRole('region', { name: 'Hoy en tu equipo' }, WAIT);
    expect(
      within(today).getByText(
        /Las 2 respuestas más recientes se sumarán cuando hayan respondido suficientes personas más\.$/,
      ),
    ).toBeTruthy();
  });

  it('says in English why the latest answers are not in the figures', async () => {
    await i18n.changeLanguage('en');
    leaderServer({ team: heldBack(7, 6) });
    renderPanel();
    const today = await screen.findByRole('region', { name: 'Your team today' }, WAIT);
    expect(
      within(today).getByText(
        "Today's figures include 6 of the 7 answers. So that nobody's answer can be worked out, answers " +
          'join the figures in groups of at least 3 people. As the whole team has answered, the latest ' +
          "answer will not join today's figures.",
      ),
    ).toBeTruthy();
  });

  it('says an answer just made may still be waiting while part of the team has not answered', async () => {
    leaderServer();
    renderPanel();
    const today = await screen.findByRole('region', { name: 'Hoy en tu equipo' }, WAIT);
    expect(within(today).getByText('Han respondido 5 de 7 personas')).toBeTruthy();
    expect(
      within(today).getByText(
        /Si alguien acaba de responder y aún no aparece, se sumará cuando hayan respondido suficientes personas más\.$/,
      ),
    ).toBeTruthy();
  });

  it('takes in a team member’s check-in from the live stream without a reload', async () => {
    const { calls } = leaderServer();
    renderPanel();
    const today = await screen.findByRole('region', { name: 'Hoy en tu equipo' }, WAIT);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe('/api/v1/team/events');
    act(() => {
      stream.onopen?.();
      stream.emit('team-today', {
        ...team().today,
        answered: 6,
        counted: 6,
        pulse: 61,
        band: 'good',
        distribution: { counts: { excellent: 1, good: 3, critical: 2 }, counted: 6, withheld: null },
      });
    });
    expect(await within(today).findByText('Han respondido 6 de 7 personas')).toBeTruthy();
    expect(within(today).getByText('TeraPulse 61 de 100, Bueno')).toBeTruthy();
    expect(within(today).getByText('En directo')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/v1/team/pulse')).toHaveLength(1);
  });

  it('is refused to someone who neither leads nor has reports', async () => {
    leaderServer({ person: me(profile()) });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Acceso Restringido' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Líder, Mánager, Director, CEO')).toBeTruthy();
  });

  it("shows a person without a company what a team gets, behind 'Funcionalidad Empresarial'", async () => {
    const { calls } = leaderServer({
      person: me(profile({ companyId: null, reportsTo: null }), { company: null }),
    });
    const { router } = renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Funcionalidad Empresarial' }, WAIT);
    expect(within(dialog).getByRole('link', { name: 'Crear Empresa' }).getAttribute('href')).toBe(
      '/company-onboarding',
    );
    expect(within(dialog).getByRole('link', { name: 'Más Información' }).getAttribute('href')).toBe(
      '/landing',
    );
    fireEvent.click(within(dialog).getByText('Cancelar', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('TeraPulse del equipo en directo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ver por qué no está disponible' }));
    expect(await screen.findByRole('dialog', { name: 'Funcionalidad Empresarial' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/panel-lider');
    expect(calls.some((call) => call.path.startsWith('/api/v1/team/'))).toBe(false);
  });

  it('analyses the team on request and writes each finding as a sentence', async () => {
    leaderServer();
    renderPanel();
    const card = await screen.findByRole('region', { name: /Análisis rápido del equipo/ }, WAIT);
    fireEvent.click(within(card).getByRole('button', { name: 'Analizar equipo' }));
    expect(
      await within(card).findByText('El TeraPulse del equipo baja unos 2.5 puntos por semana.', {}, WAIT),
    ).toBeTruthy();
    expect(within(card).getByText('La mayor bajada fue el 2 mar: de 68 a 51.')).toBeTruthy();
    expect(
      within(card).getByText(
        'Presión mental ha empeorado: de 4.1 a 5.6 de media entre la primera y la segunda mitad del periodo.',
      ),
    ).toBeTruthy();
    expect(
      within(card).getByText(
        'Los check-ins con «Muchas reuniones» tienen un TeraPulse 14 puntos más bajo que el resto.',
      ),
    ).toBeTruthy();
  });

  it('writes the analysis in English too', async () => {
    await i18n.changeLanguage('en');
    leaderServer();
    renderPanel();
    const card = await screen.findByRole('region', { name: /Quick team analysis/ }, WAIT);
    fireEvent.click(within(card).getByRole('button', { name: 'Analyse team' }));
    expect(
      await within(card).findByText("The team's TeraPulse is falling by about 2.5 points a week.", {}, WAIT),
    ).toBeTruthy();
    expect(
      within(card).getByText(
        'Check-ins with “Lots of meetings” have a TeraPulse 14 points lower than the rest.',
      ),
    ).toBeTruthy();
  });

  it('opens the upgrade dialog instead of analysing on the starter plan', async () => {
    const { calls } = leaderServer({ plan: 'starter' });
    renderPanel();
    const card = await screen.findByRole('region', { name: /Análisis rápido del equipo/ }, WAIT);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/companies/acme')).toBe(true));
    fireEvent.click(within(card).getByRole('button', { name: 'Analizar equipo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Funcionalidad Requiere Plan Superior' }, WAIT);
    expect(within(dialog).getByText('Starter')).toBeTruthy();
    expect(within(dialog).getByText('Professional')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/team/analysis')).toBe(false);
  });

  it('answers a question through the assistant', async () => {
    const { calls } = leaderServer();
    renderPanel();
    const card = await screen.findByRole('region', { name: /Asistente del equipo/ }, WAIT);
    fireEvent.change(within(card).getByLabelText('Tu pregunta'), {
      target: { value: '¿Cómo bajo la presión?' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Preguntar' }));
    expect(
      await within(card).findByText('Reservad los martes por la tarde sin reuniones.', {}, WAIT),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      question: '¿Cómo bajo la presión?',
    });
  });

  it('says the AI service is down for now and lets the same question be asked again', async () => {
    let providerDown = true;
    const { calls } = leaderServer({
      override: (call) =>
        call.path === '/api/v1/team/assistant' && providerDown
          ? apiError(503, 'AI_SERVICE_UNAVAILABLE')
          : undefined,
    });
    renderPanel();
    const card = await screen.findByRole('region', { name: /Asistente del equipo/ }, WAIT);
    fireEvent.change(within(card).getByLabelText('Tu pregunta'), {
      target: { value: '¿Cómo bajo la presión?' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Preguntar' }));
    const failure = await within(card).findByRole('alert', {}, WAIT);
    expect(within(failure).getByText('El servicio de IA no está disponible temporalmente.')).toBeTruthy();
    expect(within(card).queryByText('Asistente no disponible')).toBeNull();
    expect(within(card).queryByText(/no tiene configurado un proveedor de IA/)).toBeNull();

    providerDown = false;
    expect((within(card).getByLabelText('Tu pregunta') as HTMLTextAreaElement).value).toBe(
      '¿Cómo bajo la presión?',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Preguntar' }));
    expect(
      await within(card).findByText('Reservad los martes por la tarde sin reuniones.', {}, WAIT),
    ).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/v1/team/assistant')).toHaveLength(2);
  });

  it('says in English that the AI service is down for now, keeping the question', async () => {
    await i18n.changeLanguage('en');
    leaderServer({
      override: (call) =>
        call.path === '/api/v1/team/assistant' ? apiError(503, 'AI_SERVICE_UNAVAILABLE') : undefined,
    });
    renderPanel();
    const card = await screen.findByRole('region', { name: /Team assistant/ }, WAIT);
    fireEvent.change(within(card).getByLabelText('Your question'), {
      target: { value: 'How do I ease the pressure?' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Ask' }));
    const failure = await within(card).findByRole('alert', {}, WAIT);
    expect(within(failure).getByText('The AI service is temporarily unavailable.')).toBeTruthy();
    expect(within(card).queryByText('Assistant unavailable')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Ask' })).toBeTruthy();
  });

  it('says the assistant is unavailable when the server has no AI provider', async () => {
    leaderServer({ aiAssistant: false });
    renderPanel();
    const card = await screen.findByRole('region', { name: /Asistente del equipo/ }, WAIT);
    expect(await within(card).findByText('Asistente no disponible', {}, WAIT)).toBeTruthy();
    expect(within(card).queryByLabelText('Tu pregunta')).toBeNull();
  });
});
