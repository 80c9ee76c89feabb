import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  can,
  companyAddressSchema,
  companyCreationSchema,
  companySettingsUpdateSchema,
  companySlugSchema,
  companyWithSubscriptionSchema,
  settingsAuditSchema,
} from '@tera/domain';
import { requirePrincipal } from '../../auth/principal.ts';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { presentCompany, presentSubscription } from './company-presenter.ts';
import { createCompany } from './create-company.ts';
import { readCompanyBySlug } from './read-company.ts';
import { currentSlugOf, isSlugFree } from './company-slugs.ts';
import { readSettingsAudit } from './read-settings-audit.ts';
import { updateCompanySettings } from './update-company-settings.ts';

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
  summary:
    'Any of the company fields, its address, logo, time zone, workday start, privacy threshold and default language; each change audited',
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
    409: errorResponse('The new address is taken (reason SLUG_TAKEN)'),
  },
});

const settingsAudit = createRoute({
  method: 'get',
  path: '/companies/{slug}/settings/changes',
  operationId: 'listCompanySettingsChanges',
  summary: 'The latest saves of the settings: who, when and what changed',
  tags: ['companies'],
  ...access('company-admin'),
  request: { params: slugParam },
  responses: {
    200: { description: 'Newest first', content: { 'application/json': { schema: settingsAuditSchema } } },
    403: errorResponse('Not an admin'),
    404: errorResponse('No such company for this person'),
  },
});

const formerAddress = createRoute({
  method: 'get',
  path: '/company-addresses/{formerSlug}',
  operationId: 'findMovedCompany',
  summary: "Where the caller's company lives now, if it used to live at this address",
  tags: ['companies'],
  ...access('authenticated'),
  request: { params: z.object({ formerSlug: z.string().max(80) }) },
  responses: {
    200: {
      description: 'Its current address',
      content: { 'application/json': { schema: companyAddressSchema } },
    },
    401: errorResponse('Not signed in'),
    404: errorResponse('No company of this person ever lived there'),
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
    const available = await isSlugFree(c.var.deps.database.db, parsed.data);
    return c.json({ slug: parsed.data, available, problem: available ? null : 'validation.slugTaken' }, 200);
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
    const saved = await updateCompanySettings(db, {
      companyId: company.id,
      changes: c.req.valid('json'),
      author: { id: actor.userId, name: requirePrincipal(c).fullName },
      now: c.var.deps.clock.now(),
    });
    const refreshed = await readCompanyBySlug(db, saved.slug);
    return c.json(
      {
        company: presentCompany(refreshed.company),
        subscription: refreshed.subscription ? presentSubscription(refreshed.subscription) : null,
      },
      200,
    );
  })
  .openapi(settingsAudit, async (c) => {
    const db = c.var.deps.database.db;
    const actor = requireActor(c);
    const { company } = await readCompanyBySlug(db, c.req.valid('param').slug);
    if (!can(actor, 'updateSettings', { kind: 'company', id: company.id })) {
      throw recordRefusal(actor, company.id);
    }
    return c.json({ entries: await readSettingsAudit(db, company.id) }, 200);
  })
  .openapi(formerAddress, async (c) => {
    const actor = requireActor(c);
    const moved = await currentSlugOf(c.var.deps.database.db, c.req.valid('param').formerSlug);
    // Anyone else is told nothing, not even that the address was ever used.
    if (!moved || !can(actor, 'view', { kind: 'company', id: moved.companyId })) {
      throw new AppError('RECORD_NOT_FOUND');
    }
    return c.json({ slug: moved.slug }, 200);
  });
