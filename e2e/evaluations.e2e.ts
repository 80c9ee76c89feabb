import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SKIP_CHECKIN_STORAGE_KEY } from '@tera/domain';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE, signedInByApi } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const FIXED_NOW = `${madridToday()}T10:00:00+01:00`;
const WAIT = { timeout: 15_000 };
// A period the demo's own cycles do not use, so the journey's evaluation is the only one of it.
const PERIOD = 'Q-demo';

describe('evaluations and observations', () => {
  const tera = demoJourneys({ fixedNow: FIXED_NOW, embedded: true });

  async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
    const page = await signedInByApi(tera.browser, tera.server.url, email, { viewport });
    page.context().setDefaultTimeout(WAIT.timeout);
    await page
      .context()
      .addInitScript((key) => window.localStorage.setItem(key, 'true'), SKIP_CHECKIN_STORAGE_KEY);
    return page;
  }

  const open = async (page: Page, path: string, title: string) => {
    await page.goto(`${tera.server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
  };
  const card = (page: Page, heading: string) =>
    page.locator('li').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
  // A leader's evaluations are one line each until opened.
  const expand = (leaderCard: Locator) => leaderCard.locator('summary').first().click();

  it('the leader evaluates a report who self-assesses and acknowledges; the report sees only the shared observation', async () => {
    const carlos = await signedIn('carlos@demo.tera.local');
    await open(carlos, '/evaluations', 'Evaluaciones de desempeño');
    await carlos.getByLabel('Persona').first().selectOption({ label: 'Javier López' });
    await carlos.getByLabel(/^Periodo/).fill(PERIOD);
    await carlos.getByRole('button', { name: 'Empezar', exact: true }).click();
    const leaderCard = card(carlos, `Javier López · ${PERIOD}`);
    await leaderCard.getByText('Pendiente', { exact: true }).waitFor(WAIT);

    const javier = await signedIn('javier@demo.tera.local', PHONE);
    await open(javier, '/evaluations', 'Evaluaciones de desempeño');
    const ownCard = card(javier, `Periodo ${PERIOD}`);
    await ownCard.getByLabel(/^Autoevaluación/).fill('Un trimestre en el que aprendí a delegar.');
    await ownCard.getByRole('button', { name: 'Guardar la autoevaluación' }).click();
    await javier.getByText('Autoevaluación guardada.').waitFor(WAIT);
    await expectAccessible(javier);

    await carlos.reload();
    await expand(leaderCard);
    await leaderCard.getByText('Un trimestre en el que aprendí a delegar.').waitFor(WAIT);
    await expectAccessible(carlos);
    for (const [label, score] of [
      ['Objetivos', '4'],
      ['Trabajo en equipo', '5'],
      ['Compromiso', '4'],
      ['Adaptabilidad', '4'],
      ['Resolución de problemas', '3'],
      ['Comunicación', '4'],
    ] as const) {
      await leaderCard.getByLabel(label, { exact: true }).selectOption(score);
    }
    await leaderCard.getByLabel('Logros').fill('Llevó la demo del trimestre de principio a fin.');
    await leaderCard.getByRole('button', { name: 'Guardar la evaluación' }).click();
    await leaderCard.getByText('Borrador', { exact: true }).waitFor(WAIT);
    await leaderCard.getByRole('button', { name: 'Enviar para aprobación' }).click();
    await leaderCard.getByText('Enviada', { exact: true }).waitFor(WAIT);

    const ana = await signedIn('ana@demo.tera.local');
    await open(ana, '/evaluations', 'Evaluaciones de desempeño');
    const approval = card(ana, `Javier López · ${PERIOD} (evalúa Carlos Martín)`);
    await approval.getByRole('button', { name: 'Aprobar' }).click();
    await approval.getByText('Aprobada', { exact: true }).waitFor(WAIT);
    await ana.context().close();

    await carlos.reload();
    await expand(leaderCard);
    await leaderCard.getByRole('button', { name: 'Completar y entregar' }).click();
    await leaderCard.getByText('Completada', { exact: true }).waitFor(WAIT);

    await javier.reload();
    await ownCard.getByText('Valoración global: 4 de 5').waitFor(WAIT);
    await ownCard.getByText('Llevó la demo del trimestre de principio a fin.').waitFor(WAIT);
    await ownCard.getByLabel('Comentario (opcional)').fill('Gracias, lo hablamos en el uno a uno.');
    await ownCard.getByRole('button', { name: 'Confirmar que la he leído' }).click();
    await ownCard.getByText('Confirmaste que la leíste.').waitFor(WAIT);

    await open(carlos, '/observations', 'Observaciones de liderazgo');
    for (const [visibility, text] of [
      ['shared', 'Presentó la demo con mucha claridad.'],
      ['private', 'Revisar con él la carga de trabajo.'],
    ] as const) {
      await carlos.getByLabel('Persona').selectOption({ label: 'Javier López' });
      await carlos.getByLabel(/^Visibilidad/).selectOption(visibility);
      await carlos.getByLabel('Texto (opcional)').fill(text);
      await carlos.getByRole('button', { name: 'Guardar la observación' }).click();
      await carlos.getByText(text).waitFor(WAIT);
    }
    await expectAccessible(carlos);
    await carlos.context().close();

    await open(javier, '/observations', 'Observaciones de liderazgo');
    await javier.getByText('Presentó la demo con mucha claridad.').waitFor(WAIT);
    // The list arrives whole: with the shared observation shown, the private one is not in it.
    expect(await javier.getByText('Revisar con él la carga de trabajo.').count()).toBe(0);
    await expectAccessible(javier);
    await javier.context().close();
  });
});
