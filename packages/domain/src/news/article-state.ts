export const ARTICLE_STATES = ['draft', 'scheduled', 'published'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/**
 * An article's state follows from its one publication moment, compared when read, so a scheduled
 * article appears on time with nothing to run (docs/decisions/029-scheduled-news-and-ticket-statuses.md).
 */
export function articleState(publishedAt: Date | string | null, now: Date): ArticleState {
  if (publishedAt === null) return 'draft';
  return new Date(publishedAt).getTime() <= now.getTime() ? 'published' : 'scheduled';
}
