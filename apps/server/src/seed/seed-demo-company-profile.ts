import type { Db } from '../db/database.ts';
import { updateCompanySettings } from '../modules/companies/update-company-settings.ts';
import type { SeededPerson } from './seed-demo-people.ts';

const DAY_MS = 86_400_000;

/** A 64×64 PNG: the demo's teal tile with a white T. */
export const DEMO_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAApklEQVR42u3bsQ2AMAxFQS/A3gzAvtDRIBABIpn4IqWkeFdR5Ec0nmmZ18w3vj7Zg7uB/D38FcRo8U0Io8bfQhg9/hKhSvwpQmmAavEHBAAACgNUjd8RADz8MNsBAAAAAAAAAABI/yfYKwQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABeiXkr6KUoAAA2AxYjdkOWY+W3g6azxtMF1uStPRtIXt8tyaa/WAAAAABJRU5ErkJggg==';

/**
 * The demo company's own page: its description, contact, logo and support programme, set by its admin through the
 * same audited path the settings screen uses, so the screen shows who filled them in and when.
 */
export async function seedDemoCompanyProfile(db: Db, people: readonly SeededPerson[], now: Date) {
  const admin = people.find(({ spec }) => spec.role === 'admin' && spec.inCompany);
  if (!admin?.companyId) return;
  const author = { id: admin.userId, name: admin.spec.fullName };
  await updateCompanySettings(db, {
    companyId: admin.companyId,
    author,
    now: new Date(now.getTime() - 21 * DAY_MS),
    changes: {
      description:
        'Tera Demo cuida de su gente: producto, ventas y diseño hacen cada mañana su check-in de 30 segundos.',
      website: 'https://demo.tera.local',
      contactEmail: 'personas@demo.tera.local',
      logo: DEMO_LOGO,
    },
  });
  await updateCompanySettings(db, {
    companyId: admin.companyId,
    author,
    now: new Date(now.getTime() - 7 * DAY_MS),
    changes: {
      phone: '+34 910 000 000',
      address: 'Calle de Alcalá 1, 28014 Madrid',
      supportProgramme:
        'Programa de Apoyo al Empleado (PAE): 900 100 200, gratuito y confidencial, todos los días de 8:00 a 22:00.',
    },
  });
}
