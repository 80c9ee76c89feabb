import type { DailyCheckin } from '@tera/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dailyCheckins } from '../../db/schema/index.ts';
import { presentCheckin } from './checkin-presenter.ts';

export const MAX_HISTORY_DAYS = 366;

/** The caller's own history between two local dates, inclusive, oldest first. */
export async function listOwnCheckins(options: {
  db: Db;
  userId: string;
  from: string;
  to: string;
}): Promise<DailyCheckin[]> {
  const rows = await options.db
    .select()
    .from(dailyCheckins)
    .where(
      and(
        eq(dailyCheckins.userId, options.userId),
        gte(dailyCheckins.checkInDate, options.from),
        lte(dailyCheckins.checkInDate, options.to),
      ),
    )
    .orderBy(asc(dailyCheckins.checkInDate));
  return rows.map(presentCheckin);
}
