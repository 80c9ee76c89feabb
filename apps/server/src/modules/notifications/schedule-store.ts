import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_SCHEDULES, NOTIFICATION_TYPES, type Schedule } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { notificationSchedules, notificationTemplates, teams } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../db/row-id.ts';

/** A schedule as the request gives it, once its schema has trimmed it. */
export type ScheduleFields = Omit<Schedule, 'id' | 'createdAt' | 'updatedAt'>;

type ScheduleRow = typeof notificationSchedules.$inferSelect;

function presentSchedule(row: ScheduleRow): Schedule {
  return {
    id: row.id,
    type: row.type,
    time: row.time,
    timeZone: row.timeZone,
    days: row.days,
    active: row.active,
    templateId: row.templateId,
    customSubject: row.customSubject,
    customMessage: row.customMessage,
    recipients: row.recipients,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What every company starts with: the daily reminder and the leaders' weekly digest, to everyone
 * (the digest goes only to leaders among them), on Tera's templates
 * (docs/product/notifications.md#schedules).
 */
export function defaultScheduleRows(
  companyId: string,
  now: Date,
): (typeof notificationSchedules.$inferInsert)[] {
  return NOTIFICATION_TYPES.map((type) => ({
    companyId,
    type,
    time: DEFAULT_SCHEDULES[type].time,
    timeZone: null,
    days: [...DEFAULT_SCHEDULES[type].days],
    active: true,
    templateId: null,
    recipients: { kind: 'everyone' as const },
    dueFrom: now,
    createdAt: now,
    updatedAt: now,
  }));
}

export async function listSchedules(db: Db, companyId: string): Promise<Schedule[]> {
  const rows = await db
    .select()
    .from(notificationSchedules)
    .where(eq(notificationSchedules.companyId, companyId))
    .orderBy(asc(notificationSchedules.type), asc(notificationSchedules.createdAt));
  return rows.map(presentSchedule);
}

/** The template must be the company's and of the schedule's type; another company's is not found. */
async function checkTemplateFits(db: Db, companyId: string, fields: ScheduleFields): Promise<void> {
  if (!fields.templateId) return;
  const [template] = await db
    .select({ type: notificationTemplates.type })
    .from(notificationTemplates)
    .where(
      and(eq(notificationTemplates.id, fields.templateId), eq(notificationTemplates.companyId, companyId)),
    );
  if (!template) throw new AppError('RECORD_NOT_FOUND');
  if (template.type !== fields.type) {
    throw new AppError('VALIDATION_ERROR', {
      status: 422,
      reason: 'TEMPLATE_TYPE_MISMATCH',
      fields: { templateId: ['validation.invalid'] },
    });
  }
}

async function checkRecipients(db: Db, companyId: string, fields: ScheduleFields): Promise<void> {
  if (fields.recipients.kind !== 'teams') return;
  const wanted = [...new Set(fields.recipients.teamIds)];
  const found = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.companyId, companyId), inArray(teams.id, wanted)));
  if (found.length !== wanted.length) {
    throw new AppError('VALIDATION_ERROR', {
      status: 422,
      reason: 'UNKNOWN_TEAM',
      fields: { 'recipients.teamIds': ['validation.invalid'] },
    });
  }
}

const sortedDays = (days: readonly number[]) => [...days].sort((a, b) => a - b);

export async function createSchedule(
  db: Db,
  companyId: string,
  fields: ScheduleFields,
  now: Date,
): Promise<Schedule> {
  await checkTemplateFits(db, companyId, fields);
  await checkRecipients(db, companyId, fields);
  const [row] = await db
    .insert(notificationSchedules)
    .values({
      companyId,
      ...fields,
      days: sortedDays(fields.days),
      dueFrom: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return presentSchedule(row!);
}

/** Whether the change moves when the schedule fires, so earlier occurrences are no longer due. */
function movesOccurrences(current: ScheduleRow, fields: ScheduleFields): boolean {
  return (
    current.time !== fields.time ||
    current.timeZone !== fields.timeZone ||
    current.active !== fields.active ||
    sortedDays(current.days).join() !== sortedDays(fields.days).join()
  );
}

function scheduleId(id: string): string {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  return id;
}

/**
 * Saves a schedule. A change of time, zone, days or on/off counts occurrences from now on, so a
 * schedule moved at 10:00 to 09:30 neither sends that morning late nor logs it as missed.
 */
export async function updateSchedule(
  db: Db,
  companyId: string,
  id: string,
  fields: ScheduleFields,
  now: Date,
): Promise<Schedule> {
  const target = scheduleId(id);
  await checkTemplateFits(db, companyId, fields);
  await checkRecipients(db, companyId, fields);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(notificationSchedules)
      .where(and(eq(notificationSchedules.companyId, companyId), eq(notificationSchedules.id, target)))
      .for('update');
    if (!current) throw new AppError('RECORD_NOT_FOUND');
    const [row] = await tx
      .update(notificationSchedules)
      .set({
        ...fields,
        days: sortedDays(fields.days),
        ...(movesOccurrences(current, fields) ? { dueFrom: now } : {}),
        updatedAt: now,
      })
      .where(eq(notificationSchedules.id, target))
      .returning();
    return presentSchedule(row!);
  });
}

/** Its deliveries stay in the log, keyed by the schedule's id, so none is sent twice. */
export async function deleteSchedule(db: Db, companyId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(notificationSchedules)
    .where(and(eq(notificationSchedules.companyId, companyId), eq(notificationSchedules.id, scheduleId(id))))
    .returning({ id: notificationSchedules.id });
  if (deleted.length === 0) throw new AppError('RECORD_NOT_FOUND');
}
