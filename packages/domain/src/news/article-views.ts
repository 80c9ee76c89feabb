import { z } from 'zod';
import { ARTICLE_CATEGORIES } from './article-schemas.ts';
import { ARTICLE_STATES } from './article-state.ts';

const articleBase = {
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()),
  featured: z.boolean(),
  requiresConfirmation: z.boolean(),
  publishedAt: z.string().nullable(),
  authorName: z.string(),
};

/** An article in a reader's list, with what the reader has done with it. */
export const newsItemSchema = z.object({
  ...articleBase,
  readAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.object({ articles: z.array(newsItemSchema) });

export const newsArticleSchema = newsItemSchema.extend({ content: z.string() });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** How an article reached the company (docs/product/news.md#analytics). */
export const articleStatsSchema = z.object({ reach: z.int(), reads: z.int(), confirmations: z.int() });
export type ArticleStats = z.infer<typeof articleStatsSchema>;

/** An article as its admins manage it. */
export const managedArticleSchema = z.object({
  ...articleBase,
  content: z.string(),
  state: z.enum(ARTICLE_STATES),
  updatedAt: z.string(),
  stats: articleStatsSchema,
});
export type ManagedArticle = z.infer<typeof managedArticleSchema>;
export const managedArticleListSchema = z.object({ articles: z.array(managedArticleSchema) });

export const reminderReceiptSchema = z.object({ reminded: z.int() });
