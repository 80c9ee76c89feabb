import { and, eq, gte, lte } from 'drizzle-orm';
import {
  DEFAULT_CONFIDENTIALITY_THRESHOLD,
  DEFAULT_SCHEDULES,
  localParts,
  PAUSE_DAYS,
  RETRY_DELAYS_MINUTES,
  type TemplateContents,
} from '@tera/domain';
import type { Db } from '../db/database.ts';
import {
  dailyCheckins,
  emailSuppressions,
  notificationDeliveries,
  notificationPreferences,
  notificationSchedules,
  notificationTemplates,
} from '../db/schema/index.ts';
import { addDays, weekdayOf, zonedInstant } from '../platform/calendar.ts';
import { randomFor, type Random } from './seeded-random.ts';
import type { SeededPerson } from './seed-demo-people.ts';

export const DEMO_DELIVERY_DAYS = 14;

/** The demo company's own reminder: warmer than Tera's, and its default. */
export const DEMO_REMINDER_TEMPLATE: { name: string; content: TemplateContents } = {
  name: 'Recordatorio cercano',
  content: {
    es: {
      subject: '{{ firstName }}, un minuto para ti antes de empezar',
      html: `<p>Buenos días, {{ firstName }}:</p>
<p>En {{ company }} queremos saber cómo llegas hoy, {{ date }}. No hay respuestas buenas ni malas, y nadie ve las tuyas: tu equipo solo ve cifras de grupo.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ checkinLink }}" class="button">Contar cómo llego hoy</a></p>
<p class="quiet">¿Necesitas desconectar unos días? <a href="{{ pauseLink }}">Pausa los recordatorios una semana</a>.</p>`,
      text: `Buenos días, {{ firstName }}:

En {{ company }} queremos saber cómo llegas hoy, {{ date }}. No hay respuestas buenas ni malas, y nadie ve las tuyas: tu equipo solo ve cifras de grupo.
{% if message != blank %}
{{ message }}
{% endif %}
Contar cómo llego hoy: {{ checkinLink }}

¿Necesitas desconectar unos días? Pausa los recordatorios una semana: {{ pauseLink }}`,
    },
    en: {
      subject: '{{ firstName }}, a minute for you before the day starts',
      html: `<p>Good morning, {{ firstName }},</p>
<p>At {{ company }} we would like to know how you are arriving today, {{ date }}. There are no right or wrong answers, and nobody sees yours: your team only sees group figures.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ checkinLink }}" class="button">Tell how I am today</a></p>
<p class="quiet">Need a few days off? <a href="{{ pauseLink }}">Pause reminders for a week</a>.</p>`,
      text: `Good morning, {{ firstName }},

At {{ company }} we would like to know how you are arriving today, {{ date }}. There are no right or wrong answers, and nobody sees yours: your team only sees group figures.
{% if message != blank %}
{{ message }}
{% endif %}
Tell how I am today: {{ checkinLink }}

Need a few days off? Pause reminders for a week: {{ pauseLink }}`,
    },
  },
};

export const DEMO_REMINDER_MESSAGE =
  'Esta semana cerramos el trimestre: si vas con el agua al cuello, dilo en tu check-in y lo hablamos.';

/** The people whose notifications tell a story: a bounced address, a pause, a phone. */
const BOUNCE_CANDIDATES = ['hugo', 'marta', 'laura', 'nerea', 'ivan'];
const PAUSED = 'pablo';
const PUSH = 'maria';

// What the dispatcher and the mail server write, so the demo's log reads like a real one.
export const MISSED_REASON = 'missed: nothing was sending at its time';
const NO_FIGURES_REASON = 'nothing to tell: no figures this week';
const TEMPORARY_FAILURE =
  '421 4.7.0 mx.demo.tera.local: Too many concurrent SMTP connections from this IP; try again later';
const bounceReason = (email: string) =>
  `Can't send mail - all recipients were rejected: 550 5.1.1 <${email}>: Recipient address rejected: User unknown in virtual mailbox table`;

const FAILURE_RATE = 0.03;
const GREYLIST_RATE = 0.05;
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

type DeliveryRow = typeof notificationDeliveries.$inferInsert;

/** The working days before today, oldest first: the days a reminder went out. */
function workingDaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  for (let date = addDays(today, -1); days.length < count; date = addDays(date, -1)) {
    const weekday = weekdayOf(date);
    if (weekday !== 0 && weekday !== 6) days.unshift(date);
  }
  return days;
}

function sentRow(random: Random, base: Omit<DeliveryRow, 'status'>, dueAt: Date): DeliveryRow {
  const createdAt = new Date(dueAt.getTime() + Math.floor(random.between(1, 20)) * SECOND_MS);
  if (random.next() < FAILURE_RATE) {
    const attempts = RETRY_DELAYS_MINUTES.length + 1;
    return {
      ...base,
      status: 'failed',
      attempts,
      reason: `gave up after ${attempts} attempts: ${TEMPORARY_FAILURE}`,
      createdAt,
    };
  }
  // Greylisted: the mail server asked for a second try, which went through.
  const greylisted = random.next() < GREYLIST_RATE;
  const delay = greylisted ? RETRY_DELAYS_MINUTES[0] * MINUTE_MS : 0;
  return {
    ...base,
    status: 'sent',
    attempts: greylisted ? 2 : 1,
    createdAt,
    sentAt: new Date(createdAt.getTime() + delay + Math.floor(random.between(1, 40)) * SECOND_MS),
  };
}

/**
 * The demo company's notifications as a few weeks of use leave them: its own reminder template as
 * the default, a message on the daily reminder, and a delivery log over the last working days —
 * reminders to whoever had not checked in, Monday digests to the leaders, a few mails the server
 * gave up on, an address that bounced (and is suppressed since), and one morning the server was
 * down. One person has paused reminders and one also receives them as a push.
 */
export async function seedDemoNotifications(
  db: Db,
  people: readonly SeededPerson[],
  now: Date,
  days = DEMO_DELIVERY_DAYS,
): Promise<number> {
  const members = people.filter((person) => person.companyId && !person.spec.isSuperAdmin);
  const companyId = members[0]?.companyId;
  if (!companyId) return 0;
  const timeZone = members[0]!.timeZone;
  // One sequence over people and days in their fixed order: the same log on every run.
  const random = randomFor('demo-notifications');
  const byKey = new Map(members.map((person) => [person.spec.key, person]));

  // As the default it is what the daily reminder, which names no template, sends.
  await db.insert(notificationTemplates).values({
    companyId,
    type: 'daily_reminder',
    ...DEMO_REMINDER_TEMPLATE,
    isDefault: true,
    createdAt: now,
    updatedAt: now,
  });
  const schedules = await db
    .select({ id: notificationSchedules.id, type: notificationSchedules.type })
    .from(notificationSchedules)
    .where(eq(notificationSchedules.companyId, companyId));
  const reminder = schedules.find((schedule) => schedule.type === 'daily_reminder')!;
  const digest = schedules.find((schedule) => schedule.type === 'weekly_digest')!;
  // The history below is seeded, not missed: the schedules count their occurrences from now on.
  await db
    .update(notificationSchedules)
    .set({ customMessage: DEMO_REMINDER_MESSAGE, dueFrom: now, updatedAt: now })
    .where(eq(notificationSchedules.id, reminder.id));
  await db.update(notificationSchedules).set({ dueFrom: now }).where(eq(notificationSchedules.id, digest.id));

  const today = localParts(now, timeZone).date;
  const dates = workingDaysBefore(today, days);
  const reminderDue = (date: string) =>
    zonedInstant(date, ...timeOf(DEFAULT_SCHEDULES.daily_reminder.time), timeZone);
  const checkins = await db
    .select({ userId: dailyCheckins.userId, date: dailyCheckins.checkInDate, at: dailyCheckins.createdAt })
    .from(dailyCheckins)
    .where(
      and(
        eq(dailyCheckins.companyId, companyId),
        gte(dailyCheckins.checkInDate, dates[0]!),
        lte(dailyCheckins.checkInDate, dates.at(-1)!),
      ),
    );
  // The reminder goes to whoever had not checked in that day by its time; most answer later on.
  const checkedIn = new Set(
    checkins.filter((row) => row.at <= reminderDue(row.date)).map((row) => `${row.userId}|${row.date}`),
  );
  const missed = (person: SeededPerson, date: string) => !checkedIn.has(`${person.userId}|${date}`);

  // Down on one morning near the middle of the fortnight.
  const downDate = dates[Math.floor(dates.length / 2)]!;
  // The bounce comes after a few reminders went through; nothing reaches the address since.
  const afterFirstDays = dates.slice(3).filter((date) => date !== downDate);
  const bounced = BOUNCE_CANDIDATES.map((key) => byKey.get(key))
    .map((person) => person && { person, date: afterFirstDays.find((date) => missed(person, date)) })
    .find((candidate) => candidate?.date);
  const pausedFrom = addDays(today, -2);

  const rows: DeliveryRow[] = [];
  for (const date of dates) {
    const dueAt = reminderDue(date);
    for (const person of members) {
      if (!missed(person, date)) continue;
      if (person.spec.key === PAUSED && date >= pausedFrom) continue;
      if (bounced && person === bounced.person && date > bounced.date!) continue;
      const base = {
        companyId,
        scheduleId: reminder.id,
        occurrenceKey: reminder.id,
        type: 'daily_reminder' as const,
        channel: 'email' as const,
        userId: person.userId,
        email: person.spec.email,
        occurrence: date,
      };
      if (date === downDate) {
        const noticedAt = new Date(dueAt.getTime() + 4 * 60 * MINUTE_MS);
        rows.push({ ...base, status: 'skipped', reason: MISSED_REASON, createdAt: noticedAt });
      } else if (bounced && person === bounced.person && date === bounced.date) {
        const createdAt = new Date(dueAt.getTime() + 5 * SECOND_MS);
        rows.push({
          ...base,
          status: 'bounced',
          attempts: 1,
          reason: bounceReason(person.spec.email),
          createdAt,
        });
      } else {
        rows.push(sentRow(random, base, dueAt));
      }
    }
  }

  const leaders = members.filter((person) =>
    members.some((member) => member.spec.leader === person.spec.key),
  );
  const reportsOf = (leader: SeededPerson) =>
    members.filter((member) => member.spec.leader === leader.spec.key);
  for (const date of dates.filter((day) => weekdayOf(day) === 1)) {
    const dueAt = zonedInstant(date, ...timeOf(DEFAULT_SCHEDULES.weekly_digest.time), timeZone);
    for (const leader of leaders) {
      const base = {
        companyId,
        scheduleId: digest.id,
        occurrenceKey: digest.id,
        type: 'weekly_digest' as const,
        channel: 'email' as const,
        userId: leader.userId,
        email: leader.spec.email,
        occurrence: date,
      };
      if (date === downDate) {
        rows.push({
          ...base,
          status: 'skipped',
          reason: MISSED_REASON,
          createdAt: new Date(dueAt.getTime() + 4 * 60 * MINUTE_MS),
        });
      } else if (reportsOf(leader).length < DEFAULT_CONFIDENTIALITY_THRESHOLD) {
        // A team below the threshold has no figures its leader's panel would show, so none are mailed.
        rows.push({ ...base, status: 'skipped', reason: NO_FIGURES_REASON, createdAt: dueAt });
      } else {
        rows.push(sentRow(random, base, dueAt));
      }
    }
  }
  await db.insert(notificationDeliveries).values(rows);

  if (bounced) {
    const bounce = rows.find((row) => row.status === 'bounced')!;
    await db.insert(emailSuppressions).values({
      email: bounced.person.spec.email.toLowerCase(),
      status: 'bounced',
      reason: bounce.reason!,
      createdAt: bounce.createdAt!,
    });
  }
  const paused = byKey.get(PAUSED);
  const push = byKey.get(PUSH);
  if (paused) {
    await db.insert(notificationPreferences).values({
      userId: paused.userId,
      type: 'daily_reminder',
      pausedUntil: addDays(pausedFrom, PAUSE_DAYS - 1),
      updatedAt: zonedInstant(pausedFrom, 8, 12, timeZone),
    });
  }
  if (push) {
    await db.insert(notificationPreferences).values({
      userId: push.userId,
      type: 'daily_reminder',
      email: true,
      push: true,
      updatedAt: zonedInstant(addDays(today, -9), 19, 40, timeZone),
    });
  }
  return rows.length;
}

function timeOf(time: string): [number, number] {
  const [hour, minute] = time.split(':').map(Number);
  return [hour ?? 0, minute ?? 0];
}
