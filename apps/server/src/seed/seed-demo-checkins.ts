import {
  CHECKIN_SLIDER_MAX,
  CHECKIN_SLIDER_MIN,
  localParts,
  type DayDynamic,
  type PersonalCondition,
  type SpecialSituation,
  type WorkModality,
} from '@tera/domain';
import type { Db } from '../db/database.ts';
import { dailyCheckins } from '../db/schema/index.ts';
import { addDays, weekdayOf, zonedInstant } from '../platform/calendar.ts';
import { randomFor, type Random } from './seeded-random.ts';

export const DEMO_CHECKIN_DAYS = 90;

export interface DemoCheckinPerson {
  userId: string;
  /** Seeds the history: the database gives a new id every run, the address stays. */
  email: string;
  companyId: string | null;
  timeZone: string;
  /** Left without today's check-in, so whoever signs in as this person can make it. */
  keepTodayOpen?: boolean;
  /** A rough last few days, so the leader panel's alerts have something true to show. */
  struggling?: boolean;
  /** Leaders' teams share a mood: a team in a rough patch drags its people down together. */
  teamMood?: 'steady' | 'deadline';
}

interface Baseline {
  energy: number;
  pressure: number;
  concerns: number;
  motivation: number;
  modality: WorkModality;
}

const WORKDAY_PARTICIPATION = 0.85;
const WEEKEND_PARTICIPATION = 0.08;
const ROWS_PER_INSERT = 500;

function clampValue(value: number): number {
  return Math.min(CHECKIN_SLIDER_MAX, Math.max(CHECKIN_SLIDER_MIN, Math.round(value)));
}

function baselineFor(random: Random): Baseline {
  const modalities: WorkModality[] = ['remote', 'office', 'hybrid'];
  return {
    energy: 5.5 + random.between(-1.5, 2),
    pressure: 4.5 + random.between(-1.5, 2),
    concerns: 3.5 + random.between(-1, 2),
    motivation: 6 + random.between(-1.5, 2),
    modality: random.pick(modalities),
  };
}

/**
 * One plausible day for one person: values move with the weekday, the team's mood and the day's
 * circumstances, and the tags chosen are the circumstances that moved them.
 */
function demoDay(
  random: Random,
  base: Baseline,
  person: DemoCheckinPerson,
  weekday: number,
  daysAgo: number,
) {
  const dynamics: DayDynamic[] = [];
  const conditions: PersonalCondition[] = [];
  const situations: SpecialSituation[] = [];
  let energy = base.energy + random.between(-1.5, 1.5);
  let pressure = base.pressure + random.between(-1.5, 1.5);
  let concerns = base.concerns + random.between(-1, 1);
  let motivation = base.motivation + random.between(-1.5, 1.5);

  if (weekday === 1) energy -= 0.8;
  if (weekday === 5) motivation += 0.8;
  if ((weekday === 2 || weekday === 3) && random.next() < 0.5) {
    dynamics.push('many_meetings');
    pressure += 1.5;
    energy -= 0.7;
  } else if (random.next() < 0.35) {
    dynamics.push(random.next() < 0.5 ? 'individual_focus' : 'calm_day');
    pressure -= 1;
  }
  if (random.next() < 0.25) {
    dynamics.push('busy_day');
    pressure += 1;
  }
  if (random.next() < 0.2) dynamics.push('social_interaction');
  if (random.next() < 0.15) {
    conditions.push('bad_sleep');
    energy -= 2;
  } else if (random.next() < 0.3) {
    conditions.push('good_breakfast');
    energy += 0.7;
  }
  if (random.next() < 0.2) {
    conditions.push('motivated_start');
    motivation += 1;
  }
  if (random.next() < 0.1) {
    situations.push('achievement');
    motivation += 1.5;
  }
  if (random.next() < 0.07) {
    situations.push('stress_outside_work');
    concerns += 2.5;
  }
  if (random.next() < 0.12) situations.push('learning_something_new');
  if (random.next() < 0.05) {
    situations.push('important_error');
    pressure += 1.5;
    motivation -= 1;
  }
  if (person.teamMood === 'deadline' && daysAgo >= 10 && daysAgo <= 20) {
    pressure += 2.5;
    energy -= 1.5;
    dynamics.push('busy_day');
  }
  if (person.struggling && daysAgo <= 3) {
    energy = 2 + random.between(0, 1);
    pressure = 9;
    concerns = 8 + random.between(0, 2);
    motivation = 2 + random.between(0, 1);
    situations.push('stress_outside_work');
  }

  const modality: WorkModality =
    base.modality === 'hybrid' ? (weekday === 1 || weekday === 5 ? 'remote' : 'office') : base.modality;
  return {
    energy: clampValue(energy),
    mentalPressure: clampValue(pressure),
    personalConcerns: clampValue(concerns),
    motivation: clampValue(motivation),
    workModality: random.next() < 0.9 ? modality : null,
    dayDynamics: dynamics.length > 0 ? [...new Set(dynamics)] : null,
    personalConditions: conditions.length > 0 ? conditions : null,
    specialSituations: situations.length > 0 ? [...new Set(situations)] : null,
  };
}

/** Whether today's seeded check-in may exist yet: only ones made inside the window before now. */
function madeBeforeNow(madeAt: Date, now: Date): boolean {
  return madeAt.getTime() <= now.getTime();
}

/**
 * Ninety days of varied check-ins, deterministic per person, so the dashboards open on true
 * trends, calendars and alerts rather than on empty charts.
 */
export async function seedDemoCheckins(
  db: Db,
  people: readonly DemoCheckinPerson[],
  now: Date,
  days = DEMO_CHECKIN_DAYS,
): Promise<number> {
  const rows: (typeof dailyCheckins.$inferInsert)[] = [];
  for (const person of people) {
    const random = randomFor(person.email);
    const base = baselineFor(random);
    const today = localParts(now, person.timeZone).date;
    for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
      const date = addDays(today, -daysAgo);
      const weekday = weekdayOf(date);
      const weekend = weekday === 0 || weekday === 6;
      const answers =
        person.struggling && daysAgo <= 3 && daysAgo > 0
          ? true
          : random.next() < (weekend ? WEEKEND_PARTICIPATION : WORKDAY_PARTICIPATION);
      const values = demoDay(random, base, person, weekday, daysAgo);
      const madeAt = zonedInstant(
        date,
        9 + Math.floor(random.between(0, 8)),
        Math.floor(random.between(0, 60)),
        person.timeZone,
      );
      if (!answers) continue;
      if (daysAgo === 0 && (person.keepTodayOpen || !madeBeforeNow(madeAt, now))) continue;
      rows.push({
        userId: person.userId,
        companyId: person.companyId,
        checkInDate: date,
        ...values,
        createdAt: madeAt,
        submittedAt: madeAt,
      });
    }
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insert(dailyCheckins)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflictDoNothing();
  }
  return rows.length;
}
