import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  articleDraftSchema,
  articlePublicationSchema,
  can,
  managedArticleListSchema,
  managedArticleSchema,
  newsArticleSchema,
  newsListSchema,
  normaliseLanguage,
  reminderReceiptSchema,
} from '@tera/domain';
import type { Context } from 'hono';
import { requireActor } from '../../auth/require-actor.ts';
import { publicUrl } from '../../config.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { companyForAction } from '../people/company-for-action.ts';
import {
  articleFacts,
  createArticle,
  deleteArticle,
  listForReader,
  listManaged,
  notConfirmed,
  readForReader,
  readManaged,
  recordConfirmation,
  recordRead,
  setPublication,
  updateArticle,
} from './article-store.ts';
import { composeReminderMail } from './news-mail.ts';

const adminOnly = { ...access('company-admin'), tags: ['news'] };
const membersOnly = { ...access('company-member'), tags: ['news'] };
const slugParam = z.object({ slug: z.string().max(80) });
const articleParams = slugParam.extend({ articleId: z.string().max(64) });
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed in this company'),
  404: errorResponse('No such company or article'),
};
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const managedResponse = (description: string) =>
  json(z.object({ article: managedArticleSchema }), description);

async function newsContext(c: Context<AppEnv>, action: 'manageNews' | 'readNews', slug: string) {
  const actor = requireActor(c);
  const { db } = c.var.deps.database;
  const company = await companyForAction(db, actor, action, slug);
  return { actor, db, now: c.var.deps.clock.now(), company };
}

const listManagedRoute = createRoute({
  method: 'get',
  path: '/companies/{slug}/articles',
  operationId: 'listCompanyArticles',
  summary: "The company's articles, drafts and scheduled included, with reach, reads and confirmations",
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: json(managedArticleListSchema, 'Articles'), ...refusals },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/companies/{slug}/articles',
  operationId: 'createCompanyArticle',
  summary: 'Save a new draft article; its content is sanitised before it is stored',
  ...adminOnly,
  request: { params: slugParam, body: body(articleDraftSchema) },
  responses: { 201: managedResponse('Created'), 400: errorResponse('Invalid article'), ...refusals },
});

const readManagedRoute = createRoute({
  method: 'get',
  path: '/companies/{slug}/articles/{articleId}',
  operationId: 'readCompanyArticle',
  summary: 'One article as its admins edit it, with its figures',
  ...adminOnly,
  request: { params: articleParams },
  responses: { 200: managedResponse('The article'), ...refusals },
});

const updateRouteDef = createRoute({
  method: 'put',
  path: '/companies/{slug}/articles/{articleId}',
  operationId: 'updateCompanyArticle',
  summary: 'Change an article; its content is sanitised again',
  ...adminOnly,
  request: { params: articleParams, body: body(articleDraftSchema) },
  responses: { 200: managedResponse('Saved'), 400: errorResponse('Invalid article'), ...refusals },
});

const publishRoute = createRoute({
  method: 'put',
  path: '/companies/{slug}/articles/{articleId}/publication',
  operationId: 'publishCompanyArticle',
  summary: 'Publish now or at a later moment, or turn the article back into a draft',
  ...adminOnly,
  request: { params: articleParams, body: body(articlePublicationSchema) },
  responses: { 200: managedResponse('Publication set'), 400: errorResponse('Invalid moment'), ...refusals },
});

const deleteRouteDef = createRoute({
  method: 'delete',
  path: '/companies/{slug}/articles/{articleId}',
  operationId: 'deleteCompanyArticle',
  summary: 'Delete an article with its reads',
  ...adminOnly,
  request: { params: articleParams },
  responses: { 204: { description: 'Deleted' }, ...refusals },
});

const remindRoute = createRoute({
  method: 'post',
  path: '/companies/{slug}/articles/{articleId}/reminders',
  operationId: 'remindCompanyArticle',
  summary: 'Mail everyone active who has not confirmed a published article that asks for it',
  ...adminOnly,
  request: { params: articleParams },
  responses: { 200: json(reminderReceiptSchema, 'How many were reminded'), ...refusals },
});

const listNewsRoute = createRoute({
  method: 'get',
  path: '/companies/{slug}/news',
  operationId: 'listCompanyNews',
  summary: "The company's published articles, featured first, with what the caller did with each",
  ...membersOnly,
  request: { params: slugParam },
  responses: { 200: json(newsListSchema, 'News'), ...refusals },
});

const readNewsRoute = createRoute({
  method: 'get',
  path: '/companies/{slug}/news/{articleId}',
  operationId: 'readCompanyNewsArticle',
  summary: 'One published article; the first reading is recorded',
  ...membersOnly,
  request: { params: articleParams },
  responses: { 200: json(z.object({ article: newsArticleSchema }), 'The article'), ...refusals },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/companies/{slug}/news/{articleId}/confirmation',
  operationId: 'confirmCompanyNewsArticle',
  summary: 'Confirm having read an article that asks for it; once per person',
  ...membersOnly,
  request: { params: articleParams },
  responses: { 200: json(z.object({ article: newsArticleSchema }), 'Confirmed'), ...refusals },
});

export const newsRoutes = new OpenAPIHono<AppEnv>()
  .openapi(listManagedRoute, async (c) => {
    const { db, now, company } = await newsContext(c, 'manageNews', c.req.valid('param').slug);
    return c.json({ articles: await listManaged(db, company.id, now) }, 200);
  })
  .openapi(createRouteDef, async (c) => {
    const { db, now, actor, company } = await newsContext(c, 'manageNews', c.req.valid('param').slug);
    const id = await createArticle(db, {
      companyId: company.id,
      authorId: actor.userId,
      draft: c.req.valid('json'),
      now,
    });
    return c.json({ article: await readManaged(db, company.id, id, now) }, 201);
  })
  .openapi(readManagedRoute, async (c) => {
    const { slug, articleId } = c.req.valid('param');
    const { db, now, company } = await newsContext(c, 'manageNews', slug);
    return c.json({ article: await readManaged(db, company.id, articleId, now) }, 200);
  })
  .openapi(updateRouteDef, async (c) => {
    const { slug, articleId } = c.req.valid('param');
    const { db, now, company } = await newsContext(c, 'manageNews', slug);
    await updateArticle(db, { companyId: company.id, articleId, draft: c.req.valid('json'), now });
    return c.json({ article: await readManaged(db, company.id, articleId, now) }, 200);
  })
  .openapi(publishRoute, async (c) => {
    const { slug, articleId } = c.req.valid('param');
    const { db, now, company } = await newsContext(c, 'manageNews', slug);
    const { publishAt } = c.req.valid('json');
    await setPublication(db, {
      companyId: company.id,
      articleId,
      publishAt: publishAt === null ? null : new Date(publishAt),
      now,
    });
    return c.json({ article: await readManaged(db, company.id, articleId, now) }, 200);
  })
  .openapi(deleteRouteDef, async (c) => {
    const { slug, articleId } = c.req.valid('param');
    const { db, company } = await newsContext(c, 'manageNews', slug);
    await deleteArticle(db, company.id, articleId);
    return c.body(null, 204);
  })
  .openapi(remindRoute, async (c) => {
    const { slug, articleId } = c.req.valid('param');
    const { db, now, company } = await newsContext(c, 'manageNews', slug);
    const article = await readManaged(db, company.id, articleId, now);
    if (article.state !== 'published' || !article.requiresConfirmation) return c.json({ reminded: 0 }, 200);
    const link = `${publicUrl(c.var.deps.config)}/news/${article.id}`;
    const people = await notConfirmed(db, company.id, article.id);
    for (const person of people) {
      await c.var.deps.mailer.send(
        composeReminderMail({
          to: person.email,
          language: normaliseLanguage(person.language),
          companyName: company.name,
          title: article.title,
          link,
        }),
      );
    }
    return c.json({ reminded: people.length }, 200);
  })
  .openapi(listNewsRoute, async (c) => {
    const { db, now, actor, company } = await newsContext(c, 'readNews', c.req.valid('param').slug);
    return c.json({ articles: await listForReader(db, company.id, actor.userId, now) }, 200);
  })
  .openapi(readNewsRoute, async (c) => {
    const { slug, articleId } = c.req.valid('param');
    const { db, now, actor, company } = await newsContext(c, 'readNews', slug);
    const facts = await articleFacts(db, company.id, articleId, now);
    if (!facts.published || !can(actor, 'read', facts)) throw recordRefusal(actor, null);
    // The super-admin may look in, but only the company's own people count as its readers.
    if (actor.companyId === company.id) await recordRead(db, articleId, actor.userId, now);
    return c.json({ article: await readForReader(db, company.id, articleId, actor.userId, now) }, 200);
  })
  .openapi(confirmRoute, async (c) => {
    const { slug, articleId } = c.req.valid('param');
    const { db, now, actor, company } = await newsContext(c, 'readNews', slug);
    const facts = await articleFacts(db, company.id, articleId, now);
    if (!can(actor, 'confirm', facts)) throw recordRefusal(actor, facts.published ? company.id : null);
    await recordConfirmation(db, articleId, actor.userId, now);
    return c.json({ article: await readForReader(db, company.id, articleId, actor.userId, now) }, 200);
  });
