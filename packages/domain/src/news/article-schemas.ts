import { z } from 'zod';

export const ARTICLE_CATEGORIES = [
  'announcement',
  'wellbeing',
  'culture',
  'events',
  'policy',
  'other',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_TITLE_MIN = 3;
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 300;
/** The stored HTML, markup included: room for a long article, not for a file pasted in. */
export const ARTICLE_CONTENT_MAX = 50_000;
export const ARTICLE_TAGS_MAX = 10;
export const ARTICLE_TAG_MAX = 30;

/** An article as the editor saves it (docs/product/news.md#articles). */
export const articleDraftSchema = z.object({
  title: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .min(ARTICLE_TITLE_MIN, 'validation.tooShort')
    .max(ARTICLE_TITLE_MAX, 'validation.tooLong'),
  excerpt: z.string('validation.invalid').trim().max(ARTICLE_EXCERPT_MAX, 'validation.tooLong'),
  content: z
    .string('validation.required')
    .min(1, 'validation.required')
    .max(ARTICLE_CONTENT_MAX, 'validation.tooLong'),
  category: z.enum(ARTICLE_CATEGORIES, 'validation.choose'),
  tags: z
    .array(z.string().trim().min(1, 'validation.required').max(ARTICLE_TAG_MAX, 'validation.tooLong'))
    .max(ARTICLE_TAGS_MAX, 'validation.tooMany'),
  featured: z.boolean(),
  requiresConfirmation: z.boolean(),
});
export type ArticleDraft = z.output<typeof articleDraftSchema>;
export type ArticleDraftInput = z.input<typeof articleDraftSchema>;

/** When an article appears: null makes it a draft again, a later moment schedules it. */
export const articlePublicationSchema = z.object({ publishAt: z.iso.datetime({ offset: true }).nullable() });
