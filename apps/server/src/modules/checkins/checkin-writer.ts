import { getTableColumns, sql } from 'drizzle-orm';
import { CHECKIN_WINDOW_START_HOUR } from '@tera/domain';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { dailyCheckins } from '../../db/schema/index.ts';
import { groupedWrites } from '../../platform/grouped-writes.ts';
import { checkinUpsert, checkinUpsertParameters, type CheckinUpsertInput } from './submit-today-checkin.ts';

/** A check-in to store, as the one-row upsert takes it. */
export type CheckinWrite = Omit<CheckinUpsertInput, 'db'>;
/** The row stored, or nothing when the day's check-in was already completed. */
export type StoredCheckinRow = Awaited<ReturnType<typeof checkinUpsert>>[number];

export interface CheckinWriter {
  store(write: CheckinWrite): Promise<StoredCheckinRow | undefined>;
}

/**
 * Statements in flight at once, as for usage batches
 * (docs/decisions/036-check-ins-written-together.md).
 */
const WRITES_AT_ONCE = 2;
/** Check-ins one statement takes. */
const CHECKINS_PER_WRITE = 100;

const COLUMNS = getTableColumns(dailyCheckins);

/** A row as the database returns it, mapped as the one-row upsert's rows are. */
function mapped(raw: Record<string, unknown>): StoredCheckinRow {
  const row: Record<string, unknown> = { inserted: raw.inserted };
  for (const [key, column] of Object.entries(COLUMNS)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as StoredCheckinRow;
}

/**
 * Many people's check-ins by one statement, with the one-row upsert's rule for each: a new row, or
 * one made before the window opened overwritten in the owner's time zone, or nothing for a day
 * already completed. The rows come as one JSON parameter, so the text is the same for any number.
 */
async function upsertMany(database: Database, writes: readonly CheckinWrite[]) {
  const rows = writes.map((write) => {
    const p = checkinUpsertParameters({ db: database.db, ...write });
    return {
      user_id: p.userId,
      company_id: p.companyId,
      check_in_date: p.date,
      energy: p.energy,
      mental_pressure: p.mentalPressure,
      personal_concerns: p.personalConcerns,
      motivation: p.motivation,
      work_modality: p.workModality,
      day_dynamics: p.dayDynamics,
      personal_conditions: p.personalConditions,
      special_situations: p.specialSituations,
      submission_id: p.submissionId,
      submitted_at: p.madeAt.toISOString(),
      time_zone: p.timeZone,
    };
  });
  const stored = await queryRows<Record<string, unknown>>(
    database.db,
    sql`with input as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(user_id text, company_id uuid,
          check_in_date text, energy integer, mental_pressure integer, personal_concerns integer,
          motivation integer, work_modality text, day_dynamics text[], personal_conditions text[],
          special_situations text[], submission_id uuid, submitted_at timestamptz, time_zone text))
      insert into daily_checkins as d (user_id, company_id, check_in_date, energy, mental_pressure,
        personal_concerns, motivation, work_modality, day_dynamics, personal_conditions, special_situations,
        submission_id, submitted_at)
      select user_id, company_id, check_in_date, energy, mental_pressure, personal_concerns, motivation,
        work_modality, day_dynamics, personal_conditions, special_situations, submission_id, submitted_at
      from input
      on conflict (user_id, check_in_date) do update set energy = excluded.energy,
        mental_pressure = excluded.mental_pressure, personal_concerns = excluded.personal_concerns,
        motivation = excluded.motivation, work_modality = excluded.work_modality,
        day_dynamics = excluded.day_dynamics, personal_conditions = excluded.personal_conditions,
        special_situations = excluded.special_situations, submission_id = excluded.submission_id,
        submitted_at = excluded.submitted_at
      where extract(hour from d.submitted_at at time zone
        (select time_zone from input
          where input.user_id = excluded.user_id and input.check_in_date = excluded.check_in_date))
        < ${CHECKIN_WINDOW_START_HOUR}
      returning d.*, (xmax = 0) as inserted`,
  );
  const byKey = new Map(stored.map((raw) => [`${String(raw.user_id)} ${String(raw.check_in_date)}`, raw]));
  return writes.map((write) => {
    const raw = byKey.get(`${write.owner.userId} ${write.date}`);
    return raw ? mapped(raw) : undefined;
  });
}

/**
 * Check-ins that arrive together are stored by one statement (`groupedWrites`): at nine, when a
 * company opens the app at once, one round trip and one commit serve many people.
 */
export function createCheckinWriter(database: Database): CheckinWriter {
  const store = groupedWrites<CheckinWrite, StoredCheckinRow | undefined>({
    writesAtOnce: WRITES_AT_ONCE,
    perWrite: CHECKINS_PER_WRITE,
    writeMany: (writes) => upsertMany(database, writes),
    writeOne: async (write) => (await checkinUpsert({ db: database.db, ...write }))[0],
    keyOf: (write) => `${write.owner.userId} ${write.date}`,
  });
  return { store };
}
