import {
  CHECKIN_WINDOW_START_HOUR,
  isValidTimeZone,
  isWithinCheckinWindow,
  localParts,
  type DailyCheckin,
  type DayDynamic,
  type PersonalCondition,
  type SpecialSituation,
  type TodayCheckinRequest,
  type WorkModality,
} from '@tera/domain';
import { homeOf } from '../../auth/principal.ts';
import type { NamedStatement } from '../../db/database.ts';
import { presentCheckin } from './checkin-presenter.ts';

/**
 * The session, the person and the write in one statement. It stores only for a valid session of
 * an active person whose clock this instance already knows and whose check-in window is open;
 * `zone_source` names what decides that clock (the active company's settings, else the person's
 * own zone), so the date and the window are worked out here, by the domain's rules, for every
 * clock known, and the database merely picks the person's. It mirrors the principal's rule for
 * belonging to a company (`homeOf`); the tests hold the two to the same answers.
 */
export const CHECKIN_WITH_SESSION: NamedStatement = {
  name: 'tera_checkin_submit_with_session',
  text: `
with person as (
  select p.id as user_id,
    case when c.is_active then p.company_id end as company_id,
    case when c.is_active then 'company:' || c.settings::text else 'person:' || p.time_zone end as zone_source,
    p.company_id as profile_company_id, c.is_active as company_active, c.settings as company_settings,
    p.time_zone as profile_time_zone
  from auth_sessions s
  join user_profiles p on p.id = s.user_id and p.is_active
  left join companies c on c.id = p.company_id
  where s.token = $1 and s.expires_at > now()
), open_day as (
  select person.user_id, person.company_id, k.time_zone, k.day
  from person
  join unnest($2::text[], $3::text[], $4::text[]) as k(zone_source, time_zone, day)
    on k.zone_source = person.zone_source
), stored as (
  insert into daily_checkins (user_id, company_id, check_in_date, energy, mental_pressure,
    personal_concerns, motivation, work_modality, day_dynamics, personal_conditions,
    special_situations, submission_id, submitted_at)
  select user_id, company_id, day, $5::int, $6::int, $7::int, $8::int, $9::text, $10::text[],
    $11::text[], $12::text[], $13::uuid, $14::timestamptz
  from open_day
  on conflict (user_id, check_in_date) do update set
    energy = excluded.energy, mental_pressure = excluded.mental_pressure,
    personal_concerns = excluded.personal_concerns, motivation = excluded.motivation,
    work_modality = excluded.work_modality, day_dynamics = excluded.day_dynamics,
    personal_conditions = excluded.personal_conditions,
    special_situations = excluded.special_situations, submission_id = excluded.submission_id,
    submitted_at = excluded.submitted_at
  where extract(hour from daily_checkins.submitted_at at time zone (select time_zone from open_day)) < $15
  returning id, user_id, company_id, check_in_date, energy, mental_pressure, personal_concerns,
    motivation, variability, work_modality, day_dynamics, personal_conditions, special_situations,
    submission_id, created_at, submitted_at, (xmax = 0) as inserted
)
select person.zone_source, person.profile_company_id, person.company_active, person.company_settings,
  person.profile_time_zone, stored.*
from person left join stored on true`,
};

export interface CheckinWithSessionRow {
  zone_source: string;
  profile_company_id: string | null;
  company_active: boolean | null;
  company_settings: unknown;
  profile_time_zone: string;
  id: string | null;
  user_id: string;
  company_id: string | null;
  check_in_date: string;
  energy: number;
  mental_pressure: number;
  personal_concerns: number;
  motivation: number;
  variability: number | null;
  work_modality: WorkModality | null;
  day_dynamics: DayDynamic[] | null;
  personal_conditions: PersonalCondition[] | null;
  special_situations: SpecialSituation[] | null;
  submission_id: string | null;
  created_at: Date;
  submitted_at: Date;
  inserted: boolean;
}

/** More clocks than one instance meets in practice; past it the list starts again. */
const MAX_KNOWN_CLOCKS = 64;

/** The clocks this instance has met, each with the day it shows now if its window is open. */
export class KnownClocks {
  private readonly timeZones = new Map<string, string>();
  private readonly days = new Map<string, { minute: number; day: string | null }>();

  learn(row: CheckinWithSessionRow): void {
    const { timeZone } = homeOf({
      companyId: row.profile_company_id,
      companyActive: row.company_active,
      companySettings: row.company_settings,
      profileTimeZone: row.profile_time_zone,
    });
    if (!isValidTimeZone(timeZone)) return;
    if (this.timeZones.size >= MAX_KNOWN_CLOCKS) this.timeZones.clear();
    this.timeZones.set(row.zone_source, timeZone);
  }

  /** Each known clock whose check-in window is open at `now`, with its local date. */
  openAt(now: Date): { sources: string[]; timeZones: string[]; days: string[] } {
    const open = { sources: [] as string[], timeZones: [] as string[], days: [] as string[] };
    for (const [source, timeZone] of this.timeZones) {
      const day = this.openDayIn(timeZone, now);
      if (day === null) continue;
      open.sources.push(source);
      open.timeZones.push(timeZone);
      open.days.push(day);
    }
    return open;
  }

  // A zone's date and hour change only on a minute boundary, so one reading serves the minute.
  private openDayIn(timeZone: string, now: Date): string | null {
    const minute = Math.floor(now.getTime() / 60_000);
    const known = this.days.get(timeZone);
    if (known?.minute === minute) return known.day;
    const local = localParts(now, timeZone);
    const day = isWithinCheckinWindow(local.hour) ? local.date : null;
    this.days.set(timeZone, { minute, day });
    return day;
  }
}

/** The statement's parameters, in its placeholders' order. */
export function checkinWithSessionValues(
  token: string,
  open: ReturnType<KnownClocks['openAt']>,
  body: TodayCheckinRequest,
  now: Date,
): unknown[] {
  return [
    token,
    open.sources,
    open.timeZones,
    open.days,
    body.energy,
    body.mental_pressure,
    body.personal_concerns,
    body.motivation,
    body.work_modality,
    body.day_dynamics,
    body.personal_conditions,
    body.special_situations,
    body.submission_id,
    now,
    CHECKIN_WINDOW_START_HOUR,
  ];
}

/** The stored check-in of a row that has one, as the API shows it. */
export function storedCheckinOf(row: CheckinWithSessionRow): DailyCheckin | null {
  if (row.id === null) return null;
  return presentCheckin({
    id: row.id,
    userId: row.user_id,
    companyId: row.company_id,
    checkInDate: row.check_in_date,
    energy: row.energy,
    mentalPressure: row.mental_pressure,
    personalConcerns: row.personal_concerns,
    motivation: row.motivation,
    variability: row.variability,
    workModality: row.work_modality,
    dayDynamics: row.day_dynamics,
    personalConditions: row.personal_conditions,
    specialSituations: row.special_situations,
    submissionId: row.submission_id,
    createdAt: row.created_at,
    submittedAt: row.submitted_at,
  });
}
