import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, SKIP_CHECKIN_STORAGE_KEY } from '@tera/domain';
import { expectAccessible } from './support/accessibility.ts';
import { demoJourneys } from './support/demo-journeys.ts';
import { DESKTOP, PHONE, signedInByApi } from './support/demo-session.ts';
import { madridToday } from './support/madrid-clock.ts';

const TODAY = madridToday();
const FIXED_NOW = `${TODAY}T10:00:00+01:00`;
const WAIT = { timeout: 15_000 };
// A name the demo catalogue does not use, so the journey's assignment is the only one of it.
const TRAINING = 'Taller de feedback';

describe('trainings and career plans', () => {
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

  it('the leader plans a report’s career and assigns a training, which the report completes', async () => {
    const carlos = await signedIn('carlos@demo.tera.local');
    await open(carlos, '/career-plan', 'Plan de carrera');
    await carlos.getByLabel('Plan de', { exact: true }).selectOption({ label: 'María Sánchez' });
    await carlos.getByRole('heading', { name: 'Plan de María Sánchez' }).waitFor(WAIT);
    await carlos
      .getByText('Por favor, completa el puesto actual y el objetivo antes de generar recomendaciones')
      .waitFor(WAIT);
    await carlos.getByLabel('Puesto actual').fill('Desarrolladora');
    await carlos.getByLabel('Puesto objetivo').fill('Jefa de equipo de producto');
    await carlos.getByLabel('Plazo estimado').selectOption({ label: '12 meses' });
    await carlos.getByLabel(/^Habilidades asignadas/).fill('Arquitectura\nPresentaciones');
    await carlos.getByRole('button', { name: 'Guardar el plan' }).click();
    await carlos.getByText('Plan de María Sánchez guardado.').waitFor(WAIT);
    await carlos.getByRole('button', { name: 'Generar recomendaciones' }).click();
    const skills = carlos
      .locator('section')
      .filter({ has: carlos.getByRole('heading', { name: 'Habilidades que desarrollar' }) });
    await skills.getByText('Liderazgo de equipos').waitFor(WAIT);
    const trainings = carlos
      .locator('section')
      .filter({ has: carlos.getByRole('heading', { name: 'Formaciones del catálogo' }) });
    await trainings.getByText('Liderazgo de equipos').waitFor(WAIT);
    await carlos.getByText(/^Hasta el mes 12:/).waitFor(WAIT);
    await expectAccessible(carlos);

    await open(carlos, '/trainings', 'Gestión de formación');
    const assign = carlos.getByRole('region', { name: 'Asignar una formación' });
    await assign.getByLabel('Persona', { exact: true }).selectOption({ label: 'María Sánchez' });
    await assign.getByLabel(/^Nombre de la formación/).fill(TRAINING);
    await assign.getByLabel(/^Tipo de asignación/).selectOption({ label: 'Obligatoria' });
    await assign.getByLabel(/^Duración \(horas\)/).fill('3');
    await assign.getByLabel(/^Fecha límite/).fill(addDays(TODAY, 14));
    await assign.getByRole('button', { name: 'Asignar', exact: true }).click();
    await carlos.getByText(`«${TRAINING}» asignada a María Sánchez.`).waitFor(WAIT);
    await expectAccessible(carlos);

    const maria = await signedIn('maria@demo.tera.local', PHONE);
    await open(maria, '/my-trainings', 'Mis formaciones');
    await maria.getByRole('button', { name: `Empezar ${TRAINING}` }).click();
    await maria.getByText(`Has empezado «${TRAINING}».`).waitFor(WAIT);
    await maria.getByRole('button', { name: `Completar ${TRAINING}` }).click();
    await maria.getByText(`Has completado «${TRAINING}».`).waitFor(WAIT);
    const done = maria.locator('li').filter({ has: maria.getByRole('heading', { name: TRAINING }) });
    await done.getByText('Completada', { exact: true }).waitFor(WAIT);
    await expectAccessible(maria);

    await open(maria, '/career-plan', 'Plan de carrera');
    await maria.getByText('Jefa de equipo de producto').waitFor(WAIT);
  });
});
