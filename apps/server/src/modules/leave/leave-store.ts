import { aliasedTable, and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  can,
  leaveDays,
  leaveStatusAfter,
  overlappingLeave,
  type Actor,
  type LeaveAction,
  type LeaveDecision,
  type LeaveRecord,
  type LeaveRequest,
  type LeaveRequestFields,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { leaveRequests, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { isUuid } from '../../db/row-id.ts';

const person = aliasedTable(userProfiles, 'person');
const decider = aliasedTable(userProfiles, 'decider');

const requestColumns = {
  request: leaveRequests,
  personName: person.fullName,
  personReportsTo: person.reportsTo,
  deciderName: decider.fullName,
};

type RequestRow = {
  request: typeof leaveRequests.$inferSelect;
  personName: string;
  personReportsTo: string | null;
  deciderName: string | null;
};

function selectRequests(db: Db) {
  return db
    .select(requestColumns)
    .from(leaveRequests)
    .innerJoin(person, eq(person.id, leaveRequests.userId))
    .leftJoin(decider, eq(decider.id, leaveRequests.decidedBy));
}

export function leaveRecord(row: RequestRow): LeaveRecord {
  return {
    kind: 'leave',
    companyId: row.request.companyId,
    userId: row.request.userId,
    userReportsTo: row.personReportsTo,
    status: row.request.status,
  };
}

export function presentRequest({ request, personName, deciderName }: RequestRow): LeaveRequest {
  return {
    id: request.id,
    user_id: request.userId,
    person_name: personName,
    type: request.type,
    start_date: request.startDate,
    end_date: request.endDate,
    days: leaveDays({ start_date: request.startDate, end_date: request.endDate }),
    reason: request.reason,
    comments: request.comments,
    status: request.status,
    decided_by_name: deciderName,
    decision_comment: request.decisionComment,
    decided_at: request.decidedAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
  };
}

export async function listOwnRequests(db: Db, actor: Actor): Promise<LeaveRequest[]> {
  const rows = await selectRequests(db)
    .where(eq(leaveRequests.userId, actor.userId))
    .orderBy(desc(leaveRequests.startDate), desc(leaveRequests.createdAt));
  return rows.map(presentRequest);
}

/**
 * docs/product/leave.md#overlap. The person's profile row is locked first, so two requests sent at
 * once are judged one after the other.
 */
export async function requestLeave(
  db: Db,
  actor: Actor & { companyId: string },
  fields: LeaveRequestFields,
): Promise<LeaveRequest> {
  const id = await db.transaction(async (tx) => {
    await tx
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(eq(userProfiles.id, actor.userId))
      .for('update');
    const existing = await tx
      .select({
        start_date: leaveRequests.startDate,
        end_date: leaveRequests.endDate,
        status: leaveRequests.status,
      })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.userId, actor.userId),
          inArray(leaveRequests.status, ['pending', 'approved']),
          lte(leaveRequests.startDate, fields.end_date),
          gte(leaveRequests.endDate, fields.start_date),
        ),
      );
    const clash = overlappingLeave(fields, existing);
    if (clash) {
      throw new AppError('VALIDATION_ERROR', {
        status: 409,
        reason: 'LEAVE_OVERLAP',
        fields: { start_date: [`${clash.start_date}/${clash.end_date}`] },
      });
    }
    const [row] = await tx
      .insert(leaveRequests)
      .values({
        companyId: actor.companyId,
        userId: actor.userId,
        type: fields.type,
        startDate: fields.start_date,
        endDate: fields.end_date,
        reason: fields.reason,
        comments: fields.comments,
      })
      .returning({ id: leaveRequests.id });
    return row!.id;
  });
  return (await readRequest(db, id))!;
}

async function readRequest(db: Db, id: string): Promise<LeaveRequest | null> {
  const [row] = await selectRequests(db).where(eq(leaveRequests.id, id));
  return row ? presentRequest(row) : null;
}

/** A request the caller may take the action on; anything else is refused as the policy says. */
async function requestFor(db: Db, actor: Actor, action: LeaveAction, id: string): Promise<RequestRow> {
  const rows: RequestRow[] = isUuid(id) ? await selectRequests(db).where(eq(leaveRequests.id, id)) : [];
  const row = rows[0];
  if (!row || !can(actor, 'read', leaveRecord(row))) throw new AppError('RECORD_NOT_FOUND');
  if (can(actor, action, leaveRecord(row))) return row;
  if (row.request.status !== 'pending' && can(actor, action, { ...leaveRecord(row), status: 'pending' })) {
    throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'LEAVE_STATUS_CHANGE' });
  }
  throw recordRefusal(actor, row.request.companyId);
}

/** Moves a pending request, only if it is still pending when written. */
async function move(
  db: Db,
  id: string,
  changes: Partial<typeof leaveRequests.$inferInsert>,
  now: Date,
): Promise<LeaveRequest> {
  const updated = await db
    .update(leaveRequests)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'pending')))
    .returning({ id: leaveRequests.id });
  if (updated.length === 0)
    throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'LEAVE_STATUS_CHANGE' });
  return (await readRequest(db, id))!;
}

export async function withdrawRequest(db: Db, actor: Actor, id: string, now: Date): Promise<LeaveRequest> {
  const row = await requestFor(db, actor, 'withdraw', id);
  return move(db, row.request.id, { status: leaveStatusAfter(row.request.status, 'withdraw')! }, now);
}

export async function decideRequest(
  db: Db,
  actor: Actor,
  id: string,
  decision: { decision: LeaveDecision; comment: string },
  now: Date,
): Promise<LeaveRequest> {
  const row = await requestFor(db, actor, 'decide', id);
  const status = leaveStatusAfter(
    row.request.status,
    decision.decision === 'approved' ? 'approve' : 'reject',
  )!;
  return move(
    db,
    row.request.id,
    { status, decidedBy: actor.userId, decisionComment: decision.comment, decidedAt: now },
    now,
  );
}

/**
 * The requests of the people the caller decides for (docs/product/leave.md#who-sees-what),
 * starting or ending inside the span: a leader's direct reports, an admin's whole company, never
 * their own.
 */
export async function requestsDecidedBy(
  db: Db,
  actor: Actor & { companyId: string },
  span: { from: string; to: string },
): Promise<{ row: RequestRow; request: LeaveRequest }[]> {
  const rows = await selectRequests(db)
    .where(
      and(
        eq(leaveRequests.companyId, actor.companyId),
        sql`${leaveRequests.userId} <> ${actor.userId}`,
        lte(leaveRequests.startDate, span.to),
        gte(leaveRequests.endDate, span.from),
      ),
    )
    .orderBy(leaveRequests.startDate, person.fullName);
  return rows
    .filter((row) => can(actor, 'read', leaveRecord(row)))
    .map((row) => ({ row, request: presentRequest(row) }));
}
