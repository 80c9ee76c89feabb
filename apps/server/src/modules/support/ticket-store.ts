import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  InboxTicket,
  NewTicket,
  TicketCategory,
  TicketDetail,
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies, supportMessages, supportTickets, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

const summaryColumns = {
  id: supportTickets.id,
  title: supportTickets.title,
  category: supportTickets.category,
  priority: supportTickets.priority,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  firstResponseAt: supportTickets.firstResponseAt,
};

interface SummaryRow {
  id: string;
  title: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  createdAt: Date;
  updatedAt: Date;
  firstResponseAt: Date | null;
}

function summaryOf(row: SummaryRow): TicketSummary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
  };
}

export async function createTicket(
  db: Db,
  input: { requesterId: string; companyId: string | null; ticket: NewTicket; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(supportTickets)
    .values({
      ...input.ticket,
      requesterId: input.requesterId,
      companyId: input.companyId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: supportTickets.id });
  return row!.id;
}

export async function listOwnTickets(db: Db, requesterId: string): Promise<TicketSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(supportTickets)
    .where(eq(supportTickets.requesterId, requesterId))
    .orderBy(desc(supportTickets.updatedAt));
  return rows.map(summaryOf);
}

/** Support's inbox: what still needs them first, then the newest. */
export async function listInbox(db: Db, statuses: TicketStatus[]): Promise<InboxTicket[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      requesterName: userProfiles.fullName,
      requesterEmail: userProfiles.email,
      companyName: companies.name,
    })
    .from(supportTickets)
    .innerJoin(userProfiles, eq(userProfiles.id, supportTickets.requesterId))
    .leftJoin(companies, eq(companies.id, supportTickets.companyId))
    .where(inArray(supportTickets.status, statuses))
    .orderBy(desc(supportTickets.updatedAt));
  return rows.map(({ requesterName, requesterEmail, companyName, ...row }) => ({
    ...summaryOf(row),
    requesterName,
    requesterEmail,
    companyName,
  }));
}

/** A ticket's id is a UUID; anything else names no ticket. */
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function readTicket(db: Db, ticketId: string): Promise<TicketDetail> {
  if (!isUuid(ticketId)) throw new AppError('RECORD_NOT_FOUND');
  const [ticket] = await db
    .select({
      ...summaryColumns,
      description: supportTickets.description,
      requesterId: supportTickets.requesterId,
      requesterName: userProfiles.fullName,
      requesterEmail: userProfiles.email,
      companyName: companies.name,
    })
    .from(supportTickets)
    .innerJoin(userProfiles, eq(userProfiles.id, supportTickets.requesterId))
    .leftJoin(companies, eq(companies.id, supportTickets.companyId))
    .where(eq(supportTickets.id, ticketId));
  if (!ticket) throw new AppError('RECORD_NOT_FOUND');
  const messages = await db
    .select({
      id: supportMessages.id,
      fromSupport: supportMessages.fromSupport,
      authorName: userProfiles.fullName,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .innerJoin(userProfiles, eq(userProfiles.id, supportMessages.authorId))
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const { description, requesterId, requesterName, requesterEmail, companyName, ...summary } = ticket;
  return {
    ...summaryOf(summary),
    description,
    requesterId,
    requesterName,
    requesterEmail,
    companyName,
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}

/**
 * Writes a message and the status it leaves, only if the ticket is still in the status it was
 * read in: two answers at once cannot both move it. Support's first answer stamps the first
 * response (docs/product/support.md#first-response).
 */
export async function writeMessage(
  db: Db,
  input: {
    ticketId: string;
    authorId: string;
    fromSupport: boolean;
    body: string;
    from: TicketStatus;
    to: TicketStatus;
    firstResponse: boolean;
    now: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(supportTickets)
      .set({
        status: input.to,
        updatedAt: input.now,
        ...(input.firstResponse ? { firstResponseAt: input.now } : {}),
      })
      .where(and(eq(supportTickets.id, input.ticketId), eq(supportTickets.status, input.from)))
      .returning({ id: supportTickets.id });
    if (moved.length === 0) return false;
    await tx.insert(supportMessages).values({
      ticketId: input.ticketId,
      authorId: input.authorId,
      fromSupport: input.fromSupport,
      body: input.body,
      createdAt: input.now,
    });
    return true;
  });
}

export async function setStatus(
  db: Db,
  input: { ticketId: string; from: TicketStatus; to: TicketStatus; now: Date },
): Promise<boolean> {
  const moved = await db
    .update(supportTickets)
    .set({ status: input.to, updatedAt: input.now })
    .where(and(eq(supportTickets.id, input.ticketId), eq(supportTickets.status, input.from)))
    .returning({ id: supportTickets.id });
  return moved.length > 0;
}

/** Everyone who answers for the platform's support. */
export async function supportAddresses(db: Db): Promise<{ email: string; language: string }[]> {
  return db
    .select({ email: userProfiles.email, language: userProfiles.language })
    .from(userProfiles)
    .where(and(eq(userProfiles.isSuperAdmin, true), eq(userProfiles.isActive, true)));
}

export async function languageOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId));
  return row?.language ?? 'es';
}
