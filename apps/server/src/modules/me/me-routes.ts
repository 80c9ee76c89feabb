import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { meSchema, profileSchema, profileUpdateSchema, sharingUpdateSchema } from '@tera/domain';
import { requirePrincipal } from '../../auth/principal.ts';
import { authUsers, userProfiles } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { presentProfile } from './profile-presenter.ts';
import { readMe } from './read-me.ts';

const signedIn = { ...access('authenticated'), tags: ['me'] };
const profileResponse = {
  description: 'The saved profile',
  content: { 'application/json': { schema: z.object({ profile: profileSchema }) } },
};

const readMeRoute = createRoute({
  method: 'get',
  path: '/me',
  operationId: 'readMe',
  summary: 'The signed-in person: profile (created on demand), direct reports, company',
  ...signedIn,
  responses: {
    200: { description: 'Me', content: { 'application/json': { schema: meSchema } } },
    401: errorResponse('Not signed in'),
  },
});

const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/me/profile',
  operationId: 'updateMyProfile',
  summary: 'Complete or correct one’s own profile',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: profileUpdateSchema } }, required: true } },
  responses: {
    200: profileResponse,
    400: errorResponse('Invalid fields'),
    401: errorResponse('Not signed in'),
  },
});

const updateSharingRoute = createRoute({
  method: 'put',
  path: '/me/sharing',
  operationId: 'setMySharing',
  summary: 'Choose whether one’s direct leader sees one’s own check-ins by name',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: sharingUpdateSchema } }, required: true } },
  responses: {
    200: profileResponse,
    400: errorResponse('Invalid fields'),
    401: errorResponse('Not signed in'),
  },
});

export const meRoutes = new OpenAPIHono<AppEnv>()
  .openapi(readMeRoute, async (c) => c.json(await readMe(c.var.deps.database.db, requirePrincipal(c)), 200))
  .openapi(updateProfileRoute, async (c) => {
    const principal = requirePrincipal(c);
    const { completeOnboarding, ...changes } = c.req.valid('json');
    const now = c.var.deps.clock.now();
    const db = c.var.deps.database.db;
    const [profile] = await db
      .update(userProfiles)
      .set({ ...changes, ...(completeOnboarding ? { onboardedAt: now } : {}), updatedAt: now })
      .where(eq(userProfiles.id, principal.userId))
      .returning();
    if (changes.fullName)
      await db.update(authUsers).set({ name: changes.fullName }).where(eq(authUsers.id, principal.userId));
    return c.json({ profile: presentProfile(profile!) }, 200);
  })
  .openapi(updateSharingRoute, async (c) => {
    const principal = requirePrincipal(c);
    const [profile] = await c.var.deps.database.db
      .update(userProfiles)
      .set({
        // Consent goes to the person who leads them now, by id; see docs/product/pulse-and-privacy.md,
        // "Sharing with one's leader".
        sharesCheckinsWith: c.req.valid('json').sharesCheckinsWithLeader
          ? sql`${userProfiles.reportsTo}`
          : null,
        updatedAt: c.var.deps.clock.now(),
      })
      .where(eq(userProfiles.id, principal.userId))
      .returning();
    return c.json({ profile: presentProfile(profile!) }, 200);
  });
