import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { groupByDate } from '../../platform/calendar.ts';
import {
  latestToRead,
  readLatestAnswers,
  releaseOf,
  type AnswerRow,
  type CompanyDayRelease,
} from '../companies/company-pulse.ts';
import { readSeen } from '../companies/company-day-totals.ts';
import type { GroupDayRow } from '../companies/group-day-totals.ts';

/** The company's release of a day as it stood when the day ended. */
export interface DayEndRelease {
  /** Unseen answers it released. */
  unseen: number;
  /** Answers stored by the day's end that it held back. */
  heldBack: readonly AnswerRow[];
}

/**
 * Each day's company release over the answers stored by its end, by the same rule as the release
 * now (`releaseOf`): the figure the teams and departments of a closed day are judged beside and
 * summed from. Answers that arrive later join the company's figure in batches of their own, so
 * the company's figures then differ from this one by safe batches, and no team's by anyone.
 * `totals` are the day's cells, stored by its end (`readGroupDayTotals`). A day whose answers were
 * all stored by its end is released as it is now; only the others are read again.
 */
export async function readDayEndReleases(
  db: Db,
  viewer: Principal,
  companyId: string,
  releases: readonly CompanyDayRelease[],
  totals: readonly GroupDayRow[],
): Promise<Map<string, DayEndRelease>> {
  const onTime = new Map<string, number>();
  for (const row of totals) onTime.set(row.date, (onTime.get(row.date) ?? 0) + row.answered);
  const result = new Map<string, DayEndRelease>();
  const late: { date: string; answered: number; threshold: number }[] = [];
  for (const { date, released, threshold } of releases) {
    const answered = onTime.get(date) ?? 0;
    if (!released || answered === 0) continue;
    if (answered === released.counted + released.heldBack.length) {
      result.set(date, { unseen: released.unseen, heldBack: released.heldBack });
    } else late.push({ date, answered, threshold });
  }
  if (late.length === 0) return result;
  const seen = new Map(
    (
      await readSeen(db, companyId, viewer.userId, {
        from: late[0]!.date,
        to: late.at(-1)!.date,
        storedBy: viewer.timeZone,
      })
    ).map((day) => [day.date, day.seen]),
  );
  const days = late.map((day) => ({ ...day, seen: seen.get(day.date) ?? 0 }));
  const wanted = days.map((day) => ({ date: day.date, count: latestToRead(day, day.threshold) }));
  const latest = groupByDate(
    await readLatestAnswers(
      db,
      companyId,
      viewer.userId,
      wanted.filter((day) => day.count > 0),
      viewer.timeZone,
    ),
  );
  for (const day of days) {
    const release = releaseOf(day, latest.get(day.date) ?? [], day.threshold);
    if (release) result.set(day.date, release);
  }
  return result;
}
