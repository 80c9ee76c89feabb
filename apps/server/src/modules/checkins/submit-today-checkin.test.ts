import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CheckinSubmission } from '@tera/domain';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { dailyCheckins } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { createCheckinWriter, type CheckinWriter } from './checkin-writer.ts';
import { readTodayCheckin } from './read-today-checkin.ts';
import { submitTodayCheckin } from './submit-today-checkin.ts';

const owner = { userId: 'person-1', companyId: null, timeZone: 'Europe/Madrid' };
const values: CheckinSubmission = {
  energy: 7,
  mental_pressure: 4,
  personal_concerns: 3,
  motivation: 8,
  work_modality: 'remote',
  day_dynamics: ['many_meetings'],
  personal_conditions: null,
  special_situations: null,
};
// Madrid is UTC+1 in November.
const madrid = (time: string) => new Date(`2026-11-23T${time}+01:00`);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("today's check-in", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let writer: CheckinWriter;
  const submit = (now: Date, extra: { submissionId?: string; madeAt?: Date } = {}) =>
    submitTodayCheckin({
      db: database.db,
      writer,
      owner,
      now,
      submission: values,
      submissionId: extra.submissionId ?? randomUUID(),
      madeAt: extra.madeAt,
    });
  const rows = () => database.db.select().from(dailyCheckins).where(eq(dailyCheckins.userId, owner.userId));

  beforeAll(async () => {
    database = await createTestDatabase();
    writer = createCheckinWriter(database);
  }, 30_000);
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(dailyCheckins);
  });

  it('refuses at 8:59 and accepts at 9:00', async () => {
    expect((await refusal(submit(madrid('08:59:00')))).reason).toBe('CHECKIN_NOT_ALLOWED');
    const { checkin, created } = await submit(madrid('09:00:00'));
    expect(created).toBe(true);
    expect(checkin.check_in_date).toBe('2026-11-23');
    expect(checkin.day_dynamics).toEqual(['many_meetings']);
  });

  it('accepts at 23:00 and 23:59, and counts 00:00 as the next day, outside the window', async () => {
    await submit(madrid('23:00:00'));
    await database.db.delete(dailyCheckins);
    expect((await submit(madrid('23:59:00'))).checkin.check_in_date).toBe('2026-11-23');
    expect((await refusal(submit(new Date('2026-11-24T00:00:00+01:00')))).status).toBe(409);
  });

  it('refuses a second check-in once today is completed, and keeps the first', async () => {
    await submit(madrid('10:00:00'));
    const error = await refusal(submit(madrid('11:00:00')));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Check-in not allowed at this time or already completed');
    expect(await rows()).toHaveLength(1);
  });

  it('answers a repeated submission with the stored row instead of refusing it', async () => {
    const submissionId = randomUUID();
    const first = await submit(madrid('10:00:00'), { submissionId });
    const again = await submit(madrid('10:00:05'), { submissionId });
    expect(again.created).toBe(false);
    expect(again.checkin.id).toBe(first.checkin.id);
    expect(await rows()).toHaveLength(1);
  });

  it('lets a check-in stored before 9 today be redone, updating the same row', async () => {
    await database.db.insert(dailyCheckins).values({
      userId: owner.userId,
      checkInDate: '2026-11-23',
      energy: 2,
      mentalPressure: 9,
      personalConcerns: 9,
      motivation: 2,
      submittedAt: madrid('08:30:00'),
      createdAt: madrid('08:30:00'),
    });
    const before = await readTodayCheckin({
      db: database.db,
      owner,
      now: madrid('09:30:00'),
      workdayStartHour: 9,
    });
    expect(before).toMatchObject({ completed: false, allowed: true, hour: 9 });
    const { checkin, created } = await submit(madrid('09:30:00'));
    expect(created).toBe(false);
    expect(checkin.energy).toBe(7);
    expect(await rows()).toHaveLength(1);
    const after = await readTodayCheckin({
      db: database.db,
      owner,
      now: madrid('09:31:00'),
      workdayStartHour: 9,
    });
    expect(after).toMatchObject({ completed: true, allowed: false });
  });

  it('lands two concurrent submits as one row', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => submit(madrid('12:00:00'))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as AppError).status).toBe(409);
    }
    expect(await rows()).toHaveLength(1);
  });

  it('lands an offline check-in on the day it was made', async () => {
    const { checkin } = await submit(madrid('09:15:00'), { madeAt: new Date('2026-11-22T22:40:00+01:00') });
    expect(checkin.check_in_date).toBe('2026-11-22');
    expect(checkin.created_at).toBe('2026-11-22T21:40:00.000Z');
    expect((await submit(madrid('09:20:00'))).checkin.check_in_date).toBe('2026-11-23');
  });

  it('refuses an offline check-in made outside the window of its day', async () => {
    const error = await refusal(
      submit(madrid('10:00:00'), { madeAt: new Date('2026-11-23T07:00:00+01:00') }),
    );
    expect(error.status).toBe(409);
  });

  it('refuses a replay older than a week or from the future', async () => {
    const old = await refusal(submit(madrid('10:00:00'), { madeAt: new Date('2026-11-15T10:00:00+01:00') }));
    expect(old.status).toBe(400);
    expect(Object.keys(old.fields ?? {})).toEqual(['made_at']);
    const future = await refusal(submit(madrid('10:00:00'), { madeAt: madrid('11:00:00') }));
    expect(future.status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it('takes a device clock a minute fast as now', async () => {
    const { checkin } = await submit(madrid('10:00:00'), { madeAt: madrid('10:01:00') });
    expect(checkin.created_at).toBe(madrid('10:00:00').toISOString());
  });

  it('stores a wave of people’s check-ins together, each by the one-person rule, and refuses only the bad one', async () => {
    const person = (n: number, timeZone = 'Europe/Madrid') => ({
      userId: `wave-${n}`,
      companyId: null,
      timeZone,
    });
    const earlier = (n: number, at: Date) => ({
      userId: `wave-${n}`,
      checkInDate: '2026-11-23',
      energy: 2,
      mentalPressure: 9,
      personalConcerns: 9,
      motivation: 2,
      submittedAt: at,
      createdAt: at,
    });
    // 2 and 3 made theirs before nine, Madrid time: 2 may redo it; 4 completed it at ten.
    // 5 is in New York, where 14:30 UTC of the 23rd is 9:30 and an 8:00 answer is before the window.
    await database.db
      .insert(dailyCheckins)
      .values([
        earlier(2, madrid('08:30:00')),
        earlier(3, madrid('08:45:00')),
        earlier(4, madrid('10:00:00')),
        earlier(5, new Date('2026-11-23T13:00:00Z')),
      ]);
    const write = (n: number, energy = 7, timeZone?: string, date = '2026-11-23') =>
      writer.store({
        owner: person(n, timeZone),
        date,
        submission: { ...values, energy },
        submissionId: randomUUID(),
        madeAt: new Date('2026-11-23T14:30:00Z'),
      });
    // Twelve at once: the first two meet free slots, the other ten wait and share one statement.
    const results = await Promise.allSettled([
      write(0),
      write(1),
      write(2),
      write(3, 6),
      write(4),
      write(5, 5, 'America/New_York'),
      write(6),
      write(7),
      write(8),
      write(9),
      write(10, 9),
      write(11),
      // One person's check-in of today and, replayed from a device, of yesterday: two rows.
      write(12),
      write(12, 4, undefined, '2026-11-22'),
    ]);
    const outcome = results.map((result) =>
      result.status === 'rejected'
        ? 'refused'
        : result.value
          ? [result.value.energy, result.value.inserted]
          : 'kept',
    );
    expect(outcome).toEqual([
      [7, true],
      [7, true],
      [7, false],
      [6, false],
      'kept',
      [5, false],
      [7, true],
      [7, true],
      [7, true],
      [7, true],
      [9, true],
      [7, true],
      [7, true],
      [4, true],
    ]);
    // The rows one statement wrote carry its transaction's id.
    const written = async (from: number, to: number) => {
      const rows = await queryRows<{ user_id: string; xmin: string; energy: number }>(
        database.db,
        sql`select user_id, xmin::text as xmin, energy from daily_checkins where user_id like 'wave-%'`,
      );
      return rows.filter((row) => {
        const n = Number(row.user_id.slice(5));
        return n >= from && n <= to;
      });
    };
    const grouped = (await written(2, 12)).filter((row) => row.user_id !== 'wave-4');
    expect(grouped).toHaveLength(11);
    expect(new Set(grouped.map((row) => row.xmin)).size).toBe(1);
    expect((await written(4, 4))[0]!.energy).toBe(2);

    // A value the database refuses fails the group it is in: the group is written again one by one.
    const second = await Promise.allSettled([write(20), write(21), write(22), write(23, 11), write(24)]);
    expect(second.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const alone = await written(20, 24);
    expect(alone.map((row) => row.user_id).sort()).toEqual(['wave-20', 'wave-21', 'wave-22', 'wave-24']);
    expect(new Set(alone.map((row) => row.xmin)).size).toBe(4);
  });
});
