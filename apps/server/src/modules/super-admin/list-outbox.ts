import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminListQuery, AdminOutboxItem, AdminOutboxMail, AdminPage } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, pageOffset } from './paging.ts';

type OutboxRow = typeof emailOutbox.$inferSelect;

function presentItem(row: Pick<OutboxRow, 'id' | 'to' | 'subject' | 'status' | 'createdAt' | 'sentAt'>) {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The mails the app wrote, newest first; without SMTP this is the only place they can be read. */
export async function listOutbox(db: Db, query: AdminListQuery): Promise<AdminPage<AdminOutboxItem>> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern ? or(ilike(emailOutbox.to, pattern), ilike(emailOutbox.subject, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { items: rows.map(presentItem), page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 };
}

export async function readOutboxMail(db: Db, id: string): Promise<AdminOutboxMail> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return { ...presentItem(row), replyTo: row.replyTo, error: row.error, text: row.text };
}
