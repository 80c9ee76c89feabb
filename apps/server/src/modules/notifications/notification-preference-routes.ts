import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import {
  localParts,
  preferencesSchema,
  preferencesUpdateSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
} from '@tera/domain';
import { requirePrincipal, type Principal } from '../../auth/principal.ts';
import { pushSubscriptions, userProfiles } from '../../db/schema/index.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { readPreferences, updatePreferences } from './preference-store.ts';

const signedIn = { ...access('authenticated'), tags: ['notifications'] };
const preferencesResponse = {
  description: 'The person’s preferences for every type',
  content: { 'application/json': { schema: preferencesSchema } },
};

const readRoute = createRoute({
  method: 'get',
  path: '/me/notification-preferences',
  operationId: 'readMyNotificationPreferences',
  summary: 'What one receives, by e-mail and push, and whether reminders are paused',
  ...signedIn,
  responses: { 200: preferencesResponse, 401: errorResponse('Not signed in') },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/me/notification-preferences',
  operationId: 'updateMyNotificationPreferences',
  summary: 'Choose what one receives, or pause reminders for a week',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: preferencesUpdateSchema } }, required: true } },
  responses: {
    200: preferencesResponse,
    400: errorResponse('Invalid fields'),
    401: errorResponse('Not signed in'),
  },
});

const publicKeyRoute = createRoute({
  method: 'get',
  path: '/push/public-key',
  operationId: 'readPushPublicKey',
  summary: 'The key a browser subscribes to Tera’s pushes with',
  ...signedIn,
  responses: {
    200: {
      description: 'The VAPID public key',
      content: { 'application/json': { schema: pushPublicKeySchema } },
    },
    401: errorResponse('Not signed in'),
  },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: '/me/push-subscriptions',
  operationId: 'addMyPushSubscription',
  summary: 'Receive pushes on this device',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: pushSubscriptionSchema } }, required: true } },
  responses: {
    204: { description: 'Kept' },
    400: errorResponse('Invalid fields'),
    401: errorResponse('Not signed in'),
  },
});

const unsubscribeRoute = createRoute({
  method: 'delete',
  path: '/me/push-subscriptions',
  operationId: 'removeMyPushSubscription',
  summary: 'Stop pushes to this device',
  ...signedIn,
  request: {
    body: {
      content: { 'application/json': { schema: pushSubscriptionSchema.pick({ endpoint: true }) } },
      required: true,
    },
  },
  responses: {
    204: { description: 'Removed, or not there' },
    400: errorResponse('Invalid fields'),
    401: errorResponse('Not signed in'),
  },
});

/**
 * The person's date now in their own time zone, as the unsubscribe link reckons it: when a pause
 * starts and ends.
 */
async function todayOf(deps: AppDeps, principal: Principal): Promise<string> {
  const [profile] = await deps.database.db
    .select({ timeZone: userProfiles.timeZone })
    .from(userProfiles)
    .where(eq(userProfiles.id, principal.userId));
  return localParts(deps.clock.now(), profile?.timeZone ?? principal.timeZone).date;
}

export const notificationPreferenceRoutes = new OpenAPIHono<AppEnv>()
  .openapi(readRoute, async (c) => {
    const principal = requirePrincipal(c);
    const { deps } = c.var;
    return c.json(
      await readPreferences(deps.database.db, principal.userId, await todayOf(deps, principal)),
      200,
    );
  })
  .openapi(updateRoute, async (c) => {
    const principal = requirePrincipal(c);
    const { deps } = c.var;
    const saved = await updatePreferences(
      deps.database.db,
      principal.userId,
      c.req.valid('json'),
      await todayOf(deps, principal),
      deps.clock.now(),
    );
    return c.json(saved, 200);
  })
  .openapi(publicKeyRoute, async (c) => {
    requirePrincipal(c);
    return c.json({ publicKey: await c.var.deps.push.publicKey() }, 200);
  })
  .openapi(subscribeRoute, async (c) => {
    const principal = requirePrincipal(c);
    const { endpoint, keys } = c.req.valid('json');
    // A browser has one subscription per endpoint: whoever subscribed last on it receives.
    await c.var.deps.database.db
      .insert(pushSubscriptions)
      .values({ userId: principal.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: principal.userId, p256dh: sql`excluded.p256dh`, auth: sql`excluded.auth` },
      });
    return c.body(null, 204);
  })
  .openapi(unsubscribeRoute, async (c) => {
    const principal = requirePrincipal(c);
    const { endpoint } = c.req.valid('json');
    await c.var.deps.database.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, principal.userId)));
    return c.body(null, 204);
  });
