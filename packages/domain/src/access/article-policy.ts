import { isInCompany, runsCompany, type Actor, type Rule } from './actor.ts';

/** A company news article, with the facts its visibility turns on. */
export interface ArticleRecord {
  kind: 'article';
  companyId: string;
  published: boolean;
  requiresConfirmation: boolean;
}

export const ARTICLE_ACTIONS = ['read', 'confirm', 'edit'] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

/**
 * The company's people read its published articles and confirm those that ask; its admins edit
 * them, drafts included (docs/product/news.md). Nobody outside the company sees any.
 */
const RULES: Record<ArticleAction, Rule<ArticleRecord>> = {
  read: (actor, article) =>
    runsCompany(actor, article.companyId) || (article.published && isInCompany(actor, article.companyId)),
  confirm: (actor, article) =>
    article.published && article.requiresConfirmation && actor.companyId === article.companyId,
  edit: (actor, article) => runsCompany(actor, article.companyId),
};

export function articlePolicy(actor: Actor, action: ArticleAction, article: ArticleRecord): boolean {
  return RULES[action](actor, article);
}
