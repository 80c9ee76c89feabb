import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  can,
  type Actor,
  type Feedback,
  type FeedbackBox,
  type FeedbackCategory,
  type FeedbackRecord,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { feedback, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { requireReport } from './evaluation-people.ts';
import { isUuid } from '../../db/row-id.ts';

const sender = alias(userProfiles, 'sender');
const receiver = alias(userProfiles, 'receiver');

function selectFeedback(db: Db, where: SQL | undefined) {
  return db
    .select({
      feedback,
      senderName: sender.fullName,
      receiverName: receiver.fullName,
      receiverReportsTo: receiver.reportsTo,
      receiverCompanyId: receiver.companyId,
    })
    .from(feedback)
    .innerJoin(sender, eq(sender.id, feedback.senderId))
    .innerJoin(receiver, eq(receiver.id, feedback.receiverId))
    .where(where)
    .orderBy(desc(feedback.createdAt));
}

type FeedbackRow = Awaited<ReturnType<typeof selectFeedback>>[number];

function recordOf(row: FeedbackRow): FeedbackRecord {
  const { feedback: item } = row;
  return {
    kind: 'feedback',
    companyId: item.companyId,
    senderId: item.senderId,
    receiverId: item.receiverId,
    receiverReportsTo: row.receiverCompanyId === item.companyId ? row.receiverReportsTo : null,
    isVisible: item.isVisible,
  };
}

function toFeedback(row: FeedbackRow): Feedback {
  const { feedback: item } = row;
  return {
    id: item.id,
    sender: { id: item.senderId, name: row.senderName },
    receiver: { id: item.receiverId, name: row.receiverName },
    category: item.category,
    message: item.message,
    isVisible: item.isVisible,
    createdAt: item.createdAt.toISOString(),
  };
}

/**
 * The feedback the caller received or sent, or that their reports received and left visible
 * (docs/product/evaluations.md#feedback). The rules have the last word on every row.
 */
export async function readFeedback(db: Db, actor: Actor, box: FeedbackBox): Promise<Feedback[]> {
  if (actor.companyId === null) return [];
  const inCompany = eq(feedback.companyId, actor.companyId);
  const where = {
    received: eq(feedback.receiverId, actor.userId),
    sent: eq(feedback.senderId, actor.userId),
    team: and(eq(receiver.reportsTo, actor.userId), eq(feedback.isVisible, true)),
  }[box];
  const rows = await selectFeedback(db, and(inCompany, where));
  return rows.filter((row) => can(actor, 'read', recordOf(row))).map(toFeedback);
}

export async function sendFeedback(
  db: Db,
  actor: Actor,
  input: { receiverId: string; category: FeedbackCategory; message: string },
  now: Date,
): Promise<Feedback> {
  const person = await requireReport(db, actor, 'giveFeedback', input.receiverId);
  const [created] = await db
    .insert(feedback)
    .values({
      companyId: person.companyId,
      senderId: actor.userId,
      receiverId: person.id,
      category: input.category,
      message: input.message,
      createdAt: now,
    })
    .returning({ id: feedback.id });
  const [row] = await selectFeedback(db, eq(feedback.id, created!.id));
  return toFeedback(row!);
}

/** The receiver hides or shows feedback they received; to anyone who cannot read it, it does not exist. */
export async function setFeedbackVisibility(
  db: Db,
  actor: Actor,
  feedbackId: string,
  isVisible: boolean,
): Promise<Feedback> {
  if (!isUuid(feedbackId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await selectFeedback(db, eq(feedback.id, feedbackId));
  if (!row || !can(actor, 'read', recordOf(row))) throw new AppError('RECORD_NOT_FOUND');
  if (!can(actor, 'setVisibility', recordOf(row))) {
    throw new AppError('UNAUTHORIZED', { reason: 'FORBIDDEN_ROLE' });
  }
  await db.update(feedback).set({ isVisible }).where(eq(feedback.id, feedbackId));
  return toFeedback({ ...row, feedback: { ...row.feedback, isVisible } });
}

/** Whom the caller may send feedback to: the other active people of their company. */
export async function readRecipients(db: Db, actor: Actor) {
  if (actor.companyId === null) return [];
  return db
    .select({ id: userProfiles.id, name: userProfiles.fullName })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.companyId, actor.companyId),
        eq(userProfiles.isActive, true),
        ne(userProfiles.id, actor.userId),
      ),
    )
    .orderBy(asc(userProfiles.fullName));
}
