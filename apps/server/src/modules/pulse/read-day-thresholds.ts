import { sql } from 'drizzle-orm';
import type { DayThresholds } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';

/** The company's threshold in force at the start of each day from `from` to `to`. */
export async function readDayThresholds(
  db: Db,
  companyId: string | null,
  from: string,
  to: string,
): Promise<DayThresholds> {
  if (!companyId) return new Map();
  const rows = await queryRows<{ day: string; threshold: number | null }>(
    db,
    sql`select day, threshold from tera_thresholds_by_day(${companyId}, ${from}, ${to})`,
  );
  return new Map(rows.flatMap((row) => (row.threshold === null ? [] : [[row.day, row.threshold]])));
}
