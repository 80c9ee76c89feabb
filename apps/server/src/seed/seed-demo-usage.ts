import { hasPermission, type UsageDevice, type UsageEventType } from '@tera/domain';
import type { Db } from '../db/database.ts';
import { usageEvents, usageSessions } from '../db/schema/index.ts';
import { randomFor, type Random } from './seeded-random.ts';
import type { SeededPerson } from './seed-demo-people.ts';

const DAYS = 21;
const DAY_MS = 86_400_000;
const CHUNK = 500;

const EVERYONE = [
  '/dashboard',
  '/dashboard',
  '/dashboard',
  '/notes',
  '/wellbeing',
  '/empresa/:slug',
  '/privacy/usage',
];
const LEADERS = ['/panel-lider', '/panel-lider'];
const ADMINS = [
  '/empresa/:slug/admin',
  '/empresa/:slug/admin/employees',
  '/empresa/:slug/admin/analytics',
  '/empresa/:slug/admin/surveys',
  '/empresa/:slug/admin/reports',
  '/empresa/:slug/admin/usage',
];
const CLICKS = [
  'Hacer check-in',
  'Guardar',
  'Ver más',
  'Panel de Líder',
  'Exportar CSV',
  'Invitar empleados',
];
const DEVICES: UsageDevice[] = [
  { browser: 'Chrome', os: 'Windows', deviceType: 'desktop', screenSize: '1920x1080' },
  { browser: 'Safari', os: 'macOS', deviceType: 'desktop', screenSize: '1512x982' },
  { browser: 'Safari', os: 'iOS', deviceType: 'phone', screenSize: '390x844' },
  { browser: 'Chrome', os: 'Android', deviceType: 'phone', screenSize: '412x915' },
  { browser: 'Firefox', os: 'Linux', deviceType: 'desktop', screenSize: '1440x900' },
];

type SessionRow = typeof usageSessions.$inferInsert;
type EventRow = typeof usageEvents.$inferInsert;

/** A UUID drawn from the person's own sequence, so the demo's ids are the same on every run. */
function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (8 + Math.floor(random.next() * 4)).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

function screensOf(person: SeededPerson): string[] {
  const role = { role: person.spec.role };
  return [
    ...EVERYONE,
    ...(hasPermission(role, 'manager') ? LEADERS : []),
    ...(hasPermission(role, 'admin') ? ADMINS : []),
  ];
}

function planSession(person: SeededPerson, random: Random, start: Date, device: UsageDevice) {
  const sessionId = seededUuid(random);
  const screens = screensOf(person);
  const events: EventRow[] = [];
  let at = start.getTime();
  const event = (type: UsageEventType, screen: string, data: EventRow['data'] = null) =>
    events.push({
      id: seededUuid(random),
      sessionId,
      userId: person.userId,
      companyId: person.companyId,
      type,
      screen,
      data,
      occurredAt: new Date(at),
    });
  event('page_view', '/dashboard');
  at += 1_000;
  event('performance', '/dashboard', {
    loadMs: Math.round(random.between(450, 1900)),
    domContentLoadedMs: Math.round(random.between(200, 700)),
    firstByteMs: Math.round(random.between(40, 260)),
  });
  const views = Math.round(random.between(2, 9));
  for (let view = 0; view < views; view += 1) {
    at += Math.round(random.between(15_000, 120_000));
    const screen = random.pick(screens);
    event('page_view', screen);
    if (random.next() < 0.4) event('click', screen, { text: random.pick(CLICKS) });
  }
  const endedAt = new Date(at + Math.round(random.between(5_000, 60_000)));
  const session: SessionRow = {
    id: sessionId,
    userId: person.userId,
    companyId: person.companyId,
    startedAt: start,
    lastSeenAt: endedAt,
    endedAt,
    totalSeconds: Math.round((endedAt.getTime() - start.getTime()) / 1000),
    pageViews: views + 1,
    ...device,
  };
  return { session, events };
}

/**
 * Three weeks of visits for the demo company's people: most workdays one or two, in office hours,
 * rarely at weekends, each on the person's usual device. The same on every run.
 */
export function planDemoUsage(people: readonly SeededPerson[], now: Date) {
  const sessions: SessionRow[] = [];
  const events: EventRow[] = [];
  for (const person of people) {
    if (person.companyId === null || person.spec.isSuperAdmin) continue;
    const random = randomFor(`usage:${person.spec.email}`);
    const device = random.pick(DEVICES);
    for (let daysAgo = DAYS; daysAgo >= 1; daysAgo -= 1) {
      const day = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY_MS,
      );
      const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
      if (random.next() > (weekend ? 0.1 : 0.8)) continue;
      const visits = random.next() < 0.35 ? 2 : 1;
      for (let visit = 0; visit < visits; visit += 1) {
        const start = new Date(day.getTime() + Math.round(random.between(7, 17) * 3_600_000));
        const planned = planSession(person, random, start, device);
        sessions.push(planned.session);
        events.push(...planned.events);
      }
    }
  }
  return { sessions, events };
}

export async function seedDemoUsage(db: Db, people: readonly SeededPerson[], now: Date): Promise<number> {
  const { sessions, events } = planDemoUsage(people, now);
  for (let start = 0; start < sessions.length; start += CHUNK)
    await db.insert(usageSessions).values(sessions.slice(start, start + CHUNK));
  for (let start = 0; start < events.length; start += CHUNK)
    await db.insert(usageEvents).values(events.slice(start, start + CHUNK));
  return events.length;
}
