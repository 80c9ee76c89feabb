import { and, eq, gte, lte } from 'drizzle-orm';
import { isCheckinAllowed, isCheckinCompleted, localParts, type TodayCheckin } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { dailyCheckins, leaveRequests } from '../../db/schema/index.ts';
import type { CheckinOwner } from './checkin-owner.ts';
import { presentCheckin } from './checkin-presenter.ts';

export async function readTodayCheckin(options: {
  db: Db;
  owner: CheckinOwner;
  now: Date;
  workdayStartHour: number;
}): Promise<TodayCheckin> {
  const { db, owner, now } = options;
  const today = localParts(now, owner.timeZone);
  const [row] = await db
    .select()
    .from(dailyCheckins)
    .where(and(eq(dailyCheckins.userId, owner.userId), eq(dailyCheckins.checkInDate, today.date)))
    .limit(1);
  const [leave] = await db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.userId, owner.userId),
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.startDate, today.date),
        gte(leaveRequests.endDate, today.date),
      ),
    )
    .limit(1);
  const checkin = row ? presentCheckin(row) : null;
  const completed = isCheckinCompleted({ stored: checkin, today: today.date, timeZone: owner.timeZone });
  return {
    date: today.date,
    hour: today.hour,
    workdayStartHour: options.workdayStartHour,
    checkin,
    completed,
    allowed: isCheckinAllowed({ completed, hour: today.hour }),
    onLeave: leave !== undefined,
  };
}
