import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import {
  hasPermission,
  isBillingNotification,
  localParts,
  preferencesUpdateSchema,
  unsubscribePageSchema,
  type UnsubscribePage,
  type PreferencesUpdate,
} from '@tera/domain';
import { companies, userProfiles } from '../../db/schema/index.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { readPreferences, updatePreferences } from './preference-store.ts';
import { unsubscribeTokens, type UnsubscribeClaim } from './unsubscribe-token.ts';

const byLink = { ...access('public'), tags: ['notifications'] };
const tokenParam = z.object({ token: z.string().min(1).max(400) });
const pageResponse = {
  description: 'Whose preferences the link manages, and what they are',
  content: { 'application/json': { schema: unsubscribePageSchema } },
};

/** "ana.garcia@acme.com" → "an•••@acme.com": enough to recognise, not to harvest. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

async function claimOf(deps: AppDeps, token: string): Promise<UnsubscribeClaim> {
  const claim = unsubscribeTokens(await deps.auth.secret()).read(token);
  if (!claim) throw new AppError('RECORD_NOT_FOUND', { reason: 'INVALID_TOKEN' });
  return claim;
}

async function personOf(deps: AppDeps, claim: UnsubscribeClaim) {
  const [person] = await deps.database.db
    .select({
      email: userProfiles.email,
      timeZone: userProfiles.timeZone,
      role: userProfiles.role,
      company: companies.name,
    })
    .from(userProfiles)
    .leftJoin(companies, eq(companies.id, userProfiles.companyId))
    .where(eq(userProfiles.id, claim.userId));
  if (!person) throw new AppError('RECORD_NOT_FOUND', { reason: 'INVALID_TOKEN' });
  return person;
}

/** The page behind the link, read without changing anything (mail scanners open links). */
export async function readUnsubscribePage(deps: AppDeps, token: string): Promise<UnsubscribePage> {
  const claim = await claimOf(deps, token);
  const person = await personOf(deps, claim);
  const today = localParts(deps.clock.now(), person.timeZone).date;
  const preferences = await readPreferences(deps.database.db, claim.userId, today);
  const leads = await leadsSomeone(deps, claim.userId);
  return {
    ...preferences,
    // The digest is offered to leaders, the billing notices to admins, and each type to whoever
    // followed its own link.
    preferences: preferences.preferences.filter(
      ({ type }) =>
        type === claim.type ||
        (type === 'weekly_digest' ? leads : !isBillingNotification(type) || hasPermission(person, 'admin')),
    ),
    email: maskEmail(person.email),
    company: person.company,
    type: claim.type,
  };
}

/** Whether someone active reports to the person: who a digest is for (docs/product/notifications.md#types). */
async function leadsSomeone(deps: AppDeps, userId: string): Promise<boolean> {
  const [report] = await deps.database.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(eq(userProfiles.reportsTo, userId), eq(userProfiles.isActive, true)))
    .limit(1);
  return Boolean(report);
}

/** What the page's buttons, and a mail client's one-click POST, change. */
export async function changeByLink(
  deps: AppDeps,
  token: string,
  change: (page: UnsubscribePage) => PreferencesUpdate,
): Promise<UnsubscribePage> {
  const claim = await claimOf(deps, token);
  const person = await personOf(deps, claim);
  const now = deps.clock.now();
  const today = localParts(now, person.timeZone).date;
  await updatePreferences(
    deps.database.db,
    claim.userId,
    change(await readUnsubscribePage(deps, token)),
    today,
    now,
  );
  return readUnsubscribePage(deps, token);
}

const readRoute = createRoute({
  method: 'get',
  path: '/unsubscribe/{token}',
  operationId: 'readPreferencesByLink',
  summary: 'The preferences an unsubscribe link manages; changes nothing',
  ...byLink,
  request: { params: tokenParam },
  responses: { 200: pageResponse, 404: errorResponse('Not a link Tera issued') },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/unsubscribe/{token}',
  operationId: 'updatePreferencesByLink',
  summary: 'Change the preferences of the person an unsubscribe link was sent to',
  ...byLink,
  request: {
    params: tokenParam,
    body: { content: { 'application/json': { schema: preferencesUpdateSchema } }, required: true },
  },
  responses: {
    200: pageResponse,
    400: errorResponse('Invalid fields'),
    404: errorResponse('Not a link Tera issued'),
  },
});

export const unsubscribeRoutes = new OpenAPIHono<AppEnv>()
  .openapi(readRoute, async (c) =>
    c.json(await readUnsubscribePage(c.var.deps, c.req.valid('param').token), 200),
  )
  .openapi(updateRoute, async (c) => {
    const update = c.req.valid('json');
    return c.json(await changeByLink(c.var.deps, c.req.valid('param').token, () => update), 200);
  });
