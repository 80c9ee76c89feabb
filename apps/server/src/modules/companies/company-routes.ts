import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import {
  can,
  companyCreationSchema,
  companySettingsUpdateSchema,
  companySlugSchema,
  companyWithSubscriptionSchema,
  readCompanySettings,
} from '@tera/domain';
import { requirePrincipal } from '../../auth/principal.ts';
import { requireActor } from '../../auth/require-actor.ts';
import { companies } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { presentCompany, presentSubscription } from './company-presenter.ts';
import { createCompany } from './create-company.ts';
import { readCompanyBySlug } from './read-company.ts';

const slugParam = z.object({ slug: z.string().max(80) });

const slugAvailability = createRoute({
  method: 'get',
  path: '/companies/slug-availability',
  operationId: 'checkSlugAvailability',
  summary: 'Whether a company address is free to take',
  tags: ['companies'],
  ...access('authenticated'),
  request: { query: z.object({ slug: z.string().max(80) }) },
  responses: {
    200: {
      description: 'Availability',
      content: {
        'application/json': {
          schema: z.object({ slug: z.string(), available: z.boolean(), problem: z.string().nullable() }),
        },
      },
    },
    401: errorResponse('Not signed in'),
  },
});

const create = createRoute({
  method: 'post',
  path: '/companies',
  operationId: 'createCompany',
  summary: 'Create a company; its creator becomes its admin, on a 30-day professional trial',
  tags: ['companies'],
  ...access('authenticated'),
  request: { body: { content: { 'application/json': { schema: companyCreationSchema } }, required: true } },
  responses: {
    201: {
      description: 'Created',
      content: { 'application/json': { schema: companyWithSubscriptionSchema } },
    },
    400: errorResponse('Invalid fields'),
    401: errorResponse('Not signed in'),
    409: errorResponse('Slug taken, or already in a company'),
  },
});

const read = createRoute({
  method: 'get',
  path: '/companies/{slug}',
  operationId: 'readCompany',
  summary: 'A company and its subscription, for its members',
  tags: ['companies'],
  ...access('company-member'),
  request: { params: slugParam },
  responses: {
    200: {
      description: 'The company',
      content: { 'application/json': { schema: companyWithSubscriptionSchema } },
    },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such company for this person'),
  },
});

const updateSettings = createRoute({
  method: 'patch',
  path: '/companies/{slug}/settings',
  operationId: 'updateCompanySettings',
  summary: 'Workday start, time zone and privacy threshold of a company',
  tags: ['companies'],
  ...access('company-admin'),
  request: {
    params: slugParam,
    body: { content: { 'application/json': { schema: companySettingsUpdateSchema } }, required: true },
  },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: companyWithSubscriptionSchema } } },
    400: errorResponse('Invalid fields'),
    403: errorResponse('Not an admin'),
    404: errorResponse('No such company for this person'),
  },
});

export const companyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(slugAvailability, async (c) => {
    const parsed = companySlugSchema.safeParse(c.req.valid('query').slug);
    if (!parsed.success) {
      return c.json(
        {
          slug: c.req.valid('query').slug,
          available: false,
          problem: parsed.error.issues[0]?.message ?? null,
        },
        200,
      );
    }
    const [taken] = await c.var.deps.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, parsed.data));
    return c.json(
      { slug: parsed.data, available: !taken, problem: taken ? 'validation.slugTaken' : null },
      200,
    );
  })
  .openapi(create, async (c) => {
    const principal = requirePrincipal(c);
    const { company, subscription } = await createCompany(
      c.var.deps.database.db,
      principal.userId,
      c.req.valid('json'),
      c.var.deps.clock.now(),
    );
    return c.json({ company: presentCompany(company), subscription: presentSubscription(subscription) }, 201);
  })
  .openapi(read, async (c) => {
    const actor = requireActor(c);
    const { company, subscription } = await readCompanyBySlug(
      c.var.deps.database.db,
      c.req.valid('param').slug,
    );
    if (!can(actor, 'view', { kind: 'company', id: company.id })) throw recordRefusal(actor, company.id);
    return c.json(
      {
        company: presentCompany(company),
        subscription: subscription ? presentSubscription(subscription) : null,
      },
      200,
    );
  })
  .openapi(updateSettings, async (c) => {
    const db = c.var.deps.database.db;
    const actor = requireActor(c);
    const { company } = await readCompanyBySlug(db, c.req.valid('param').slug);
    if (!can(actor, 'updateSettings', { kind: 'company', id: company.id })) {
      throw recordRefusal(actor, company.id);
    }
    const changes = c.req.valid('json');
    const current = readCompanySettings(company.settings);
    const settings = {
      workday_start_hour: changes.workdayStartHour ?? current.workday_start_hour,
      time_zone: changes.timeZone ?? current.time_zone,
      confidentiality_threshold: changes.confidentialityThreshold ?? current.confidentiality_threshold,
    };
    const [saved] = await db
      .update(companies)
      .set({ settings, updatedAt: c.var.deps.clock.now() })
      .where(eq(companies.id, company.id))
      .returning();
    if (!saved) throw new AppError('RECORD_NOT_FOUND');
    const refreshed = await readCompanyBySlug(db, saved.slug);
    return c.json(
      {
        company: presentCompany(refreshed.company),
        subscription: refreshed.subscription ? presentSubscription(refreshed.subscription) : null,
      },
      200,
    );
  });
