import { aliasedTable, and, asc, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import {
  allowanceLeft,
  can,
  levelProgress,
  localParts,
  quarterAt,
  recognitionLimitProblem,
  type Actor,
  type MyPoints,
  type QuarterAllowanceView,
  type Recognition,
  type RecognitionInput,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { recognitions, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';

type CompanyActor = Actor & { companyId: string };

const giver = aliasedTable(userProfiles, 'giver');
const receiver = aliasedTable(userProfiles, 'receiver');

function selectRecognitions(db: Db) {
  return db
    .select({ recognition: recognitions, giverName: giver.fullName, receiverName: receiver.fullName })
    .from(recognitions)
    .innerJoin(giver, eq(giver.id, recognitions.giverId))
    .innerJoin(receiver, eq(receiver.id, recognitions.receiverId));
}

function present(row: {
  recognition: typeof recognitions.$inferSelect;
  giverName: string;
  receiverName: string;
}): Recognition {
  const { recognition } = row;
  return {
    id: recognition.id,
    giver_id: recognition.giverId,
    giver_name: row.giverName,
    receiver_id: recognition.receiverId,
    receiver_name: row.receiverName,
    category: recognition.category,
    title: recognition.title,
    message: recognition.message,
    points: recognition.points,
    is_public: recognition.isPublic,
    created_at: recognition.createdAt.toISOString(),
  };
}

const FEED_SIZE = 50;

/** docs/product/recognitions.md#the-feed: the company's public recognitions, newest first. */
export async function companyFeed(db: Db, actor: CompanyActor): Promise<Recognition[]> {
  const rows = await selectRecognitions(db)
    .where(and(eq(recognitions.companyId, actor.companyId), eq(recognitions.isPublic, true)))
    .orderBy(desc(recognitions.createdAt))
    .limit(FEED_SIZE);
  return rows
    .filter(({ recognition }) =>
      can(actor, 'read', {
        kind: 'recognition',
        companyId: recognition.companyId,
        giverId: recognition.giverId,
        receiverId: recognition.receiverId,
        isPublic: recognition.isPublic,
      }),
    )
    .map(present);
}

async function givenSince(db: Pick<Db, 'select'>, giverId: string, quarterStart: string) {
  const [row] = await db
    .select({ recognitions: count(), points: sum(recognitions.points) })
    .from(recognitions)
    .where(and(eq(recognitions.giverId, giverId), gte(recognitions.givenOn, quarterStart)));
  return { recognitions: row?.recognitions ?? 0, points: Number(row?.points ?? 0) };
}

export async function quarterAllowance(
  db: Db,
  actor: CompanyActor,
  now: Date,
  timeZone: string,
): Promise<QuarterAllowanceView> {
  const quarter = quarterAt(now, timeZone);
  const left = allowanceLeft(await givenSince(db, actor.userId, quarter.start));
  return { quarter_start: quarter.start, next_quarter_start: quarter.next, ...left };
}

/** Colleagues the caller may recognise: the active people of their company but themselves. */
export async function recognisableColleagues(db: Db, actor: CompanyActor) {
  const rows = await db
    .select({ id: userProfiles.id, full_name: userProfiles.fullName })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.companyId, actor.companyId),
        eq(userProfiles.isActive, true),
        sql`${userProfiles.id} <> ${actor.userId}`,
      ),
    )
    .orderBy(asc(userProfiles.fullName));
  return rows;
}

/**
 * docs/product/recognitions.md#giving and #the-quarterly-limit. The giver's profile row is locked
 * first, so two recognitions sent at once cannot both take the last of the quarter.
 */
export async function giveRecognition(
  db: Db,
  actor: CompanyActor,
  input: RecognitionInput & { title: string; message: string },
  now: Date,
  timeZone: string,
): Promise<Recognition> {
  if (input.receiver_id === actor.userId) {
    throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'SELF_RECOGNITION' });
  }
  const quarter = quarterAt(now, timeZone);
  const id = await db.transaction(async (tx) => {
    await tx
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(eq(userProfiles.id, actor.userId))
      .for('update');
    const [colleague] = await tx
      .select({ id: userProfiles.id, companyId: userProfiles.companyId, isActive: userProfiles.isActive })
      .from(userProfiles)
      .where(eq(userProfiles.id, input.receiver_id));
    const record = {
      kind: 'colleague',
      id: input.receiver_id,
      companyId: colleague?.companyId ?? null,
    } as const;
    if (!colleague?.isActive || !can(actor, 'recognise', record))
      throw recordRefusal(actor, record.companyId);
    const problem = recognitionLimitProblem(
      await givenSince(tx, actor.userId, quarter.start),
      input.points ?? null,
    );
    if (problem) throw new AppError('VALIDATION_ERROR', { status: 409, reason: problem });
    const [row] = await tx
      .insert(recognitions)
      .values({
        companyId: actor.companyId,
        giverId: actor.userId,
        receiverId: input.receiver_id,
        category: input.category,
        title: input.title,
        message: input.message,
        points: input.points ?? null,
        isPublic: input.is_public,
        givenOn: localParts(now, timeZone).date,
        createdAt: now,
      })
      .returning({ id: recognitions.id });
    return row!.id;
  });
  const [row] = await selectRecognitions(db).where(eq(recognitions.id, id));
  return present(row!);
}

/** docs/product/recognitions.md#levels: points received, for ever, and what was received. */
export async function myPoints(db: Db, actor: CompanyActor): Promise<MyPoints> {
  const rows = await selectRecognitions(db)
    .where(eq(recognitions.receiverId, actor.userId))
    .orderBy(desc(recognitions.createdAt));
  const total = rows.reduce((points, { recognition }) => points + (recognition.points ?? 0), 0);
  return { progress: levelProgress(total), received: rows.map(present) };
}
