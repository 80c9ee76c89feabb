import { and, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  articleState,
  type ArticleDraft,
  type ArticleStats,
  type ManagedArticle,
  type NewsArticle,
  type NewsItem,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { newsArticles, newsReads, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { sanitiseArticle } from './sanitise-article.ts';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const articleColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  content: newsArticles.content,
  category: newsArticles.category,
  tags: newsArticles.tags,
  featured: newsArticles.featured,
  requiresConfirmation: newsArticles.requiresConfirmation,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
  authorName: sql<string>`coalesce(${userProfiles.fullName}, '')`,
};

type ArticleRow = {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  category: ManagedArticle['category'];
  tags: string[];
  featured: boolean;
  requiresConfirmation: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
  authorName: string;
};

function articlesOf(db: Db) {
  return db
    .select(articleColumns)
    .from(newsArticles)
    .leftJoin(userProfiles, eq(userProfiles.id, newsArticles.authorId));
}

const inCompany = (companyId: string, articleId: string) =>
  and(eq(newsArticles.companyId, companyId), eq(newsArticles.id, articleId));

const published = (now: Date) => and(isNotNull(newsArticles.publishedAt), lte(newsArticles.publishedAt, now));

export async function createArticle(
  db: Db,
  input: { companyId: string; authorId: string; draft: ArticleDraft; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(newsArticles)
    .values({
      ...input.draft,
      content: await sanitiseArticle(input.draft.content),
      companyId: input.companyId,
      authorId: input.authorId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: newsArticles.id });
  return row!.id;
}

export async function updateArticle(
  db: Db,
  input: { companyId: string; articleId: string; draft: ArticleDraft; now: Date },
): Promise<void> {
  if (!isUuid(input.articleId)) throw new AppError('RECORD_NOT_FOUND');
  const updated = await db
    .update(newsArticles)
    .set({ ...input.draft, content: await sanitiseArticle(input.draft.content), updatedAt: input.now })
    .where(inCompany(input.companyId, input.articleId))
    .returning({ id: newsArticles.id });
  if (updated.length === 0) throw new AppError('RECORD_NOT_FOUND');
}

/** Publishes now or later, or turns the article back into a draft (docs/product/news.md#drafts-and-publishing). */
export async function setPublication(
  db: Db,
  input: { companyId: string; articleId: string; publishAt: Date | null; now: Date },
): Promise<void> {
  if (!isUuid(input.articleId)) throw new AppError('RECORD_NOT_FOUND');
  const updated = await db
    .update(newsArticles)
    .set({ publishedAt: input.publishAt, updatedAt: input.now })
    .where(inCompany(input.companyId, input.articleId))
    .returning({ id: newsArticles.id });
  if (updated.length === 0) throw new AppError('RECORD_NOT_FOUND');
}

export async function deleteArticle(db: Db, companyId: string, articleId: string): Promise<void> {
  if (!isUuid(articleId)) throw new AppError('RECORD_NOT_FOUND');
  const deleted = await db
    .delete(newsArticles)
    .where(inCompany(companyId, articleId))
    .returning({ id: newsArticles.id });
  if (deleted.length === 0) throw new AppError('RECORD_NOT_FOUND');
}

/** The company's active people: who an article reaches and who is asked to confirm it. */
const activeMember = (companyId: string) =>
  and(eq(userProfiles.companyId, companyId), eq(userProfiles.isActive, true));

async function statsOf(db: Db, companyId: string, articleIds: string[]): Promise<Map<string, ArticleStats>> {
  const [reach] = await db.select({ n: count() }).from(userProfiles).where(activeMember(companyId));
  const rows =
    articleIds.length === 0
      ? []
      : await db
          .select({
            articleId: newsReads.articleId,
            reads: count(),
            confirmations: count(newsReads.confirmedAt),
          })
          .from(newsReads)
          .innerJoin(userProfiles, eq(userProfiles.id, newsReads.userId))
          .where(and(inArray(newsReads.articleId, articleIds), activeMember(companyId)))
          .groupBy(newsReads.articleId);
  const byArticle = new Map(rows.map((row) => [row.articleId, row]));
  return new Map(
    articleIds.map((id) => [
      id,
      {
        reach: Number(reach?.n ?? 0),
        reads: Number(byArticle.get(id)?.reads ?? 0),
        confirmations: Number(byArticle.get(id)?.confirmations ?? 0),
      },
    ]),
  );
}

function managed(row: ArticleRow, stats: ArticleStats | undefined, now: Date): ManagedArticle {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    state: articleState(row.publishedAt, now),
    stats: stats ?? { reach: 0, reads: 0, confirmations: 0 },
  };
}

/** Every article of the company for its admins, drafts and scheduled included, with its figures. */
export async function listManaged(db: Db, companyId: string, now: Date): Promise<ManagedArticle[]> {
  const rows = await articlesOf(db)
    .where(eq(newsArticles.companyId, companyId))
    .orderBy(desc(newsArticles.updatedAt));
  const stats = await statsOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => managed(row, stats.get(row.id), now));
}

export async function readManaged(db: Db, companyId: string, articleId: string, now: Date) {
  if (!isUuid(articleId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await articlesOf(db).where(inCompany(companyId, articleId));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const stats = await statsOf(db, companyId, [row.id]);
  return managed(row, stats.get(row.id), now);
}

/** The published articles a person of the company reads, featured first, then the newest. */
export async function listForReader(
  db: Db,
  companyId: string,
  userId: string,
  now: Date,
): Promise<NewsItem[]> {
  const rows = await db
    .select({ ...articleColumns, readAt: newsReads.readAt, confirmedAt: newsReads.confirmedAt })
    .from(newsArticles)
    .leftJoin(userProfiles, eq(userProfiles.id, newsArticles.authorId))
    .leftJoin(newsReads, and(eq(newsReads.articleId, newsArticles.id), eq(newsReads.userId, userId)))
    .where(and(eq(newsArticles.companyId, companyId), published(now)))
    .orderBy(desc(newsArticles.featured), desc(newsArticles.publishedAt));
  return rows.map(({ content: _listed, updatedAt: _edited, ...row }) => ({
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  }));
}

/** The article as stored, for the record rules to judge before anyone reads or confirms it. */
export async function articleFacts(db: Db, companyId: string, articleId: string, now: Date) {
  if (!isUuid(articleId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await db
    .select({
      publishedAt: newsArticles.publishedAt,
      requiresConfirmation: newsArticles.requiresConfirmation,
    })
    .from(newsArticles)
    .where(inCompany(companyId, articleId));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return {
    kind: 'article' as const,
    companyId,
    published: articleState(row.publishedAt, now) === 'published',
    requiresConfirmation: row.requiresConfirmation,
  };
}

/** Records the first reading; reading again keeps it (docs/product/news.md#reading-and-confirming). */
export async function recordRead(db: Db, articleId: string, userId: string, now: Date): Promise<void> {
  await db.insert(newsReads).values({ articleId, userId, readAt: now }).onConflictDoNothing();
}

/** Confirms once: a second confirmation leaves the first moment in place. */
export async function recordConfirmation(
  db: Db,
  articleId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(newsReads)
    .values({ articleId, userId, readAt: now, confirmedAt: now })
    .onConflictDoUpdate({
      target: [newsReads.articleId, newsReads.userId],
      set: { confirmedAt: sql`coalesce(${newsReads.confirmedAt}, excluded.confirmed_at)` },
    });
}

export async function readForReader(
  db: Db,
  companyId: string,
  articleId: string,
  userId: string,
  now: Date,
): Promise<NewsArticle> {
  const [row] = await db
    .select({ ...articleColumns, readAt: newsReads.readAt, confirmedAt: newsReads.confirmedAt })
    .from(newsArticles)
    .leftJoin(userProfiles, eq(userProfiles.id, newsArticles.authorId))
    .leftJoin(newsReads, and(eq(newsReads.articleId, newsArticles.id), eq(newsReads.userId, userId)))
    .where(and(inCompany(companyId, articleId), published(now)));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const { updatedAt: _edited, ...article } = row;
  return {
    ...article,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    readAt: article.readAt?.toISOString() ?? null,
    confirmedAt: article.confirmedAt?.toISOString() ?? null,
  };
}

/** The company's active people who have not confirmed the article yet. */
export async function notConfirmed(db: Db, companyId: string, articleId: string) {
  return db
    .select({ email: userProfiles.email, language: userProfiles.language })
    .from(userProfiles)
    .leftJoin(newsReads, and(eq(newsReads.userId, userProfiles.id), eq(newsReads.articleId, articleId)))
    .where(and(activeMember(companyId), isNull(newsReads.confirmedAt)));
}
